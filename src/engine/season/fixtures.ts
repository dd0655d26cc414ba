import type { Dice } from '../dice.js';
import type { Fixture } from '../model/types.js';

/**
 * The fixture list (shared/seeds/002_431a11358b494cd6.txt, section 3): every club
 * meets every other once at home and once away (4 to 12 clubs; with an odd number one rests each round); no club plays more than two home
 * or two away games in a row; no two clubs meet in consecutive rounds.
 *
 * The first half is the circle method with alternating venues. The second half
 * mirrors it, starting from its second round: that order keeps both rules across
 * the turn of the halves (the plain mirror would give three in a row).
 * Shuffling the clubs over the slots keeps every property and varies the season.
 */
export function fixtureList(clubIds: readonly string[], dice: Dice): Fixture[] {
  const clubs = clubIds.length;
  if (clubs < MIN_CLUBS || clubs > MAX_CLUBS) throw new Error(`a division has ${MIN_CLUBS} to ${MAX_CLUBS} clubs, not ${clubs}`);
  const slots = shuffled(clubIds, dice);
  return fixtureTemplate(clubs).flatMap((pairs, index) =>
    pairs
      .filter(([home, away]) => home < clubs && away < clubs)
      .map(([home, away]) => ({ round: index + 1, homeId: slots[home]!, awayId: slots[away]! })),
  );
}

export const MIN_CLUBS = 4;
export const MAX_CLUBS = 12;

type Pair = readonly [home: number, away: number];

/**
 * The rounds of slot pairs: fourteen for eight slots. An odd number of clubs gets one more slot, a rest, whose
 * pairs `fixtureList` drops.
 */
export function fixtureTemplate(clubs = 8): Pair[][] {
  const slots = clubs + (clubs % 2);
  const last = slots - 1;
  const firstHalf: Pair[][] = [];
  for (let round = 0; round < last; round++) {
    const pairs: Pair[] = [round % 2 === 0 ? [last, round] : [round, last]];
    for (let i = 1; i < slots / 2; i++) {
      const a = (round + i) % last;
      const b = (round - i + last) % last;
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
