import { z } from 'zod';
import { DICE_DISPLAYS, type DiceDisplay } from '../commentary/dice-display.js';
import { LOCALES, type Locale } from '../i18n/locales.js';
import { CARDS_BALANCES, type CardsBalance } from '../engine/cards/balance.js';
import { CARDS_PHASES, type CardsPhase } from '../engine/cards/state.js';
import { CUPS_OPTIONS } from '../engine/model/cup-competitions.js';
import { FORTUNES_GAME_PHASES, type FortunesGamePhase } from '../engine/fortunes-game/calendar.js';
import { SKILL_LEVELS, type SkillLevel } from '../engine/fortunes-game/computer-clubs.js';
import type { NewLeagueOptions } from '../engine/new-league.js';
import { LEDGER_REASONS, MATCH_ENGINES, PHASES, type LeagueSettings, type SeasonPhase } from '../engine/model/types.js';

/**
 * The typed columns of the league tables, and their parsing where they are
 * read: a JSON column holds what the code of its day wrote, so each is checked
 * on the way in rather than cast. Objects keep keys they do not know, so a
 * setting added later passes through older code unharmed.
 */

export const phaseColumn = z.enum([...new Set([...PHASES, ...CARDS_PHASES, ...FORTUNES_GAME_PHASES])] as [LeaguePhase, ...LeaguePhase[]]);

/** A league's phase: a football league's season phase, or where a cards or Football Fortunes game stands. */
export type LeaguePhase = SeasonPhase | CardsPhase | FortunesGamePhase;
export const ledgerReasonColumn = z.enum(LEDGER_REASONS);

/** When weeks fall due: a weekly day-and-time in a time zone, or a fixed interval. */
export type DeadlineSchedule =
  | {
      kind: 'weekly';
      /** 0 Sunday to 6 Saturday; one or more days a week. */
      days: number[];
      /** 'HH:MM', 24-hour, in `timeZone`. */
      time: string;
      /** An IANA zone such as 'Europe/London'. */
      timeZone: string;
    }
  | { kind: 'interval'; hours: number };

const scheduleColumn: z.ZodType<DeadlineSchedule> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('weekly'), days: z.array(z.number()), time: z.string(), timeZone: z.string() }),
  z.object({ kind: z.literal('interval'), hours: z.number() }),
]);

/** The league's settings column: the engine's rules and the bot's own options. */
export interface StoredSettings {
  rules: LeagueSettings;
  live: boolean;
  /** How match reports show their dice; absent in leagues made before the setting (spoiler). */
  dice?: DiceDisplay;
  /** Deals between managers: whether announcements hide fees (absent until changed: fees shown). */
  deals?: { hideFees: boolean };
  /** The language the league posts in; absent in leagues made before the setting (English). */
  language?: Locale;
}

const rulesColumn: z.ZodType<LeagueSettings> = z.looseObject({
  engine: z.enum(MATCH_ENGINES),
  homeAdvantages: z.boolean(),
  substitutions: z.union([z.literal(3), z.literal(5)]).optional(),
  cups: z.enum(CUPS_OPTIONS).optional(),
});

const settingsColumn: z.ZodType<StoredSettings> = z.looseObject({
  rules: rulesColumn,
  live: z.boolean(),
  dice: z.enum(DICE_DISPLAYS).optional(),
  deals: z.looseObject({ hideFees: z.boolean() }).optional(),
  language: z.enum(LOCALES).optional(),
});

/** What a football league was created with: the engine's options (a replay starts from them) and the command's. */
export interface FootballCreationOptions {
  engine: NewLeagueOptions;
  league: unknown;
}

/** A cards game's set-up: its seed, the managers' seats and how many seasons it runs. */
export interface CardsCreation {
  seed: number;
  managerClubIds: string[];
  seasons: number;
  /** The balance option; absent in leagues made before it and where the article's rules were kept. */
  balance?: CardsBalance;
}

/** What a cards league was created with: the card game's set-up and the command's. */
export interface CardsCreationOptions {
  cards: CardsCreation;
  league: unknown;
}

/** A Football Fortunes game's set-up: its seed, the managers' clubs, how many seasons and the computer's skill level. */
export interface FortunesGameCreation {
  seed: number;
  managers: { clubId: string; name: string }[];
  seasons: number;
  skill: SkillLevel;
}

/** What a Football Fortunes game league was created with: the game's set-up and the command's. */
export interface FortunesGameCreationOptions {
  fortunesGame: FortunesGameCreation;
  league: unknown;
}

