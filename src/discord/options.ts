import type { AutocompleteInteraction, ChatInputCommandInteraction, CommandInteractionOption } from 'discord.js';
import { z } from 'zod';

/** The options a user gave, wrong in a way the command's schema names: nothing reaches a use case. */
export class InvalidOptions extends Error {
  override name = 'InvalidOptions';
  constructor(readonly sentence: string) {
    super(sentence);
  }
}

export interface RawOptions {
  group: string | null;
  subcommand: string | null;
  values: Record<string, string | number | boolean>;
}

function flatten(options: readonly CommandInteractionOption[], into: RawOptions): RawOptions {
  for (const option of options) {
    if (option.options && option.value === undefined) {
      // A subcommand group holds a subcommand; a subcommand holds the values.
      if (option.type === 2) into.group = option.name;
      else into.subcommand = option.name;
      flatten(option.options, into);
    } else if (option.value !== undefined) {
      into.values[option.name] = option.value;
    } else if (option.type === 1) {
      into.subcommand = option.name;
    }
  }
  return into;
}

/** Every option value of an interaction by name, with its subcommand. */
export function rawOptions(interaction: ChatInputCommandInteraction | AutocompleteInteraction): RawOptions {
  return flatten(interaction.options.data, { group: null, subcommand: null, values: {} });
}

/**
 * Refuses text that holds a NUL, which no name or id has and PostgreSQL cannot store or compare: checked for every
 * command before its handler, so no option reaches a query with one.
 */
export function refuseUnreadableText(interaction: ChatInputCommandInteraction | AutocompleteInteraction): void {
  const [name] = Object.entries(rawOptions(interaction).values).find(([, value]) => typeof value === 'string' && value.includes('\u0000')) ?? [];
  if (name !== undefined) throw new InvalidOptions(`\`${name}\`: holds a character no name has; type it again.`);
}

/** The first problem zod found, as a sentence for the manager. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Those options are not valid.';
  const name = issue.path.length > 0 ? `\`${issue.path.join('.')}\`` : 'The options';
  return `${name}: ${issue.message}.`;
}

/** Parses a command's values with its schema; a failure becomes an ephemeral sentence. */
export function parseValues<S extends z.ZodType>(schema: S, values: unknown): z.infer<S> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new InvalidOptions(describeIssue(parsed.error));
  return parsed.data;
}

export function parseOptions<S extends z.ZodType>(interaction: ChatInputCommandInteraction, schema: S): z.infer<S> {
  return parseValues(schema, rawOptions(interaction).values);
}

/** Schemas for the kinds of option commands take; each bounded, as the rules of the road ask. */
export const opt = {
  /** A player, picked by autocomplete (his id) or typed (his name). */
  player: z.string().trim().min(1, 'choose a player').max(100, 'is too long'),
  name: (max: number) => z.string().trim().min(2, 'is too short').max(max, `must be at most ${max} characters`),
  money: (max = 1_000_000_000) =>
    z
      .number()
      .int('must be whole pounds')
      .min(1, 'must be at least £1')
      .max(max, `must be at most £${max.toLocaleString('en-GB')}`),
  int: (min: number, max: number) => z.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`),
};
