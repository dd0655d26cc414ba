import { expect } from 'vitest';
import { byesNeeded, type DrawnRound, type PlayedRound } from '../../src/engine/cups/draw.js';

/** Asserts one drawn round: every club in it exactly once, in a tie or a bye, and byes only where the numbers need them. */
export function checkDrawnRound(round: DrawnRound, clubs: readonly string[]): void {
  const placed = [...round.ties.flatMap((t) => [t.homeId, t.awayId]), ...round.byes];
  expect(placed.toSorted()).toEqual([...clubs].sort());
  expect(round.byes).toHaveLength(byesNeeded(clubs.length));
  for (const tie of round.ties) expect(tie.homeId).not.toBe(tie.awayId);
}

/** Asserts a whole knockout: each round as above, its winners from its own ties, and one club left: the winner. */
export function checkKnockout(rounds: readonly PlayedRound[], winnerId: string, clubs: readonly string[]): void {
  let still = [...clubs];
  for (const round of rounds) {
    checkDrawnRound(round, still);
    expect(round.winners).toHaveLength(round.ties.length);
    round.winners.forEach((winner, i) => expect([round.ties[i]!.homeId, round.ties[i]!.awayId]).toContain(winner));
    still = [...round.winners, ...round.byes];
    // After the first round the field is a power of two: no more byes.
    if (round !== rounds[0]) expect(round.byes).toEqual([]);
  }
  expect(still).toEqual([winnerId]);
  expect(clubs).toContain(winnerId);
}
