/**
 * Calibration of the detailed engine's card mapping (docs/rules.md, "Net Results Soccer").
 * Plays evenly matched sides of one division, then sides a gap apart, and
 * prints the season averages to set beside a top professional league's.
 *
 *   npx tsx src/cli/calibrate-detailed.ts [--matches 10000] [--rating 7.5] [--seed 1] [--home-advantages]
 */
import { parseArgs } from 'node:util';
import { seededDice } from '../engine/dice.js';
import { playDetailedMatch } from '../engine/detailed/play-detailed-match.js';
import { evenRatings, ratedSide } from '../engine/detailed/rated-side.js';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '10000' },
    rating: { type: 'string', default: '7.5' },
    seed: { type: 'string', default: '1' },
    'home-advantages': { type: 'boolean', default: false },
  },
});
const matches = Number(values.matches);
const rating = Number(values.rating);
const options = { homeAdvantages: values['home-advantages'] };
const dice = seededDice(Number(values.seed));

const totals = {
  goals: 0,
  homeWins: 0,
  draws: 0,
  awayWins: 0,
  shots: 0,
  onTarget: 0,
  corners: 0,
  fouls: 0,
  offsides: 0,
  yellows: 0,
  reds: 0,
  penalties: 0,
  assisted: 0,
  possession: 0,
  substitutions: 0,
  injuries: 0,
  homeGoals: 0,
  awayGoals: 0,
};

const home = ratedSide('home', evenRatings(rating));
const away = ratedSide('away', evenRatings(rating));
for (let i = 0; i < matches; i++) {
  const { outcome, stats, events } = playDetailedMatch(home, away, dice, options);
  totals.goals += outcome.homeGoals + outcome.awayGoals;
  totals.homeGoals += outcome.homeGoals;
  totals.awayGoals += outcome.awayGoals;
  if (outcome.homeGoals > outcome.awayGoals) totals.homeWins += 1;
  else if (outcome.homeGoals === outcome.awayGoals) totals.draws += 1;
  else totals.awayWins += 1;
  totals.assisted += outcome.goals.filter((g) => g.assistId !== null).length;
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
  }
}

const perGame = (n: number): string => (n / matches).toFixed(2);
const perSide = (n: number): string => (n / matches / 2).toFixed(2);
const pct = (n: number): string => `${((100 * n) / matches).toFixed(1)}%`;

console.log(`Detailed engine calibration: ${matches} matches, every player rated ${rating}${options.homeAdvantages ? ', home advantages on' : ''}`);
console.log('');
console.log('| figure | measured | target |');
console.log('| --- | --- | --- |');
console.log(`| goals a game | ${perGame(totals.goals)} (home ${perGame(totals.homeGoals)}, away ${perGame(totals.awayGoals)}) | 2.5 to 3 |`);
console.log(`| home wins / draws / away wins | ${pct(totals.homeWins)} / ${pct(totals.draws)} / ${pct(totals.awayWins)} | ~45% / ~25% / ~30% |`);
console.log(`| shots a side | ${perSide(totals.shots)} | ~12 |`);
console.log(`| on target a side | ${perSide(totals.onTarget)} | 4 to 5 |`);
console.log(`| corners a side | ${perSide(totals.corners)} | ~5 |`);
console.log(`| fouls a side | ${perSide(totals.fouls)} | ~11 |`);
console.log(`| yellow cards a side | ${perSide(totals.yellows)} | ~2 |`);
console.log(`| games per red card | ${totals.reds === 0 ? 'none' : (matches / totals.reds).toFixed(1)} | 8 to 10 |`);
console.log(`| offsides a side | ${perSide(totals.offsides)} | ~2 |`);
console.log(`| penalties a game | ${perGame(totals.penalties)} | ~0.25 |`);
console.log(`| goals with an assist | ${totals.goals === 0 ? '-' : ((100 * totals.assisted) / totals.goals).toFixed(0)}% | |`);
console.log(`| home possession | ${(totals.possession / matches).toFixed(1)}% | |`);
console.log(`| substitutions a side | ${perSide(totals.substitutions)} | |`);
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
