import type { Dice } from '../dice.js';
import type { TeamValues } from './line-up.js';

/**
 * House rule (docs/rules.md, "Football Fortunes, the game", the results chart): the rulebook's computer decides each
 * result from the two sides' Defence and Attack but prints no chart. Each side's goals: four dice plus its Attack
 * less the other side's Defence, one more for the home side, read on this chart (the total reached gives the goals).
 * Calibrated with `resultOdds` (tests/engine/fortunes-game/results-chart.test.ts): between equal sides the home side
 * wins 42%, draws 30%; a side four stars stronger (two in Defence, two in Attack) wins 64% over home and away.
 */
export const RESULTS_CHART: readonly { fromTotal: number; goals: number }[] = [
  { fromTotal: 29, goals: 5 },
  { fromTotal: 26, goals: 4 },
  { fromTotal: 23, goals: 3 },
  { fromTotal: 20, goals: 2 },
  { fromTotal: 17, goals: 1 },
];

export const RESULT_DICE = 4;
export const HOME_BONUS = 1;

export function goalsForTotal(total: number): number {
  return RESULTS_CHART.find((row) => total >= row.fromTotal)?.goals ?? 0;
}

export interface Score {
  homeGoals: number;
  awayGoals: number;
}

/**
 * One match. A side that could not field a full 4-3-3 has Defence and Attack 0 (rulebook, "The squad"), so it
 * concedes on every roll and hardly scores.
 */
export function playMatch(home: TeamValues, away: TeamValues, dice: Dice): Score {
  const homeGoals = goalsForTotal(rollDice(dice) + home.attack - away.defence + HOME_BONUS);
  const awayGoals = goalsForTotal(rollDice(dice) + away.attack - home.defence);
  return { homeGoals, awayGoals };
}

/** A cup tie on neutral terms, with no home bonus: a European tie against a club abroad, or a final. */
export function playNeutral(first: TeamValues, second: TeamValues, dice: Dice): Score {
  const homeGoals = goalsForTotal(rollDice(dice) + first.attack - second.defence);
  const awayGoals = goalsForTotal(rollDice(dice) + second.attack - first.defence);
  return { homeGoals, awayGoals };
}

function rollDice(dice: Dice): number {
  let total = 0;
  for (let i = 0; i < RESULT_DICE; i++) total += dice.roll(6);
  return total;
}

/** The exact chances of a home win, a draw and an away win: the chart's figures, without dice. */
export function resultOdds(home: TeamValues, away: TeamValues, homeBonus = HOME_BONUS): { home: number; draw: number; away: number } {
  const homeGoals = goalsChances(home.attack - away.defence + homeBonus);
  const awayGoals = goalsChances(away.attack - home.defence);
  const odds = { home: 0, draw: 0, away: 0 };
  homeGoals.forEach((p, h) =>
    awayGoals.forEach((q, a) => {
      if (h > a) odds.home += p * q;
      else if (h === a) odds.draw += p * q;
      else odds.away += p * q;
    }),
  );
  return odds;
}

/** The chance of each number of goals for a side whose dice total is moved by `margin`. */
export function goalsChances(margin: number): number[] {
  let totals = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < RESULT_DICE; i++) {
    const next = new Map<number, number>();
    for (const [total, p] of totals) for (let face = 1; face <= 6; face++) next.set(total + face, (next.get(total + face) ?? 0) + p / 6);
    totals = next;
  }
  const chances: number[] = Array.from({ length: RESULTS_CHART[0]!.goals + 1 }, () => 0);
  for (const [total, p] of totals) chances[goalsForTotal(total + margin)]! += p;
  return chances;
}
