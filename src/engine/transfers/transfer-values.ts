import { roundPrice } from '../money/money-rules.js';
import { YOUTH_VALUE } from '../staff/staff-chart.js';
import type { Player, SaleMode } from '../model/types.js';

/**
 * House rule (docs/rules.md, "Transfer values"): the rulebook refers to a
 * transfer value chart it does not print. A player's value is set by his
 * ability, and by his age: players in their prime are worth the most,
 * veterans less each year. The scale sits beside the rulebook's other money:
 * a Fourth Division gate is £130,000, a Youth Team player is listed at
 * £100,000 (a 17-year-old rated 5.5 is worth exactly that by ability), and a
 * Fourth Division title bonus of £2 million buys one 9.0 or two 8.0s.
 * Stars are scarce (the chart rolls 9.5 or 10 on 3 in 36) and priced so
 * that a Premier Division squad of them costs a title bonus or two.
 */
export const VALUE_BY_ABILITY: Readonly<Record<number, number>> = {
  5: 50_000,
  5.5: 100_000,
  6: 150_000,
  6.5: 250_000,
  7: 400_000,
  7.5: 600_000,
  8: 850_000,
  8.5: 1_300_000,
  9: 2_000_000,
  9.5: 3_200_000,
  10: 5_000_000,
};

/** A player who has declined below 5 (worse than a youth-team filler) is still worth a little to someone. */
export const VALUE_BELOW_FIVE = 20_000;

/** The share of the ability value a player of this age fetches (ages from the oldest band down). */
export const AGE_FACTOR: readonly { fromAge: number; factor: number }[] = [
  { fromAge: 33, factor: 0.4 },
  { fromAge: 31, factor: 0.6 },
  { fromAge: 29, factor: 0.8 },
  { fromAge: 0, factor: 1 },
];

/** Rulebook, "Transfers": a player retiring at the end of the season is half price. */
export const RETIRING_FACTOR = 0.5;
/** Rulebook, "Player-controlled Teams Can Sell": a quick sale halves the price. */
export const QUICK_SALE_FACTOR = 0.5;

export function transferValue(player: Pick<Player, 'ability' | 'age' | 'retiring' | 'youthTeam'>): number {
  // Rulebook, "Youth Team Coach": "They can be listed on the transfer market with a value of £100,000."
  if (player.youthTeam) return roundPrice(YOUTH_VALUE * (player.retiring ? RETIRING_FACTOR : 1));
  const base = player.ability < 5 ? VALUE_BELOW_FIVE : (VALUE_BY_ABILITY[player.ability] ?? VALUE_BY_ABILITY[Math.round(player.ability * 2) / 2]!);
  const factor = AGE_FACTOR.find((band) => player.age >= band.fromAge)!.factor;
  return roundPrice(base * factor * (player.retiring ? RETIRING_FACTOR : 1));
}

export function askingPrice(player: Pick<Player, 'ability' | 'age' | 'retiring' | 'youthTeam'>, mode: SaleMode): number {
  const value = transferValue(player);
  return mode === 'quick' ? roundPrice(value * QUICK_SALE_FACTOR) : value;
}
