import { Commentator, namesFrom, type Names } from '../commentary/render.js';
import { DetailedCommentator, isDetailedEvent } from '../commentary/detailed.js';
import { seededDice } from '../engine/dice.js';
import type { EngineEvent } from '../engine/model/events.js';
import { allAiOrders } from '../engine/ai/fill-orders.js';
import { divisionTable } from '../engine/season/league-table.js';
import { newLeague } from '../engine/new-league.js';
import { diceSeedForNextStep, nextStep, playStep } from '../engine/step.js';
import { DIVISIONS, type LeagueState } from '../engine/model/types.js';
import { CARDS_USAGE, FORTUNES_USAGE, parseOrExit, SEASONS_USAGE, WEEKS_USAGE } from './sim-usage.js';

/**
 * Plays weeks of a generated league with the AI managing every club and
 * prints each match as commentary, then the results and the table.
 * npm run sim -- --help prints the usage of both modes.
 */
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`${WEEKS_USAGE}\n\n${SEASONS_USAGE}\n\n${CARDS_USAGE}\n\n${FORTUNES_USAGE}`);
  process.exit(0);
}
// The card game and Football Fortunes are modes of their own (src/cli/sim-cards.ts, sim-fortunes-game.ts); football is the default.
const modeAt = process.argv.indexOf('--mode');
const mode = modeAt >= 0 ? process.argv[modeAt + 1] : 'football';
if (mode === 'cards') {
  await import('./sim-cards.js');
  await new Promise((done) => process.stdout.write('', done));
  process.exit(0);
}
if (mode === 'fortunes') {
  await import('./sim-fortunes-game.js');
  await new Promise((done) => process.stdout.write('', done));
  process.exit(0);
}
if (mode !== 'football') {
  console.error(`--mode is football, cards or fortunes, not ${mode ?? 'nothing'}\n\n${CARDS_USAGE}\n\n${FORTUNES_USAGE}`);
  process.exit(2);
}
process.argv.splice(modeAt, modeAt >= 0 ? 2 : 0);
// Whole seasons are a mode of their own (src/cli/sim-seasons.ts), and AI-to-AI deals (--deals) are played in it.
if (process.argv.includes('--seasons') || process.argv.includes('--deals')) {
  await import('./sim-seasons.js');
  await new Promise((done) => process.stdout.write('', done));
  process.exit(0);
}

const { values } = parseOrExit(
  {
    options: {
      seed: { type: 'string', default: '7' },
      weeks: { type: 'string', default: '3' },
      clubs: { type: 'string', default: '2' },
      json: { type: 'boolean', default: false },
      engine: { type: 'string', default: 'classic' },
    },
  },
  WEEKS_USAGE,
);
const seed = Number(values.seed);
const weeks = Number(values.weeks);
const humanClubs = Number(values.clubs);
if (
  !Number.isInteger(seed) ||
  !Number.isInteger(weeks) ||
  weeks < 1 ||
  !Number.isInteger(humanClubs) ||
  !['classic', 'detailed'].includes(values.engine)
) {
  console.error(WEEKS_USAGE);
  process.exit(2);
}

let state: LeagueState = newLeague({ seed, humanClubs });
if (values.engine === 'detailed') state = { ...state, settings: { ...state.settings, engine: 'detailed' } };
// One commentator for the whole run, so phrasing stays fresh from week to week; names come from the latest state.
const names: Names = { club: (id) => namesFrom(state).club(id), player: (id) => namesFrom(state).player(id) };
const commentator = new Commentator(names);
const detailed = new DetailedCommentator(names);
let played = 0;
while (played < weeks) {
  const step = nextStep(state);
  const { state: next, events } = playStep(state, allAiOrders(state), seededDice(diceSeedForNextStep(state)));
  const before = state;
  state = next;
  if (step === 'week') {
    print(before, events);
    played++;
  }
}

function print(before: LeagueState, events: EngineEvent[]): void {
  if (values.json) {
    for (const event of events) console.log(JSON.stringify(event));
    return;
  }
  console.log(`\n=== Season ${before.season}, week ${before.week} ===`);
  for (const event of events) {
    if (event.type === 'match-started') console.log('');
    if (event.type === 'result') continue;
    if (isDetailedEvent(event)) {
      if (event.type === 'detailed-kick-off' && event.period === 1) console.log('');
      for (const line of detailed.report(event)) console.log(line);
      continue;
    }
    const line = commentator.line(event);
    if (line) console.log(line);
  }
  console.log('\nResults');
  for (const event of events) if (event.type === 'result') console.log(`  ${commentator.line(event)}`);
  for (const division of state.divisions) {
    if (!division.clubIds.some((id) => state.clubs[id]?.playerControlled)) continue;
    console.log(`\n${DIVISIONS[division.index]} Division`);
    console.log('  Club                      P  W  D  L  GF GA Pts');
    for (const row of divisionTable(division)) {
      const n = (x: number, w = 3) => String(x).padStart(w);
      console.log(
        `  ${names.club(row.clubId).padEnd(24)}${n(row.played)}${n(row.won)}${n(row.drawn)}${n(row.lost)}${n(row.goalsFor, 4)}${n(row.goalsAgainst, 3)}${n(row.points, 4)}`,
      );
    }
  }
}
