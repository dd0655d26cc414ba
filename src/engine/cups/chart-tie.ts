import type { Dice } from '../dice.js';
import { chartResult, type ChartResult } from '../results/chart-result.js';
import type { DivisionIndex } from '../model/types.js';
import { nonPlayerTakers, shootOut, type ShootOut } from './shoot-out.js';

/** A club without a squad in a cup tie: a league non-player club, or a foreign club (division 0). */
export interface ChartSide {
  clubId: string;
  division: DivisionIndex;
  /** Its place on its division's ranking sheet (a foreign club's on the Premier's scale, 0 or below for the best). */
  ranking: number;
  /** Its chart's goalkeeper, who faces the penalties. */
  goalkeeper: number;
}

export interface ChartTie {
  homeId: string;
  awayId: string;
  /** Goals after 90 minutes, for the club drawn first (homeGoals) and the other. */
  homeGoals: number;
  awayGoals: number;
  /** The chart's reading; on a neutral ground `chartHomeId` is the club the die made the chart's home side. */
  chart: ChartResult;
  chartHomeId: string;
  shootOut: ShootOut | null;
  winnerId: string;
}

/**
 * House rule (docs/rules.md, "Cups"): the rulebook's Division Ranking sheets extended across divisions, the
 * Premier's 1 to 8, the Second's 9 to 16 and so on, so the results chart can weigh a tie between divisions.
 */
export function cupRanking(division: DivisionIndex, ranking: number): number {
  return division * 8 + ranking;
}

/**
 * A cup tie between two clubs without squads, by the rulebook's results chart ("Results") on their cup rankings.
 * On a neutral ground (the final) a die picks which club the chart reads as home: 1-3 the club drawn first. A draw
 * goes straight to penalties (the chart has no extra time), each side kicking with its division's shooters.
 */
export function chartTie(home: ChartSide, away: ChartSide, dice: Dice, neutral: boolean): ChartTie {
  const swapped = neutral && dice.roll(6) > 3;
  const [chartHome, chartAway] = swapped ? [away, home] : [home, away];
  const chart = chartResult(cupRanking(chartHome.division, chartHome.ranking), cupRanking(chartAway.division, chartAway.ranking), dice);
  const homeGoals = swapped ? chart.awayGoals : chart.homeGoals;
  const awayGoals = swapped ? chart.homeGoals : chart.awayGoals;
  let penalties: ShootOut | null = null;
  let winnerId = homeGoals > awayGoals ? home.clubId : away.clubId;
  if (homeGoals === awayGoals) {
    const side = (s: ChartSide) => ({ clubId: s.clubId, takers: nonPlayerTakers(s.division), keeper: s.goalkeeper });
    penalties = shootOut(side(home), side(away), dice);
    winnerId = penalties.winnerId;
  }
  return { homeId: home.clubId, awayId: away.clubId, homeGoals, awayGoals, chart, chartHomeId: chartHome.clubId, shootOut: penalties, winnerId };
}
