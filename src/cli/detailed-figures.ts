import type { DetailedMatchResult } from '../engine/detailed/detailed-match.js';

/** The season averages the detailed engine is calibrated on (calibrate-detailed.ts, docs/rules.md "Calibration"). */
export interface DetailedTotals {
  matches: number;
  goals: number;
  homeGoals: number;
  awayGoals: number;
  homeWins: number;
  draws: number;
  awayWins: number;
  goalless: number;
  shots: number;
  onTarget: number;
  corners: number;
  fouls: number;
  offsides: number;
  yellows: number;
  reds: number;
  straightReds: number;
  penalties: number;
  assisted: number;
  ownGoals: number;
  possession: number;
  substitutions: number;
  injuries: number;
  /** Goals by quarter hour: 1-15, 16-30, 31-45+, 46-60, 61-75, 76-90+. */
  byQuarter: number[];
}

export function emptyTotals(): DetailedTotals {
  return {
    matches: 0,
    goals: 0,
    homeGoals: 0,
    awayGoals: 0,
    homeWins: 0,
    draws: 0,
    awayWins: 0,
    goalless: 0,
    shots: 0,
    onTarget: 0,
    corners: 0,
    fouls: 0,
    offsides: 0,
    yellows: 0,
    reds: 0,
    straightReds: 0,
    penalties: 0,
    assisted: 0,
    ownGoals: 0,
    possession: 0,
    substitutions: 0,
    injuries: 0,
    byQuarter: [0, 0, 0, 0, 0, 0],
  };
}

export function tally(totals: DetailedTotals, { outcome, stats, events }: DetailedMatchResult): void {
  totals.matches += 1;
  const goals = outcome.homeGoals + outcome.awayGoals;
  totals.goals += goals;
  totals.homeGoals += outcome.homeGoals;
  totals.awayGoals += outcome.awayGoals;
  if (outcome.homeGoals > outcome.awayGoals) totals.homeWins += 1;
  else if (outcome.homeGoals === outcome.awayGoals) totals.draws += 1;
  else totals.awayWins += 1;
  if (goals === 0) totals.goalless += 1;
  for (const side of [stats.home, stats.away]) {
    totals.shots += side.shots;
    totals.onTarget += side.onTarget;
    totals.corners += side.corners;
    totals.fouls += side.fouls;
    totals.offsides += side.offsides;
    totals.yellows += side.yellowCards;
    totals.reds += side.redCards;
    totals.substitutions += side.substitutions;
  }
  totals.possession += stats.home.possession;
  for (const event of events) {
    if (event.type === 'detailed-penalty') totals.penalties += 1;
    if (event.type === 'detailed-injury') totals.injuries += 1;
    if (event.type === 'detailed-card' && event.colour === 'red' && !event.second) totals.straightReds += 1;
    if (event.type === 'detailed-goal') {
      if (event.ownGoal) totals.ownGoals += 1;
      if (event.assisted) totals.assisted += 1;
      const quarter = Math.min(2, Math.floor((event.minute - 1 - (event.period === 2 ? 45 : 0)) / 15));
      if (event.period <= 2) totals.byQuarter[(event.period - 1) * 3 + quarter]! += 1;
    }
  }
}

/** Goals after half-time as a share of the goals in the two halves, 0 to 1. */
export function secondHalfShare(totals: DetailedTotals): number {
  const [q1 = 0, q2 = 0, q3 = 0, q4 = 0, q5 = 0, q6 = 0] = totals.byQuarter;
  const both = q1 + q2 + q3 + q4 + q5 + q6;
  return both === 0 ? 0 : (q4 + q5 + q6) / both;
}
