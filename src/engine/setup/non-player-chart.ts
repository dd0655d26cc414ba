import type { DivisionIndex, NonPlayerChart } from '../model/types.js';

/**
 * House rule (docs/rules.md, "Non-player team charts"): the rulebook reads a
 * non-player team's GK, Defend and Attack from charts it does not print.
 * A team is a side of one typical ability: the division's midfield shooting
 * rating (Premier 9 down to Fourth 6), half a point either way by ranking.
 * At home it plays 4-4-2 (D* = 6b, A* = 4b), away 4-5-1 (D* = 6.5b, A* = 3.5b);
 * depleted, every player is half a point weaker.
 */
const DIVISION_BASE: Readonly<Record<DivisionIndex, number>> = { 0: 9, 1: 8, 2: 7, 3: 6 };

const half = (x: number): number => Math.round(x * 2) / 2;

export function nonPlayerChart(division: DivisionIndex, ranking: number): NonPlayerChart {
  const b = DIVISION_BASE[division] + (4.5 - ranking) / 7;
  const sides = (ability: number) => ({
    home: { defend: half(6 * ability), attack: half(4 * ability) },
    away: { defend: half(6.5 * ability), attack: half(3.5 * ability) },
  });
  return { goalkeeper: half(b), full: sides(b), depleted: sides(b - 0.5) };
}
