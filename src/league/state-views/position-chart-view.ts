import { divisionTable } from '../../engine/season/league-table.js';
import type { Division } from '../../engine/types.js';

/** One manager's club: its league position after each week (null where it had not played yet). */
export interface PositionSeries {
  clubName: string;
  positions: readonly (number | null)[];
}

/** What the league-positions chart draws. */
export interface PositionChartView {
  /** e.g. "Season 2 · league positions". */
  heading: string;
  /** Places in the table: the y axis runs from 1 (top) to this. */
  places: number;
  series: readonly PositionSeries[];
}

/**
 * Each of `clubIds`' league position after every round its division played, as the table stood then
 * (the division's own tie-breaks). Clubs not in the division are left out.
 */
export function positionChartView(heading: string, division: Pick<Division, 'clubIds' | 'results'>, clubIds: readonly string[], clubName: (id: string) => string): PositionChartView {
  const rounds = [...new Set(division.results.map((r) => r.round))].sort((a, b) => a - b);
  const tables = rounds.map((round) => divisionTable({ clubIds: division.clubIds, results: division.results.filter((r) => r.round <= round) }));
  return {
    heading,
    places: division.clubIds.length,
    series: clubIds
      .filter((id) => division.clubIds.includes(id))
      .map((id) => ({ clubName: clubName(id), positions: tables.map((table) => table.findIndex((row) => row.clubId === id) + 1) })),
  };
}
