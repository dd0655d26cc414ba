/**
 * The cup house rules' figures (docs/rules.md, "Cups"): penalty shoot-outs in each engine between evenly rated XIs,
 * and ties between clubs without squads read off the results chart.
 *
 *   npx tsx src/cli/cup-figures.ts [--runs 10000]
 */
import { parseArgs } from 'node:util';
import { seededDice } from '../engine/dice.js';
import { chartTie, type ChartSide } from '../engine/cups/chart-tie.js';
import { shootOutSideOf } from '../engine/cups/classic-tie.js';
import { detailedKick } from '../engine/cups/detailed-kick.js';
import { classicKick, shootOut } from '../engine/cups/shoot-out.js';
import { evenRatings, ratedSide } from '../engine/detailed/rated-side.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' } } });
const runs = Number(values.runs);
const percent = (n: number) => `${((100 * n) / runs).toFixed(1)}%`;

console.log(`Shoot-outs, ${runs} seeds each (every player of an XI rated alike)`);
for (const [engine, kick] of [
  ['classic', classicKick],
  ['detailed', detailedKick],
] as const) {
  for (const [first, second] of [
    [7, 7],
    [8, 7],
    [7, 8],
  ] as const) {
    let goals = 0;
    let kicks = 0;
    let suddenDeath = 0;
    let firstWins = 0;
    for (let seed = 0; seed < runs; seed++) {
      const sides = [ratedSide('h', evenRatings(first)), ratedSide('a', evenRatings(second))].map(shootOutSideOf);
      const result = shootOut(sides[0]!, sides[1]!, seededDice(seed), kick);
      goals += result.firstScore + result.secondScore;
      kicks += result.kicks.length;
      if (result.kicks.some((k) => k.suddenDeath)) suddenDeath++;
      if (result.winnerId === 'h') firstWins++;
    }
    const scored = `${((100 * goals) / kicks).toFixed(1)}%`;
    console.log(
      `  ${engine.padEnd(8)} ${first} v ${second}: kicks scored ${scored}, sudden death ${percent(suddenDeath)}, first side wins ${percent(firstWins)}`,
    );
  }
}

console.log(`Chart ties, ${runs} seeds each`);
const side = (clubId: string, division: 0 | 1 | 2 | 3, ranking: number): ChartSide => ({ clubId, division, ranking, goalkeeper: 8 });
const ties: [label: string, home: ChartSide, away: ChartSide, neutral: boolean][] = [
  ["Premier 4th at home to the Second's 4th", side('p4', 0, 4), side('s4', 1, 4), false],
  ["Second's 4th at home to the Premier 4th", side('s4', 1, 4), side('p4', 0, 4), false],
  ['Second 4th at home to the Second 5th', side('s4', 1, 4), side('s5', 1, 5), false],
  ["Final: the Fourth's 8th against the Premier's best", side('f8', 3, 8), side('p1', 0, 1), true],
];
for (const [label, home, away, neutral] of ties) {
  let homeWins = 0;
  let penalties = 0;
  for (let seed = 0; seed < runs; seed++) {
    const tie = chartTie(home, away, seededDice(seed), neutral);
    if (tie.winnerId === home.clubId) homeWins++;
    if (tie.shootOut) penalties++;
  }
  console.log(`  ${label}: first drawn wins ${percent(homeWins)}, on penalties ${percent(penalties)}`);
}
