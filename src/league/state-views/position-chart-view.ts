import type { Division } from '../../engine/model/types.js';
import { positionChart } from './positions.js';

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
export function positionChartView(
  heading: string,
  division: Pick<Division, 'clubIds' | 'results'>,
  clubIds: readonly string[],
  clubName: (id: string) => string,
): PositionChartView {
  const chart = positionChart(heading, division, clubIds, clubName);
  return { heading, places: chart.places, series: chart.series.map(({ clubName, positions }) => ({ clubName, positions })) };
}
