import { PermissionFlagsBits } from 'discord.js';
import { apiChannel, apiInteractionMember, apiRole, apiUser } from './shapes.js';
import type { CommandRecord, EmulatorState } from './state.js';

/** The value a test types for an option: ids for users, channels and roles. */
export type OptionValue = string | number | boolean | { id: string };
export type OptionValues = Record<string, OptionValue>;

/** The users, members, channels and roles an interaction's options name, keyed by id. */
type Resolved = Partial<Record<'users' | 'members' | 'channels' | 'roles', Record<string, unknown>>>;

interface OptionDefinition {
  name: string;
  type: number;
  required?: boolean;
  choices?: { name: string; value: string | number }[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  autocomplete?: boolean;
  options?: OptionDefinition[];
}

const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;
const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const USER = 6;
const CHANNEL = 7;
const ROLE = 8;
const MENTIONABLE = 9;
const NUMBER = 10;

export interface BuiltCommandData {
  id: string;
  name: string;
  type: 1;
  guild_id?: string;
  options?: unknown[];
  resolved?: Resolved;
}

/** Finds a registered chat-input command: the guild's own first, then global ones. */
export function findCommand(state: EmulatorState, guildId: string, name: string): CommandRecord {
  const candidates = [...state.commands.values()].filter((c) => c.body.name === name && (c.body.type ?? 1) === 1);
  const command = candidates.find((c) => c.guildId === guildId) ?? candidates.find((c) => c.guildId === null);
  if (!command) {
    const known = [...state.commands.values()].map((c) => `/${String(c.body.name)}`).join(', ') || 'none';
    throw new Error(`/${name} is not registered with the emulator (registered: ${known}); run the deploy step first`);
  }
  return command;
}

/**
 * Builds `data` of an APPLICATION_COMMAND (or AUTOCOMPLETE) interaction the way the Discord
 * client would for what the user typed: '/league create' with { name: 'x' }. Throws where the
 * Discord client itself would refuse to send (unknown option, missing required one, value
 * outside the declared choices or range).
 */
export function buildCommandData(
  state: EmulatorState,
  guildId: string,
  invocation: string,
  values: OptionValues,
  focused?: { option: string; text: string },
): BuiltCommandData {
  const [name, ...path] = invocation.replace(/^\//, '').trim().split(/\s+/);
  const command = findCommand(state, guildId, name!);
  const resolved: Resolved = {};
  const definitions = (command.body.options ?? []) as OptionDefinition[];
  const options = walk(state, guildId, `/${name}`, definitions, path, values, resolved, focused);
  return {
    id: command.id,
    name: name!,
    type: 1,
    ...(command.guildId ? { guild_id: command.guildId } : {}),
    ...(options.length > 0 ? { options } : {}),
    ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
  };
}

function walk(
  state: EmulatorState,
  guildId: string,
  label: string,
  definitions: OptionDefinition[],
  path: string[],
  values: OptionValues,
  resolved: Resolved,
  focused?: { option: string; text: string },
): unknown[] {
  const nested = definitions.filter((d) => d.type === SUBCOMMAND || d.type === SUBCOMMAND_GROUP);
  if (nested.length > 0) {
    const [next, ...rest] = path;
    const chosen = nested.find((d) => d.name === next);
    if (!chosen) throw new Error(`${label} needs one of: ${nested.map((d) => d.name).join(', ')} (got ${next ?? 'nothing'})`);
    return [
      {
        name: chosen.name,
        type: chosen.type,
        options: walk(state, guildId, `${label} ${chosen.name}`, chosen.options ?? [], rest, values, resolved, focused),
      },
    ];
  }
  if (path.length > 0) throw new Error(`${label} has no subcommand ${path.join(' ')}`);
  for (const key of Object.keys(values)) {
    if (!definitions.some((d) => d.name === key)) throw new Error(`${label} has no option "${key}"`);
  }
  if (focused && !definitions.some((d) => d.name === focused.option && d.autocomplete)) {
    throw new Error(`${label} option "${focused.option}" does not use autocomplete`);
  }
  const built: unknown[] = [];
  for (const definition of definitions) {
    if (focused?.option === definition.name) {
      built.push({ name: definition.name, type: definition.type, value: focused.text, focused: true });
      continue;
    }
    const value = values[definition.name];
    if (value === undefined) {
      if (definition.required && !focused) throw new Error(`${label} requires option "${definition.name}"`);
      continue;
    }
    built.push({ name: definition.name, type: definition.type, value: optionValue(state, guildId, label, definition, value, resolved) });
  }
  return built;
}

function optionValue(
  state: EmulatorState,
  guildId: string,
  label: string,
  definition: OptionDefinition,
  raw: OptionValue,
  resolved: Resolved,
): string | number | boolean {
  const where = `${label} option "${definition.name}"`;
  const value = typeof raw === 'object' ? raw.id : raw;
  switch (definition.type) {
    case STRING: {
      if (typeof value !== 'string') throw new Error(`${where} takes text`);
      const length = [...value].length;
      if (length < (definition.min_length ?? 0) || length > (definition.max_length ?? 6000)) {
        throw new Error(`${where} must be ${definition.min_length ?? 0}..${definition.max_length ?? 6000} characters`);
      }
      return checkChoice(where, definition, value);
    }
    case INTEGER:
    case NUMBER: {
      if (typeof value !== 'number' || (definition.type === INTEGER && !Number.isInteger(value))) {
        throw new Error(`${where} takes ${definition.type === INTEGER ? 'an integer' : 'a number'}`);
      }
      if (value < (definition.min_value ?? -(2 ** 53)) || value > (definition.max_value ?? 2 ** 53)) {
        throw new Error(`${where} must be within ${definition.min_value ?? '-inf'}..${definition.max_value ?? 'inf'}`);
      }
      return checkChoice(where, definition, value);
    }
    case BOOLEAN:
      if (typeof value !== 'boolean') throw new Error(`${where} takes true or false`);
      return value;
    case USER:
    case CHANNEL:
    case ROLE:
    case MENTIONABLE:
      resolveEntity(state, guildId, where, definition.type, String(value), resolved);
      return String(value);
    default:
      throw new Error(`${where} has option type ${definition.type}, which the emulator does not drive`);
  }
}

function checkChoice<T extends string | number>(where: string, definition: OptionDefinition, value: T): T {
  if (definition.choices && definition.choices.length > 0 && !definition.choices.some((c) => c.value === value)) {
    throw new Error(`${where} must be one of ${definition.choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
  }
  return value;
}

export function resolveEntity(state: EmulatorState, guildId: string, where: string, type: number, id: string, resolved: Resolved): void {
  const user = state.users.get(id);
  const member = state.member(guildId, id);
  const channel = state.channels.get(id);
  const role = state.roles.get(id);
  if ((type === USER || type === MENTIONABLE) && user) {
    (resolved.users ??= {})[id] = apiUser(user);
    if (member) {
      const { user: _user, ...rest } = apiInteractionMember(state, member);
      (resolved.members ??= {})[id] = rest;
    }
  } else if (type === CHANNEL && channel) {
    const { id: channelId, name, type: channelType } = apiChannel(channel) as { id: string; name: string; type: number };
    (resolved.channels ??= {})[id] = {
      id: channelId,
      name,
      type: channelType,
      permissions: state.memberPermissions(guildId, state.botUser.id).toString(),
    };
  } else if ((type === ROLE || type === MENTIONABLE) && role) {
    (resolved.roles ??= {})[id] = apiRole(role);
  } else {
    throw new Error(`${where}: no such ${type === CHANNEL ? 'channel' : type === ROLE ? 'role' : 'user'} ${id}`);
  }
}

/**
 * Discord only offers a command to members holding its default_member_permissions ("0": administrators only),
 * unless a server admin granted it to others in the server's Integrations settings (`granted`).
 */
export function assertMayUse(state: EmulatorState, guildId: string, userId: string, invocation: string, granted: boolean): void {
  const name = invocation.replace(/^\//, '').trim().split(/\s+/)[0]!;
  const required = findCommand(state, guildId, name).body.default_member_permissions;
  if (granted || required === undefined || required === null) return;
  const need = BigInt(String(required));
  const has = state.memberPermissions(guildId, userId);
  const allowed = need === 0n ? (has & PermissionFlagsBits.Administrator) !== 0n : (has & need) === need;
  if (!allowed) {
    const who = state.users.get(userId)?.username ?? userId;
    throw new Error(
      `Discord does not offer /${name} to ${who} (default_member_permissions ${need}); pass { granted: true } to model a server that granted it`,
    );
  }
}
