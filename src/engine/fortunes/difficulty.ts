import type { NonPlayerChart } from '../model/types.js';

export const DIFFICULTIES = [1, 2, 3, 4] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * Rulebook (003), "Setting up the teams": the skill level sets the computer
 * teams' strength against the managers'. House rule: a non-player team's
 * typical ability moves by half a point a level, 2 being Dugout's balance;
 * level 4 is a whole point up, a division's worth of strength.
 */
export const DIFFICULTY_OFFSET: Readonly<Record<Difficulty, number>> = { 1: -0.5, 2: 0, 3: 0.5, 4: 1 };

const half = (x: number): number => Math.round(x * 2) / 2;

/**
 * A chart at a difficulty. Every figure of a chart is its typical ability b
 * (the goalkeeper's rating) times a formation's multiple, so scaling them by
 * (b + offset) / b moves b by the offset and keeps the shape.
 */
export function chartAtDifficulty(chart: NonPlayerChart, difficulty: Difficulty): NonPlayerChart {
  const offset = DIFFICULTY_OFFSET[difficulty];
  if (offset === 0) return chart;
  const scale = (chart.goalkeeper + offset) / chart.goalkeeper;
  const at = (x: number) => half(x * scale);
  const sides = (s: NonPlayerChart['full']) => ({
    home: { defend: at(s.home.defend), attack: at(s.home.attack) },
    away: { defend: at(s.away.defend), attack: at(s.away.attack) },
  });
  return { goalkeeper: half(chart.goalkeeper + offset), full: sides(chart.full), depleted: sides(chart.depleted) };
}
