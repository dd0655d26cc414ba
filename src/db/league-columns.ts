import { z } from 'zod';
import type { NewLeagueOptions } from '../engine/setup/new-league.js';
import { LEDGER_REASONS, MATCH_ENGINES, PHASES, type LeagueSettings, type Phase } from '../engine/types.js';

/**
 * The typed columns of the league tables, and their parsing where they are
 * read: a JSON column holds what the code of its day wrote, so each is checked
 * on the way in rather than cast. Objects keep keys they do not know, so a
 * setting added later passes through older code unharmed.
 */

export const phaseColumn = z.enum(PHASES);
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
}

const rulesColumn: z.ZodType<LeagueSettings> = z.looseObject({
  engine: z.enum(MATCH_ENGINES),
  homeAdvantages: z.boolean(),
  substitutions: z.union([z.literal(3), z.literal(5)]).optional(),
});

const settingsColumn: z.ZodType<StoredSettings> = z.looseObject({ rules: rulesColumn, live: z.boolean() });

/** What the league was created with: the engine's options (a replay starts from them) and the command's. */
export interface CreationOptions {
  engine: NewLeagueOptions;
  league: unknown;
}

const creationOptionsColumn: z.ZodType<CreationOptions> = z.looseObject({
  engine: z.custom<NewLeagueOptions>(
    (value) => z.looseObject({ seed: z.number(), humanClubs: z.number() }).safeParse(value).success,
    'the engine options need a seed and the number of human clubs',
  ),
  league: z.unknown(),
});

/** The league row's typed columns, parsed from what the database returned. */
export function parseLeagueColumns<T extends { phase: unknown; settings: unknown; schedule: unknown; creation_options: unknown }>(
  row: T,
): T & { phase: Phase; settings: StoredSettings; schedule: DeadlineSchedule; creation_options: CreationOptions } {
  return {
    ...row,
    phase: phaseColumn.parse(row.phase),
    settings: settingsColumn.parse(row.settings),
    schedule: scheduleColumn.parse(row.schedule),
    creation_options: creationOptionsColumn.parse(row.creation_options),
  };
}
