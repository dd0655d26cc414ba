/**
 * Calibration of the detailed engine's card mapping (docs/rules.md, "Net Results Soccer").
 * Plays evenly matched sides of one division, then sides a gap apart, and
 * prints the season averages to set beside a top professional league's.
 *
 *   npx tsx src/cli/calibrate-detailed.ts [--matches 10000] [--rating 7.5] [--seed 1] [--home-advantages] [--substitutions 3|5]
 */
import { parseArgs } from 'node:util';
import { seededDice } from '../engine/dice.js';
import type { DetailedMatchResult } from '../engine/detailed/detailed-match.js';
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

const totals = {
  goals: 0,
  homeGoals: 0,
  awayGoals: 0,
  homeWins: 0,
  draws: 0,
  awayWins: 0,
  goalless: 0,
  shots: 0,
  onTarget: 0,
  corners: 0,
  fouls: 0,
  offsides: 0,
  yellows: 0,
  reds: 0,
  straightReds: 0,
  penalties: 0,
  assisted: 0,
  ownGoals: 0,
  possession: 0,
  substitutions: 0,
  injuries: 0,
  /** Goals by quarter hour: 1-15, 16-30, 31-45+, 46-60, 61-75, 76-90+. */
  byQuarter: [0, 0, 0, 0, 0, 0],
};

function tally({ outcome, stats, events }: DetailedMatchResult): void {
  const goals = outcome.homeGoals + outcome.awayGoals;
  totals.goals += goals;
  totals.homeGoals += outcome.homeGoals;
  totals.awayGoals += outcome.awayGoals;
  if (outcome.homeGoals > outcome.awayGoals) totals.homeWins += 1;
  else if (outcome.homeGoals === outcome.awayGoals) totals.draws += 1;
  else totals.awayWins += 1;
  if (goals === 0) totals.goalless += 1;
  for (const side of [stats.home, stats.away]) {
    totals.shots += side.shots;
    totals.onTarget += side.onTarget;
    totals.corners += side.corners;
    totals.fouls += side.fouls;
    totals.offsides += side.offsides;
    totals.yellows += side.yellowCards;
    totals.reds += side.redCards;
    totals.substitutions += side.substitutions;
  }
  totals.possession += stats.home.possession;
  for (const event of events) {
    if (event.type === 'detailed-penalty') totals.penalties += 1;
    if (event.type === 'detailed-injury') totals.injuries += 1;
    if (event.type === 'detailed-card' && event.colour === 'red' && !event.second) totals.straightReds += 1;
    if (event.type === 'detailed-goal') {
      if (event.ownGoal) totals.ownGoals += 1;
      if (event.assisted) totals.assisted += 1;
      const quarter = Math.min(2, Math.floor((event.minute - 1 - (event.period === 2 ? 45 : 0)) / 15));
      if (event.period <= 2) totals.byQuarter[(event.period - 1) * 3 + quarter]! += 1;
    }
  }
}

const home = ratedSide('home', evenRatings(rating));
const away = ratedSide('away', evenRatings(rating));
for (let i = 0; i < matches; i++) tally(playDetailedMatch(home, away, dice, options));

const perGame = (n: number): string => (n / matches).toFixed(2);
const perSide = (n: number): string => (n / matches / 2).toFixed(2);
const pct = (n: number, of = matches): string => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);
const [q1, q2, q3, q4, q5, q6] = totals.byQuarter as [number, number, number, number, number, number];
const firstHalf = q1 + q2 + q3;
const secondHalf = q4 + q5 + q6;

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
console.log(`| second-half share of goals | ${pct(secondHalf, firstHalf + secondHalf)} | 52% to 60% |`);
console.log(`| goals by quarter hour | ${totals.byQuarter.map((n) => pct(n, firstHalf + secondHalf)).join(' / ')} | rising late |`);
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
  console.log(`| ${gap.toFixed(1)} | ${share(wins)} | ${share(draws)} | ${share(losses)} | ${(goalsFor / gapMatches).toFixed(2)}-${(goalsAgainst / gapMatches).toFixed(2)} |`);
}
