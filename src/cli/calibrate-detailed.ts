/**
 * Calibration of the detailed engine's card mapping (docs/rules.md, "Net Results Soccer").
 * Plays evenly matched sides of one division, then sides a gap apart, and
 * prints the season averages to set beside a top professional league's.
 *
 *   npx tsx src/cli/calibrate-detailed.ts [--matches 10000] [--rating 7.5] [--seed 1] [--home-advantages] [--substitutions 3|5]
 */
import { parseArgs } from 'node:util';
import { seededDice } from '../engine/dice.js';
import { emptyTotals, secondHalfShare, tally } from './detailed-figures.js';
import { playDetailedMatch } from '../engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../engine/detailed/rated-side.js';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '10000' },
    rating: { type: 'string', default: '7.5' },
    seed: { type: 'string', default: '1' },
    'home-advantages': { type: 'boolean', default: false },
    substitutions: { type: 'string', default: '3' },
  },
});
const matches = Number(values.matches);
const rating = Number(values.rating);
const options = { homeAdvantages: values['home-advantages'], substitutions: values.substitutions === '5' ? (5 as const) : (3 as const) };
const dice = seededDice(Number(values.seed));

const totals = emptyTotals();

const home = ratedSide('home', evenRatings(rating));
const away = ratedSide('away', evenRatings(rating));
for (let i = 0; i < matches; i++) tally(totals, playDetailedMatch(home, away, dice, options));

const perGame = (n: number): string => (n / matches).toFixed(2);
const perSide = (n: number): string => (n / matches / 2).toFixed(2);
const pct = (n: number, of = matches): string => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);
const halves = totals.byQuarter.reduce((sum, n) => sum + n, 0);

console.log(
  `Detailed engine calibration: ${matches} matches, every player rated ${rating}` +
    `${options.homeAdvantages ? ', home advantages on' : ''}, ${options.substitutions} substitutions`,
);
console.log('');
console.log('| figure | measured | target |');
console.log('| --- | --- | --- |');
console.log(`| goals a game | ${perGame(totals.goals)} (home ${perGame(totals.homeGoals)}, away ${perGame(totals.awayGoals)}) | 2.5 to 3.1 |`);
console.log(`| home wins / draws / away wins | ${pct(totals.homeWins)} / ${pct(totals.draws)} / ${pct(totals.awayWins)} | ~45% / ~25% / ~30% |`);
console.log(`| 0-0 | ${pct(totals.goalless)} | 6% to 10% |`);
console.log(`| goals with an assist | ${pct(totals.assisted, totals.goals)} | 60% to 80% |`);
console.log(`| own goals | ${pct(totals.ownGoals, totals.goals)} of goals | 1.5% to 5% |`);
console.log(`| reds a game | ${perGame(totals.reds)}, ${pct(totals.straightReds, totals.reds)} straight | 0.06 to 0.16, 30% to 70% straight |`);
console.log(`| substitutions a side | ${perSide(totals.substitutions)} | 2.5 to 5 |`);
console.log(`| second-half share of goals | ${(100 * secondHalfShare(totals)).toFixed(1)}% | 52% to 60% |`);
console.log(`| goals by quarter hour | ${totals.byQuarter.map((n) => pct(n, halves)).join(' / ')} | rising late |`);
console.log(`| shots a side | ${perSide(totals.shots)} | ~12 |`);
console.log(`| on target a side | ${perSide(totals.onTarget)} | 4 to 5 |`);
console.log(`| corners a side | ${perSide(totals.corners)} | ~5 |`);
console.log(`| fouls a side | ${perSide(totals.fouls)} | ~11 |`);
console.log(`| yellow cards a side | ${perSide(totals.yellows)} | ~2 |`);
console.log(`| offsides a side | ${perSide(totals.offsides)} | ~2 |`);
console.log(`| penalties a game | ${perGame(totals.penalties)} | ~0.25 |`);
console.log(`| home possession | ${(totals.possession / matches).toFixed(1)}% | |`);
console.log(`| injuries a game | ${perGame(totals.injuries)} | |`);

console.log('');
console.log('Win share by ability gap (the stronger side home in half the games, away in the other half):');
console.log('');
console.log('| gap | stronger wins | draws | weaker wins | goals for-against |');
console.log('| --- | --- | --- | --- | --- |');
const gapMatches = Math.max(2, Math.floor(matches / 2) * 2);
for (const gap of [0, 0.5, 1, 1.5, 2, 3]) {
  const strong = ratedSide('strong', evenRatings(Math.min(10, rating + gap / 2)));
  const weak = ratedSide('weak', evenRatings(Math.max(5, rating - gap / 2)));
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let goalsFor = 0;
  let goalsAgainst = 0;
  for (let i = 0; i < gapMatches; i++) {
    const strongAtHome = i % 2 === 0;
    const { outcome } = strongAtHome ? playDetailedMatch(strong, weak, dice, options) : playDetailedMatch(weak, strong, dice, options);
    const mine = strongAtHome ? outcome.homeGoals : outcome.awayGoals;
    const theirs = strongAtHome ? outcome.awayGoals : outcome.homeGoals;
    goalsFor += mine;
    goalsAgainst += theirs;
    if (mine > theirs) wins += 1;
    else if (mine === theirs) draws += 1;
    else losses += 1;
  }
  const share = (n: number): string => `${((100 * n) / gapMatches).toFixed(1)}%`;
  console.log(
    `| ${gap.toFixed(1)} | ${share(wins)} | ${share(draws)} | ${share(losses)} | ${(goalsFor / gapMatches).toFixed(2)}-${(goalsAgainst / gapMatches).toFixed(2)} |`,
  );
}
