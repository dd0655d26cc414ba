import { divisionTable } from '../../engine/season/league-table.js';
import type { Division } from '../../engine/model/types.js';

/** League positions after each round a division played, as the table stood then, for a chart. */
export interface PositionChart {
  title: string;
  /** Clubs in the division: the chart's lowest place. */
  places: number;
  rounds: number[];
  series: { clubId: string; clubName: string; positions: number[] }[];
}

/** Each of `clubIds`' position after every round played (the division's own tie-breaks); clubs elsewhere are left out. */
export function positionChart(
  title: string,
  division: Pick<Division, 'clubIds' | 'results'>,
  clubIds: readonly string[],
  clubName: (id: string) => string,
): PositionChart {
  const rounds = [...new Set(division.results.map((r) => r.round))].sort((a, b) => a - b);
  const tables = rounds.map((round) => divisionTable({ clubIds: division.clubIds, results: division.results.filter((r) => r.round <= round) }));
  return {
    title,
    places: division.clubIds.length,
    rounds,
    series: clubIds
      .filter((id) => division.clubIds.includes(id))
      .map((id) => ({ clubId: id, clubName: clubName(id), positions: tables.map((table) => table.findIndex((row) => row.clubId === id) + 1) })),
  };
}
