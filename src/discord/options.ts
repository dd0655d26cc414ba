import type { AutocompleteInteraction, ChatInputCommandInteraction, CommandInteractionOption } from 'discord.js';
import { z } from 'zod';
import { CATALOGUES, type MessageKey } from '../i18n/catalogue/index.js';
import { COMMAND_CATALOGUES } from '../i18n/commands/index.js';
import type { Locale } from '../i18n/locales.js';
import { t, type CatalogueText } from '../i18n/translate.js';

/**
 * What is wrong with one option: its name as the command has it (null when the issue names none), and the problem, a
 * catalogue message ("must be whole pounds"). Where the schema gave no message of ours, zod's own English words are
 * kept for English readers, as they read before; another language gets the catalogue's words for the issue.
 */
export interface OptionProblem {
  option: string | null;
  problem: CatalogueText;
  english?: string;
}

/** The options a user gave, wrong in a way the command's schema names: nothing reaches a use case. */
export class InvalidOptions extends Error {
  override name = 'InvalidOptions';
  // A private field: an error compares by its message, whatever it was made from.
  readonly #text: string | CatalogueText | OptionProblem;
  constructor(text: string | CatalogueText | OptionProblem) {
    super(typeof text === 'string' ? text : wordsOf(text, 'en', null));
    this.#text = text;
  }

  /** The refusal in the reader's language; `command` (its path, "league create") names the option as his Discord does. */
  sentence(locale: Locale, command: string | null = null): string {
    return typeof this.#text === 'string' ? this.#text : wordsOf(this.#text, locale, command);
  }
}

function wordsOf(text: CatalogueText | OptionProblem, locale: Locale, command: string | null): string {
  if (!('problem' in text)) return t(locale, text.key, text.params);
  const name = text.option === null ? t(locale, 'option.unnamed') : `\`${optionName(locale, command, text.option)}\``;
  const problem = locale === 'en' && text.english !== undefined ? text.english : t(locale, text.problem.key, text.problem.params);
  return `${name}: ${problem}.`;
}

/** An option's name as a reader of the language sees it in his Discord (English's are the commands' own). */
function optionName(locale: Locale, command: string | null, option: string): string {
  if (locale === 'en' || command === null) return option;
  const named = COMMAND_CATALOGUES[locale][`${command} ${option}`];
  return Array.isArray(named) ? named[0] : option;
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
  if (name !== undefined) throw new InvalidOptions({ option: name, problem: { key: 'option.unreadable' } });
}

/** A catalogue message of the options' problems, as a schema names it instead of a sentence of its own. */
function isOptionKey(message: string): message is MessageKey {
  return message.startsWith('option.') && Object.hasOwn(CATALOGUES.en, message);
}

/** The catalogue's words for an issue the schema gave no message of ours: by its kind, and the bound it names. */
function problemOf(issue: z.core.$ZodIssue): CatalogueText {
  if (issue.code === 'too_small' && issue.origin === 'number') return { key: 'option.atLeast', params: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big' && issue.origin === 'number') return { key: 'option.atMost', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'string') return { key: 'option.tooShort' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { key: 'option.tooLong' };
  if (issue.code === 'invalid_type' && issue.expected === 'int') return { key: 'option.wholeNumber' };
  return { key: 'option.notValid' };
}

/** The first problem zod found, for the manager: the option it names and what is wrong with it. */
export function describeIssue(error: z.ZodError): CatalogueText | OptionProblem {
  const issue = error.issues[0];
  if (!issue) return { key: 'option.invalid' };
  const option = issue.path.length > 0 ? issue.path.join('.') : null;
  if (!isOptionKey(issue.message)) return { option, problem: problemOf(issue), english: issue.message };
  const bounds = {
    ...('minimum' in issue ? { min: Number(issue.minimum) } : {}),
    ...('maximum' in issue ? { max: Number(issue.maximum) } : {}),
  };
  return { option, problem: { key: issue.message, params: bounds } };
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

/** Schemas for the kinds of option commands take; each bounded, as the rules of the road ask. Each message is a catalogue key. */
export const opt = {
  /** A player, picked by autocomplete (his id) or typed (his name). */
  player: z.string().trim().min(1, 'option.player.missing').max(100, 'option.tooLong'),
  name: (max: number) => z.string().trim().min(2, 'option.tooShort').max(max, 'option.maxCharacters'),
  money: (max = 1_000_000_000) => z.number().int('option.wholePounds').min(1, 'option.atLeastPounds').max(max, 'option.atMostPounds'),
  int: (min: number, max: number) => z.number().int('option.wholeNumber').min(min, 'option.atLeast').max(max, 'option.atMost'),
};
