import type { Division } from '../../../engine/types.js';
import { positionChart } from '../../../league/web/positions.js';
import type { PositionChartView } from './positions.image.js';

/**
 * Each of `clubIds`' league position after every round its division played, as the table stood then
 * (the division's own tie-breaks). Clubs not in the division are left out.
 */
export function positionChartView(heading: string, division: Pick<Division, 'clubIds' | 'results'>, clubIds: readonly string[], clubName: (id: string) => string): PositionChartView {
  const chart = positionChart(heading, division, clubIds, clubName);
  return { heading, places: chart.places, series: chart.series.map(({ clubName, positions }) => ({ clubName, positions })) };
}
