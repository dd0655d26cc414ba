import type { Dice } from '../dice.js';

/**
 * Rulebook, "Simming Divisions": two dice pick the champion (or the promoted
 * pair), and two more dice on the relegation column pick the bottom two;
 * a team already placed in the top two is rolled again.
 *
 * House rule (docs/rules.md, "Simming divisions"): the Division Ranking sheet's
 * columns are not printed. The commonest totals go to the best-ranked team
 * for the title and to the worst-ranked for relegation, so the odds of the
 * eight teams are 16, 8, 3, 3, 2, 2, 1 and 1 in 36: weighted, upsets possible.
 */
export const WINNER_COLUMN: Readonly<Record<number, number>> = { 2: 7, 3: 5, 4: 4, 5: 2, 6: 1, 7: 1, 8: 1, 9: 2, 10: 3, 11: 6, 12: 8 };
export const RELEGATION_COLUMN: Readonly<Record<number, number>> = { 2: 2, 3: 4, 4: 5, 5: 7, 6: 8, 7: 8, 8: 8, 9: 7, 10: 6, 11: 3, 12: 1 };

export interface SimRoll {
  for: 'champion' | 'runner-up' | 'bottom' | 'second-bottom';
  total: number;
  ranking: number;
  clubId: string;
  rerolled: boolean;
}

/**
 * Final positions of a division by the weighted method. `byRanking` is the
 * division's clubs from ranking 1 to 8. Third to sixth follow the ranking.
 */
export function simDivision(byRanking: readonly string[], dice: Dice): { order: string[]; rolls: SimRoll[] } {
  const rolls: SimRoll[] = [];
  const placed = new Set<string>();
  const draw = (label: SimRoll['for'], column: Readonly<Record<number, number>>): string => {
    for (;;) {
      const total = dice.roll(6) + dice.roll(6);
      const ranking = column[total]!;
      const clubId = byRanking[ranking - 1]!;
      const rerolled = placed.has(clubId);
      rolls.push({ for: label, total, ranking, clubId, rerolled });
      if (!rerolled) {
        placed.add(clubId);
        return clubId;
      }
    }
  };
  const champion = draw('champion', WINNER_COLUMN);
  const runnerUp = draw('runner-up', WINNER_COLUMN);
  const bottom = draw('bottom', RELEGATION_COLUMN);
  const secondBottom = draw('second-bottom', RELEGATION_COLUMN);
  const middle = byRanking.filter((id) => !placed.has(id));
  return { order: [champion, runnerUp, ...middle, secondBottom, bottom], rolls };
}
