import { InteractionContextType, PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commandSchema, isCommand } from '../../src/discord/command.js';
import { loadCommands } from '../../src/discord/loader.js';
import { localizeCommand } from '../../src/i18n/localize-commands.js';

const commands = await loadCommands();

interface Option {
  type: number;
  name: string;
  description: string;
  options?: Option[];
  choices?: Choice[];
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  max_length?: number;
  min_value?: number;
  max_value?: number;
  autocomplete?: boolean;
}

interface Choice {
  name: string;
  value: string | number;
  name_localizations?: Record<string, string> | null;
}

/** A field's length as Discord counts it for the 4,000-character limit: its longest language, the default included. */
function longest(text: string, localizations: Record<string, string> | null | undefined): number {
  return Math.max(text.length, ...Object.values(localizations ?? {}).map((t) => t.length));
}

/**
 * A command's size as Discord counts it: the names, descriptions and choice values of the command, its subcommands,
 * options and choices, each name and description by its longest localization
 * (https://discord.com/developers/docs/interactions/application-commands#registering-a-command).
 */
function registrationSize(json: Option): number {
  const choices = (json.choices ?? []).reduce((sum, c) => sum + longest(c.name, c.name_localizations) + String(c.value).length, 0);
  const own = longest(json.name, json.name_localizations) + longest(json.description, json.description_localizations) + choices;
  return own + (json.options ?? []).reduce((sum, o) => sum + registrationSize(o), 0);
}

function leaves(options: Option[] = []): Option[] {
  return options.flatMap((o) => (o.type === 1 || o.type === 2 ? leaves(o.options) : [o]));
}

describe('the command files', () => {
  it('GIVEN commands/ THEN every top-level command of the bot is there, one file each', () => {
    expect([...commands.keys()].sort()).toEqual([
      'admin',
      'auction',
      'bid',
      'cup',
      'finances',
      'fortune',
      'hand',
      'help',
      'keep',
      'league',
      'loan',
      'market',
      'news',
      'play',
      'player',
      'predict',
      'profile',
      'ready',
      'remind',
      'scout',
      'select',
      'sell',
      'sponsor',
      'squad',
      'stadium',
      'staff',
      'trade',
      'train',
      'unlist',
    ]);
  });

  it('GIVEN a module without execute THEN the loader check refuses it', () => {
    expect(isCommand({ data: { name: 'x', toJSON: () => ({}) } })).toBe(false);
    expect(commandSchema.safeParse({ data: { name: 'Bad Name', toJSON: () => ({}) }, execute: () => undefined }).success).toBe(false);
  });

  it('GIVEN every command THEN each free-text option is length-bounded and each number ranged', () => {
    for (const command of commands.values()) {
      for (const option of leaves(command.data.toJSON().options as Option[])) {
        if (option.type === 3 && !option.choices) expect(option.max_length, `/${command.data.name} ${option.name}`).toBeLessThanOrEqual(100);
        if (option.type === 4 && !option.choices) {
          expect(option.min_value, `/${command.data.name} ${option.name}`).toBeDefined();
          expect(option.max_value, `/${command.data.name} ${option.name}`).toBeDefined();
        }
      }
    }
  });

  it('GIVEN every command as registered, in every language THEN it keeps Discord registration limits (25 options and choices, 100-character descriptions, 4,000 characters as Discord counts them)', () => {
    for (const command of commands.values()) {
      // As registered: with every language's names and descriptions.
      const json = localizeCommand(command.data.toJSON()) as unknown as Option;
      const all = [json, ...(json.options ?? []), ...(json.options ?? []).flatMap((o) => o.options ?? [])];
      for (const item of all) {
        expect(longest(item.description, item.description_localizations)).toBeLessThanOrEqual(100);
        expect((item.options ?? []).length).toBeLessThanOrEqual(25);
        expect((item.choices ?? []).length).toBeLessThanOrEqual(25);
      }
      expect(registrationSize(json), `/${command.data.name}`).toBeLessThanOrEqual(4000);
    }
  });

  it('GIVEN /admin THEN Discord shows it only to members with Manage Server, and never in DMs', () => {
    const json = commands.get('admin')!.data.toJSON();
    expect(json.default_member_permissions).toBe(String(PermissionFlagsBits.ManageGuild));
    expect(json.contexts).toEqual([InteractionContextType.Guild]);
  });

  it('GIVEN every command THEN Discord offers it only in servers, never in DMs', () => {
    for (const command of commands.values()) expect(command.data.toJSON().contexts, `/${command.data.name}`).toEqual([InteractionContextType.Guild]);
  });

  it('GIVEN player options THEN they use autocomplete', () => {
    for (const name of ['train', 'bid', 'sell', 'unlist', 'player']) {
      const player = leaves(commands.get(name)!.data.toJSON().options as Option[]).find((o) => o.name === 'player');
      expect(player?.autocomplete, `/${name}`).toBe(true);
    }
  });
});
