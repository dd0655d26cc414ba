import { aiVersusRandom, measureBalance, measurePack } from '../engine/cards/balance-measure.js';
import { BALANCE_NAMES, type CardsBalance } from '../engine/cards/balance.js';
import { CURRENT_DICE_VERSION, seededDice, stepSeed } from '../engine/dice.js';

const PACK_GAMES = 100;

/**
 * `npm run sim -- --mode cards --balance N`: the balance table of docs/cards.md. Game g plays seed S + g, its deal
 * and steps diced as a cards league's, so every row is reproducible.
 */
export function printBalanceTable(balances: readonly CardsBalance[], games: number, managers: number, seed: number): void {
  const diceFor = (game: number, step: number) => seededDice(stepSeed(seed + game, 1, step + 1, CURRENT_DICE_VERSION));
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6);
  console.log(`Balance over ${games} one-season games of ${managers} absent managers (every match, dummies' included):`);
  console.log('  option          matches   home   draw   away    0-0  goals  stronger wins  loses  AI v random: won drawn lost');
  for (const balance of balances) {
    const f = measureBalance(balance, games, managers, diceFor);
    const ai = aiVersusRandom(balance, games, seededDice(seed));
    console.log(
      `  ${balance.padEnd(15)} ${String(f.matches).padStart(7)} ${pct(f.homeWins)} ${pct(f.draws)} ${pct(f.awayWins)} ${pct(f.goallessDraws)} ${f.goalsPerMatch.toFixed(2).padStart(6)}  ${pct(f.strongerWins)}        ${pct(f.strongerLoses)}  ${pct(ai.won / ai.matches)} ${pct(ai.drawn / ai.matches)} ${pct(ai.lost / ai.matches)} (${pct(ai.won / (ai.won + ai.lost))} of decided)`,
    );
  }
  for (const balance of balances) console.log(`  ${balance}: ${BALANCE_NAMES[balance]}`);
  for (const size of [5, 6]) {
    const p = measurePack(PACK_GAMES, size, diceFor);
    console.log(
      `Pack, ${PACK_GAMES} games of ${size} managers: ${p.rounds} rounds, ${p.emptyPackRounds} from an empty pack; ${p.markets} markets, ${p.marketsWithoutLot} without a lot; ${p.drawnFromHands} cards drawn from a hand`,
    );
  }
}
