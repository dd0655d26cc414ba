import { MessageFlags } from 'discord.js';
import { vi } from 'vitest';
import { pino } from 'pino';
import type { AppContext } from '../../src/context.js';
import { loadConfig } from '../../src/config.js';

/** What an interaction was answered with, in order. */
export interface Sent {
  method: 'reply' | 'followUp' | 'editReply' | 'respond' | 'deferReply' | 'deleteReply';
  options: Record<string, unknown> | unknown[];
}

/** A chat-input interaction double with just what the router and reply helpers read. */
export function fakeCommand(commandName: string, overrides: Record<string, unknown> = {}) {
  const sent: Sent[] = [];
  const interaction = {
    id: '900000000000000001',
    type: 2,
    commandName,
    customId: undefined,
    deferred: false,
    replied: false,
    responded: false,
    ephemeral: null as boolean | null,
    user: { id: '100000000000000001' },
    guildId: '200000000000000001',
    channelId: '300000000000000001',
    member: { roles: [] as string[] },
    memberPermissions: { bitfield: 0n },
    options: { data: [], getSubcommand: () => null, getFocused: () => '' },
    isChatInputCommand: () => true,
    isCommand: () => true,
    isAutocomplete: () => false,
    isMessageComponent: () => false,
    isRepliable: () => true,
    reply: vi.fn(async (options: Record<string, unknown>) => {
      sent.push({ method: 'reply', options });
      interaction.replied = true;
    }),
    followUp: vi.fn(async (options: Record<string, unknown>) => {
      sent.push({ method: 'followUp', options });
    }),
    editReply: vi.fn(async (options: Record<string, unknown>) => {
      sent.push({ method: 'editReply', options });
      interaction.replied = true;
    }),
    deferReply: vi.fn(async (options: Record<string, unknown> = {}) => {
      sent.push({ method: 'deferReply', options });
      interaction.deferred = true;
      interaction.ephemeral = options.flags === MessageFlags.Ephemeral;
    }),
    deleteReply: vi.fn(async () => {
      sent.push({ method: 'deleteReply', options: {} });
    }),
    respond: vi.fn(async (choices: unknown[]) => {
      sent.push({ method: 'respond', options: choices });
      interaction.responded = true;
    }),
    ...overrides,
  };
  return { interaction, sent };
}

export function fakeAutocomplete(commandName: string, overrides: Record<string, unknown> = {}) {
  return fakeCommand(commandName, {
    type: 4,
    isChatInputCommand: () => false,
    isCommand: () => false,
    isAutocomplete: () => true,
    isRepliable: () => false,
    ...overrides,
  });
}

/** A context whose logger records its lines; no database. */
export function testContext(): { ctx: AppContext; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  const ctx = { db: null as never, logger, clock: { now: () => new Date('2026-03-01T12:00:00Z') }, config: loadConfig({}) };
  return { ctx, lines };
}
