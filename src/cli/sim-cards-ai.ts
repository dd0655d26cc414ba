import { measureSheetPolicy } from '../engine/cards/ai-measure.js';
import type { CardsBalance } from '../engine/cards/balance.js';
import { CURRENT_DICE_VERSION, seededDice, stepSeed } from '../engine/dice.js';

/**
 * `npm run sim -- --mode cards --ai-measure N`: the AI's play strength of docs/cards.md ("How well the AI plays"). For
 * each balance option, N one-season games of two managers using the AI's sheets against two using a random legal
 * sheet, then the same with perfect-knowledge sheets as the ceiling. Game g plays seed S + g, diced as the balance
 * table's games, so every row is reproducible.
 */
export function printAiMeasure(balances: readonly CardsBalance[], games: number, seed: number): void {
  const diceFor = (game: number, step: number) => seededDice(stepSeed(seed + game, 1, step + 1, CURRENT_DICE_VERSION));
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6);
  console.log(`Sheets against random legal sheets over ${games} one-season games of 4 managers per option (2 measured, 2 random):`);
  console.log('  option          sheets   finished above  matches    won  drawn   lost  points share  points a match (v random)');
  for (const balance of balances) {
    for (const policy of ['ai', 'perfect'] as const) {
      const f = measureSheetPolicy(policy, balance, games, diceFor);
      const notes = f.notAsGiven > 0 ? `  (${f.notAsGiven} sheets not played as given)` : '';
      console.log(
        `  ${balance.padEnd(15)} ${policy.padEnd(8)} ${pct(f.finishedAbove)}         ${String(f.matches).padStart(7)} ${pct(f.won)} ${pct(f.drawn)} ${pct(f.lost)}  ${pct(f.pointsShare)}        ${f.pointsPerMatch.measured.toFixed(2)} (${f.pointsPerMatch.random.toFixed(2)})${notes}`,
      );
    }
  }
}
