import type { Dice } from '../dice.js';
import type { Fixture } from '../types.js';

/**
 * The fixture list (shared/seeds/002_431a11358b494cd6.txt, section 3): every club
 * meets every other once at home and once away; no club plays more than two home
 * or two away games in a row; no two clubs meet in consecutive rounds.
 *
 * The first half is the circle method with alternating venues. The second half
 * mirrors it, starting from its second round: that order keeps both rules across
 * the turn of the halves (the plain mirror would give three in a row).
 * Shuffling the clubs over the slots keeps every property and varies the season.
 */
export function fixtureList(clubIds: readonly string[], dice: Dice): Fixture[] {
  if (clubIds.length !== 8) throw new Error(`a division has 8 clubs, not ${clubIds.length}`);
  const slots = shuffled(clubIds, dice);
  return fixtureTemplate().flatMap((pairs, index) =>
    pairs.map(([home, away]) => ({ round: index + 1, homeId: slots[home]!, awayId: slots[away]! })),
  );
}

type Pair = readonly [home: number, away: number];

/** Fourteen rounds of slot pairs for eight slots. */
export function fixtureTemplate(): Pair[][] {
  const firstHalf: Pair[][] = [];
  for (let round = 0; round < 7; round++) {
    const pairs: Pair[] = [round % 2 === 0 ? [7, round] : [round, 7]];
    for (let i = 1; i < 4; i++) {
      const a = (round + i) % 7;
      const b = (round - i + 7) % 7;
      pairs.push(i % 2 === 1 ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
  }
  const mirrored = firstHalf.map((pairs) => pairs.map(([home, away]): Pair => [away, home]));
  return [...firstHalf, ...mirrored.slice(1), mirrored[0]!];
}

/** Fisher–Yates with the league's dice. */
export function shuffled<T>(items: readonly T[], dice: Dice): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
