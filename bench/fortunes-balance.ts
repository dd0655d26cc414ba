/**
 * The Football Fortunes balance report (docs/rules.md, "Football Fortunes"):
 * games of eight AI-managed clubs with every Fortunes rule in the week.
 *
 *   npx tsx bench/fortunes-balance.ts [games=100] [seasons=5] [first seed=1]
 *
 * prints how often the game-points leader after season one wins, the share of
 * managers who go bankrupt, and the median club's money after each season
 * against starting money (the target is 0.5 to 3 times). Twenty seasons of
 * seeds 1 to 4 (`npx tsx bench/fortunes-balance.ts 4 20`) is the long report
 * the Wages chart is calibrated on.
 */
import { gameWinners } from '../src/engine/fortunes/game-points.js';
import type { GameStanding } from '../src/engine/fortunes/game-standings.js';
import { STARTING_MONEY } from '../src/engine/money/money-rules.js';
import { playLeagueWithAi } from '../src/engine/play-season.js';

const games = Number(process.argv[2] ?? 100);
const seasons = Number(process.argv[3] ?? 5);
const firstSeed = Number(process.argv[4] ?? 1);
const CLUBS = 8;

const medians: number[][] = Array.from({ length: seasons }, () => []);
const quartiles: { low: number[]; high: number[] } = { low: [], high: [] };
let leaderWins = 0;
let bankrupt = 0;
let debtsNoted = 0;
let debtsEnforced = 0;
let wagesPaid = 0;
let wagesLandings = 0;
const started = Date.now();

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const winnersOf = (standings: readonly GameStanding[]) =>
  gameWinners(standings.map((s) => ({ clubId: s.clubId, points: s.points, cash: s.cash, eligible: !s.resigned })));

for (let game = 0; game < games; game++) {
  let leaderAfterOne: string[] = [];
  let winners: string[] = [];
  const state = playLeagueWithAi(
    { seed: firstSeed + game, humanClubs: CLUBS, settings: { fortunes: true, seasons } },
    seasons,
    (step, _before, after, events) => {
      for (const e of events) {
        if (e.type === 'debt-noted') debtsNoted += 1;
        if (e.type === 'bank-bought' && e.cause === 'bankruptcy') debtsEnforced += 1;
        if (e.type === 'wages-paid') {
          wagesPaid += e.amount;
          wagesLandings += 1;
        }
        if (e.type === 'game-points' && e.season === 1) leaderAfterOne = winnersOf(e.standings);
        if (e.type === 'game-ended') {
          winners = winnersOf(e.standings);
          if (e.season === 1) leaderAfterOne = winners;
        }
      }
      if (step !== 'end-of-season') return;
      const balances = Object.values(after.clubs)
        .filter((c) => c.playerControlled)
        .map((c) => c.balance);
      const season = after.season - 1;
      medians[season - 1]!.push(median(balances));
      const sorted = [...balances].sort((a, b) => a - b);
      quartiles.low.push(sorted[1]!);
      quartiles.high.push(sorted[6]!);
    },
  );
  bankrupt += state.fortunes!.resigned.length;
  if (leaderAfterOne.some((id) => winners.includes(id))) leaderWins += 1;
}

const times = (x: number) => `${(x / STARTING_MONEY).toFixed(2)}×`;
console.log(
  `Football Fortunes balance: ${games} games of ${seasons} seasons, seeds ${firstSeed}-${firstSeed + games - 1}, ${CLUBS} AI managers each`,
);
console.log(`  leader after season one wins the game: ${((100 * leaderWins) / games).toFixed(1)}% (target under 60%)`);
console.log(`  managers bankrupt: ${bankrupt} of ${games * CLUBS} = ${((100 * bankrupt) / (games * CLUBS)).toFixed(1)}% (target 1-10%)`);
console.log(`  debts noted ${debtsNoted}; players sold by the bank to clear a debt at its deadline ${debtsEnforced}`);
console.log(`  wages: ${wagesLandings} landings, mean £${Math.round(wagesPaid / Math.max(1, wagesLandings)).toLocaleString('en-GB')}`);
console.log('  median club money after each season (median over games; starting money £1,500,000; target 0.5-3×):');
medians.forEach((m, i) =>
  console.log(
    `    season ${String(i + 1).padStart(2)}: £${Math.round(median(m)).toLocaleString('en-GB')} = ${times(median(m))} (games' range ${times(Math.min(...m))} to ${times(Math.max(...m))})`,
  ),
);
console.log(`  2nd-poorest and 2nd-richest club at season ends (medians): ${times(median(quartiles.low))}, ${times(median(quartiles.high))}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s`);
