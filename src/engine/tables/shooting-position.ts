import type { Line } from '../model/types.js';

/**
 * Rulebook, "Match": a die decides from which line the shot is taken.
 * Index 0 is a roll of 1.
 */
/** Every formation except 4-5-1 and 5-4-1; also a non-player team at home. */
export const OPEN_SHOOTING: readonly Line[] = ['A', 'A', 'A', 'M', 'M', 'D'];

/** 4-5-1 and 5-4-1; also a non-player team away. */
export const TIGHT_SHOOTING: readonly Line[] = ['A', 'A', 'M', 'M', 'M', 'D'];

export const TIGHT_FORMATIONS: readonly string[] = ['4-5-1', '5-4-1'];

export function shootingChartFor(formation: string): readonly Line[] {
  return TIGHT_FORMATIONS.includes(formation) ? TIGHT_SHOOTING : OPEN_SHOOTING;
}

export function nonPlayerShootingChart(home: boolean): readonly Line[] {
  return home ? OPEN_SHOOTING : TIGHT_SHOOTING;
}

/** Taken off the shot total by the shooter's line. */
export const LINE_SHOT_MODIFIER: Readonly<Record<Line, number>> = { G: -2, D: -2, M: -1, A: 0 };
