import { playersFor } from '../transfers/loan-policy.js';
import type { LeagueState } from '../model/types.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { fortuneMoney } from './fortunes-money.js';

/**
 * Rulebook (003), Wages: the squad's total strength, the sum of its players'
 * abilities. The whole squad is paid, even players injured or on loan to the
 * club, but not players on loan to other clubs (loan-policy.ts).
 */
export function squadStrength(state: Pick<LeagueState, 'players'>, clubId: string): number {
  return playersFor(state, clubId, 'wages').reduce((sum, p) => sum + p.ability, 0);
}

/**
 * House rule (docs/rules.md, "Football Fortunes", Wages): the seed's chart is
 * printed on a board we do not have. One landing's wages, by the band the
 * squad's total strength reaches. First calibration (bench/fortunes-wages.ts,
 * 20 seasons, seed 1): the median money a club gains in a season with a squad
 * of each band, over the 1.75 Wages landings a season brings, plus £100,000 a
 * landing for what the other squares pay on balance (Sponsorship and Luck
 * less fines). Squads of 90 to 100 (new Fourth Division clubs) already lose
 * money, so they pay a token.
 */
export const WAGES_CHART: readonly { fromStrength: number; amount: number }[] = [
  { fromStrength: 160, amount: 3_000_000 },
  { fromStrength: 150, amount: 2_500_000 },
  { fromStrength: 140, amount: 2_000_000 },
  { fromStrength: 130, amount: 1_600_000 },
  { fromStrength: 120, amount: 450_000 },
  { fromStrength: 110, amount: 200_000 },
  { fromStrength: 100, amount: 60_000 },
  { fromStrength: 90, amount: 40_000 },
  { fromStrength: 0, amount: 20_000 },
];

export function wagesFor(strength: number): number {
  return WAGES_CHART.find((band) => strength >= band.fromStrength)!.amount;
}

export function payWages(state: LeagueState, clubId: string, events: FortuneEvent[]): void {
  const strength = squadStrength(state, clubId);
  const amount = wagesFor(strength);
  events.push({ type: 'wages-paid', clubId, strength, amount });
  fortuneMoney(state, events, clubId, -amount, 'fortune-wages', `Wages for a squad of strength ${strength}`);
}
