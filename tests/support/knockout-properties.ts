import { expect } from 'vitest';
import { byesNeeded, type DrawnRound } from '../../src/engine/cups/draw.js';
import { knockoutRounds, knockoutWinner, type Knockout } from '../../src/engine/cups/knockout.js';

/** Asserts one drawn round: every club in it exactly once, in a tie or a bye, and byes only where the numbers need them. */
export function checkDrawnRound(round: DrawnRound, clubs: readonly string[]): void {
  const placed = [...round.ties.flatMap((t) => [t.homeId, t.awayId]), ...round.byes];
  expect(placed.toSorted()).toEqual([...clubs].sort());
  expect(round.byes).toHaveLength(byesNeeded(clubs.length));
  for (const tie of round.ties) expect(tie.homeId).not.toBe(tie.awayId);
}

/**
 * Asserts a finished knockout: each round as above, each tie won by one of its clubs, the field a power of two after
 * the first round, only the final on a neutral ground, and one club left: the winner.
 */
export function checkKnockout(k: Knockout, clubs: readonly string[]): void {
  expect(k.rounds).toHaveLength(knockoutRounds(k));
  let still = [...clubs];
  for (const round of k.rounds) {
    checkDrawnRound(round, still);
    for (const tie of round.ties) {
      expect([tie.homeId, tie.awayId]).toContain(tie.winnerId);
      expect(tie.neutral).toBe(round.round === k.rounds.length);
    }
    if (round.round > 1) expect(round.byes).toEqual([]);
    still = [...round.ties.map((t) => t.winnerId!), ...round.byes];
  }
  const winner = knockoutWinner(k);
  expect(still).toEqual([winner]);
  expect(clubs).toContain(winner);
}
