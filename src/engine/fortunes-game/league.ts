import type { Dice } from '../dice.js';
import { fixtureList } from '../season/fixtures.js';
import { divisionTable } from '../season/league-table.js';
import type { Fixture, MatchScore, TableRow } from '../model/types.js';

/** The ten-strong league's season: every club meets every other at home and away, eighteen rounds. */
export interface LeagueSeason {
  clubIds: string[];
  fixtures: Fixture[];
  results: (MatchScore & { round: number })[];
}

export function newLeagueSeason(clubIds: readonly string[], dice: Dice): LeagueSeason {
  return { clubIds: [...clubIds], fixtures: fixtureList(clubIds, dice), results: [] };
}

export function leagueRounds(season: Pick<LeagueSeason, 'fixtures'>): number {
  return Math.max(...season.fixtures.map((f) => f.round));
}

export function fixturesOfRound(season: Pick<LeagueSeason, 'fixtures'>, round: number): Fixture[] {
  return season.fixtures.filter((f) => f.round === round);
}

/**
 * The table of ten, best first (house rule, as Dugout's football: three points a win, one a draw, then goal
 * difference, goals scored, and the order the clubs were listed in).
 */
export function leagueTable(season: Pick<LeagueSeason, 'clubIds' | 'results'>): TableRow[] {
  return divisionTable(season);
}

/** Each club's place in the table, 1 to 10. */
export function positions(season: Pick<LeagueSeason, 'clubIds' | 'results'>): Record<string, number> {
  return Object.fromEntries(leagueTable(season).map((row, i) => [row.clubId, i + 1]));
}
