import { AWAY_FANS, ATTENDANCE_CHART, TICKET_PRICE } from '../income/attendance-chart.js';
import { FIELD_SIZE, type CupCompetition } from '../model/cup-competitions.js';
import { roundsFor } from './draw.js';

export interface GateShares {
  home: number;
  away: number;
}

/**
 * Football Fortunes: each club takes half of a tie's gate ("He will be given half of the amount shown"). The odd
 * pound stays with the home club. The final is on a neutral ground: its takings are not the finalists' (house rule;
 * the final's prize money stands in for them).
 */
export function cupGateShares(gate: number, neutral: boolean): GateShares {
  if (neutral) return { home: 0, away: 0 };
  const away = Math.floor(gate / 2);
  return { home: gate - away, away };
}

/**
 * House rule: a foreign club's ground holds a Premier Division crowd, its hardcore and its away fans (36,000), so a
 * league club playing abroad takes half of £360,000.
 */
export const FOREIGN_GROUND_GATE = (ATTENDANCE_CHART.hardcore[0] + AWAY_FANS[0]) * TICKET_PRICE;

/**
 * House rule (docs/rules.md, "Cups"): prize money for winning a tie, by round (the last is the final), and for
 * losing the final. Scaled to Dugout's money: winning the cup (£2.95m in all) is worth more than winning the Fourth
 * Division (£2m bonus) and less than the Third (£4m); the European Cup (£7.5m) less than the Premier title (£10m).
 */
export const CUP_PRIZES: Readonly<Record<CupCompetition, { won: readonly number[]; runnerUp: number }>> = {
  cup: { won: [100_000, 200_000, 400_000, 750_000, 1_500_000], runnerUp: 750_000 },
  'european-cup': { won: [500_000, 1_000_000, 2_000_000, 4_000_000], runnerUp: 2_000_000 },
  'cup-winners-cup': { won: [375_000, 750_000, 1_500_000, 3_000_000], runnerUp: 1_500_000 },
  'uefa-cup': { won: [250_000, 500_000, 1_000_000, 2_000_000], runnerUp: 1_000_000 },
};

/** The prize for a tie of `round` (1 is the first) won or lost; nothing for losing before the final. */
export function cupPrize(competition: CupCompetition, round: number, won: boolean): number {
  const prizes = CUP_PRIZES[competition];
  const rounds = roundsFor(FIELD_SIZE[competition]);
  if (!Number.isInteger(round) || round < 1 || round > rounds) throw new Error(`the ${competition} has no round ${round}`);
  if (won) return prizes.won[round - 1]!;
  return round === rounds ? prizes.runnerUp : 0;
}
