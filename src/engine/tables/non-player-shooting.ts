import type { DivisionIndex, Line } from '../model/types.js';

/**
 * Rulebook, "Non-player Team Attacks": the shooting ability of a non-player
 * team's player by division (index 0 is the Premier Division).
 */
export const NON_PLAYER_SHOOTING: Readonly<Record<'A' | 'M' | 'D', readonly [number, number, number, number]>> = {
  A: [10, 9, 8, 7],
  M: [9, 8, 7, 6],
  D: [8, 7, 6, 5],
};

export function nonPlayerShooterRating(division: DivisionIndex, line: Line): number {
  return NON_PLAYER_SHOOTING[line === 'G' ? 'D' : line][division];
}
