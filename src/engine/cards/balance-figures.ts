import type { CardsBalance } from './balance.js';

/** What an option's matches come to, in shares of the matches (docs/cards.md, "Balance"). */
export interface BalanceShares {
  home: number;
  draw: number;
  away: number;
  goalless: number;
  goalsPerMatch: number;
  strongerWins: number;
}

/**
 * The balance table of docs/cards.md, as `npm run sim -- --mode cards --balance 300` measures it: 300 one-season
 * games of 4 absent managers per option, 9,900 matches each. Data, so that /league settings shows the same table.
 */
export const BALANCE_FIGURES: Readonly<Record<CardsBalance, BalanceShares>> = {
  article: { home: 0.539, draw: 0.431, away: 0.03, goalless: 0.387, goalsPerMatch: 2.01, strongerWins: 0.357 },
  'away-minus-one': { home: 0.392, draw: 0.512, away: 0.096, goalless: 0.419, goalsPerMatch: 2.1, strongerWins: 0.36 },
  'open-play': { home: 0.337, draw: 0.341, away: 0.322, goalless: 0.18, goalsPerMatch: 4.11, strongerWins: 0.56 },
};