export type CreationOptions = FootballCreationOptions | CardsCreationOptions | FortunesGameCreationOptions;

/** Made once: a zod schema costs far more to make than to check with, and every league row read checks this. */
const engineOptionsColumn = z.looseObject({ seed: z.number(), humanClubs: z.number() });

const footballCreationColumn: z.ZodType<FootballCreationOptions> = z.looseObject({
  engine: z.custom<NewLeagueOptions>(
    (value) => engineOptionsColumn.safeParse(value).success,
    'the engine options need a seed and the number of human clubs',
  ),
  league: z.unknown(),
});

const cardsCreationColumn: z.ZodType<CardsCreationOptions> = z.looseObject({
  cards: z.looseObject({ seed: z.number(), managerClubIds: z.array(z.string()), seasons: z.number(), balance: z.enum(CARDS_BALANCES).optional() }),
  league: z.unknown(),
});

const fortunesGameCreationColumn: z.ZodType<FortunesGameCreationOptions> = z.looseObject({
  fortunesGame: z.looseObject({
    seed: z.number(),
    managers: z.array(z.looseObject({ clubId: z.string(), name: z.string() })),
    seasons: z.number(),
    skill: z.union(SKILL_LEVELS.map((level) => z.literal(level)) as [z.ZodLiteral<SkillLevel>, ...z.ZodLiteral<SkillLevel>[]]),
  }),
  league: z.unknown(),
});

const creationOptionsColumn: z.ZodType<CreationOptions> = z.union([footballCreationColumn, cardsCreationColumn, fortunesGameCreationColumn]);

/** A football league's creation options; a league of another game has none. */
export function footballCreation(options: CreationOptions): FootballCreationOptions {
  if (!('engine' in options)) throw new Error('This league was not created as a football league.');
  return options;
}

/** A cards league's set-up; a league of another game has none. */
export function cardsCreation(options: CreationOptions): CardsCreation {
  if (!('cards' in options)) throw new Error('This league was not created as a cards league.');
  return options.cards;
}

/** A Football Fortunes game's set-up; a league of another game has none. */
export function fortunesGameCreation(options: CreationOptions): FortunesGameCreation {
  if (!('fortunesGame' in options)) throw new Error('This league was not created as a Football Fortunes game.');
  return options.fortunesGame;
}

/** A football league's phase: a cards league's has no place where football's is wanted. */
export function footballPhase(phase: LeaguePhase): SeasonPhase {
  if (!(PHASES as readonly string[]).includes(phase)) throw new Error(`A cards phase (${phase}) where a football league's was wanted.`);
  return phase as SeasonPhase;
}

/** A settings column's JSON text, parsed (a patch being built holds the text). */
export function parseStoredSettings(text: string): StoredSettings {
  return settingsColumn.parse(JSON.parse(text));
}

/** The league row's typed columns, parsed from what the database returned. */
export function parseLeagueColumns<T extends { phase: unknown; settings: unknown; schedule: unknown; creation_options: unknown }>(
  row: T,
): T & { phase: LeaguePhase; settings: StoredSettings; schedule: DeadlineSchedule; creation_options: CreationOptions } {
  return {
    ...row,
    phase: phaseColumn.parse(row.phase),
    settings: settingsColumn.parse(row.settings),
    schedule: scheduleColumn.parse(row.schedule),
    creation_options: creationOptionsColumn.parse(row.creation_options),
  };
}

/**
 * A league row as an update returned it, from the row as read before under the same lock: the typed columns the patch
 * left alone are the ones already parsed, so a week played checks the settings once.
 */
export function parseChangedLeagueColumns<T extends { phase: unknown; settings: unknown; schedule: unknown; creation_options: unknown }>(
  row: T,
  before: { settings: StoredSettings; schedule: DeadlineSchedule; creation_options: CreationOptions },
  patch: object,
): T & { phase: LeaguePhase; settings: StoredSettings; schedule: DeadlineSchedule; creation_options: CreationOptions } {
  return {
    ...row,
    phase: phaseColumn.parse(row.phase),
    settings: 'settings' in patch ? settingsColumn.parse(row.settings) : before.settings,
    schedule: 'schedule' in patch ? scheduleColumn.parse(row.schedule) : before.schedule,
    creation_options: 'creation_options' in patch ? creationOptionsColumn.parse(row.creation_options) : before.creation_options,
  };
}
