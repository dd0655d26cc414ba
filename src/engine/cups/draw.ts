import type { Dice } from '../dice.js';
import type { Tie } from '../model/cups-state.js';

export type { Tie } from '../model/cups-state.js';

export interface DrawnRound {
  ties: Tie[];
  /** Clubs through to the next round without playing; only when the numbers need them. */
  byes: string[];
}

/**
 * How many clubs must sit out a round so that the next one is a power of two:
 * none for 32 or 16, two for 6 (two ties, then four clubs).
 */
export function byesNeeded(clubs: number): number {
  if (!Number.isInteger(clubs) || clubs < 2) throw new Error(`a cup round needs at least two clubs, not ${clubs}`);
  let size = 1;
  while (size < clubs) size *= 2;
  return size - clubs;
}

/** Rounds a knockout of this many clubs takes, the final included: five for 32, four for 16. */
export function roundsFor(clubs: number): number {
  return Math.log2(clubs + byesNeeded(clubs));
}

/**
 * Draws a round out of the hat: one club at a time, each equally likely. House rule (docs/rules.md, "Cups"):
 * when the numbers need byes, the first clubs out of the hat take them; then the clubs are paired in the order
 * drawn, the first of each pair at home.
 */
export function drawRound(clubIds: readonly string[], dice: Dice): DrawnRound {
  if (new Set(clubIds).size !== clubIds.length) throw new Error('a club is in the draw twice');
  const hat = [...clubIds];
  const drawn: string[] = [];
  while (hat.length > 0) drawn.push(hat.splice(dice.roll(hat.length) - 1, 1)[0]!);
  const byes = drawn.splice(0, byesNeeded(clubIds.length));
  const ties: Tie[] = [];
  for (let i = 0; i < drawn.length; i += 2) ties.push({ homeId: drawn[i]!, awayId: drawn[i + 1]! });
  return { ties, byes };
}
