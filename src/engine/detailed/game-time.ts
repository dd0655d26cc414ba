import { extraTime, MINUTES_PER_INJURY, type PeriodKind } from './extra-time-chart.js';
import { HOME_ADVANTAGES } from './home-advantages.js';
import { push, type MatchState } from './match-state.js';

/** Game time ("Game Time", "Extra time chart"): periods, slashed minutes and added time. */

export interface Period {
  kind: PeriodKind;
  start: number;
  length: number;
}

export const PERIODS: Period[] = [
  { kind: 'first-half', start: 0, length: 45 },
  { kind: 'second-half', start: 45, length: 45 },
];

export const OVERTIME: Period[] = [
  { kind: 'overtime', start: 90, length: 15 },
  { kind: 'overtime', start: 105, length: 15 },
];

export function beginPeriod(match: MatchState, { kind, start, length }: Period): void {
  match.periodKind = kind;
  match.period += 1;
  match.periodStart = start;
  match.periodLength = length;
  match.elapsed = 0;
  match.inAdded = false;
  match.addedDone = 0;
  match.addedTotal = 0;
  match.injuries = 0;
  match.over = false;
  push(match, { type: 'detailed-kick-off', homeClubId: match.teams.home.clubId, awayClubId: match.teams.away.clubId });
}

/** A minute is slashed: whoever has the ball after the turn gets the minute of possession. */
export function tick(match: MatchState): void {
  const holder = match.next?.side ?? match.move?.side ?? match.ball;
  match.stats[holder].possessionMinutes += 1;
  if (match.inAdded) {
    match.addedDone += 1;
    if (match.addedDone >= match.addedTotal) match.over = true;
    return;
  }
  match.elapsed += 1;
  if (match.elapsed < match.periodLength) return;
  const roll = match.dice.roll(10);
  const chart = extraTime(match.periodKind, roll);
  match.addedTotal = chart + MINUTES_PER_INJURY * match.injuries;
  push(match, { type: 'detailed-added-time', roll, chart, injuries: match.injuries, total: match.addedTotal });
  match.inAdded = true;
  match.homeEdgeInAdded = homeEdgeEnteringAddedTime(match);
  if (match.addedTotal === 0) match.over = true;
}

/** An injury adds its minutes: to the period's count before added time, straight onto it once it runs. */
export function addInjuryTime(match: MatchState): void {
  if (match.inAdded) match.addedTotal += MINUTES_PER_INJURY;
  else match.injuries += 1;
}

/** "If the home team is trailing by a goal or tied entering extra time": judged once, as added time begins. */
function homeEdgeEnteringAddedTime(match: MatchState): boolean {
  const finalPeriod = match.period === 2 || match.period === 4;
  const { home, away } = match.teams;
  return match.homeAdvantages && finalPeriod && (home.goals === away.goals || home.goals === away.goals - 1);
}

/** The highest d20 that gives the home side the ball this turn. */
export function homePossessionUpTo(match: MatchState): number {
  return match.inAdded && match.homeEdgeInAdded ? HOME_ADVANTAGES.stoppagePossessionHomeUpTo : 11;
}
