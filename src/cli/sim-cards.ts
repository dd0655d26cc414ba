import { CURRENT_DICE_VERSION, seededDice, stepSeed } from '../engine/dice.js';
import type { CardsEvent } from '../engine/cards/events.js';
import { formationBalance } from '../engine/cards/formation-balance.js';
import { CARDS_BALANCES, DEFAULT_CARDS_BALANCE, isCardsBalance } from '../engine/cards/balance.js';
import { printBalanceTable } from './sim-cards-balance.js';
import { printAiMeasure } from './sim-cards-ai.js';
import { newCardsGame } from '../engine/cards/new-game.js';
import { cardsLeagueTable } from '../engine/cards/season-end.js';
import type { CardsState } from '../engine/cards/state.js';
import { playCardsStep } from '../engine/cards/step.js';
import { formatPence } from '../engine/cards/prices.js';
import { CARDS_USAGE, parseOrExit } from './sim-usage.js';

/**
 * `npm run sim -- --mode cards`: plays a five-a-side card game with the AI managing every hand and prints each
 * season's table, cup and trophies, then the winner; the usage is CARDS_USAGE. The dice are a cards league's: the
 * deal from the seed, each step's from the seed, the season and the step (src/league/modes/cards/cards-league.ts).
 */
const { values } = parseOrExit(
  {
    options: {
      mode: { type: 'string' },
      seed: { type: 'string', default: '1' },
      seasons: { type: 'string', default: '2' },
      managers: { type: 'string', default: '4' },
      json: { type: 'boolean', default: false },
      formations: { type: 'string' },
      balance: { type: 'string' },
      'ai-measure': { type: 'string' },
      rules: { type: 'string', default: DEFAULT_CARDS_BALANCE },
    },
  },
  CARDS_USAGE,
);
const seed = Number(values.seed);
const seasons = Number(values.seasons);
const managers = Number(values.managers);
const rules = values.rules;
if (
  !Number.isInteger(seed) ||
  !Number.isInteger(seasons) ||
  seasons < 1 ||
  !Number.isInteger(managers) ||
  managers < 2 ||
  managers > 6 ||
  !isCardsBalance(rules)
) {
  console.error(CARDS_USAGE);
  process.exit(2);
}

if (values.formations !== undefined) {
  const deals = Number(values.formations);
  console.log(`Formation balance over ${deals} deals (share of points against the other eleven):`);
  for (const { tactic, share } of formationBalance(seededDice(seed), deals)) console.log(`  ${tactic}  ${(share * 100).toFixed(1)}%`);
  process.exit(0);
}

if (values.balance !== undefined) {
  const games = Number(values.balance);
  if (!Number.isInteger(games) || games < 1) {
    console.error(CARDS_USAGE);
    process.exit(2);
  }
  printBalanceTable(CARDS_BALANCES, games, managers, seed);
  process.exit(0);
}

if (values['ai-measure'] !== undefined) {
  const games = Number(values['ai-measure']);
  if (!Number.isInteger(games) || games < 1) {
    console.error(CARDS_USAGE);
    process.exit(2);
  }
  printAiMeasure(CARDS_BALANCES, games, seed);
  process.exit(0);
}

const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'].slice(0, managers);
let state: CardsState = newCardsGame(names, seasons, seededDice(seed), { balance: rules });
let step = 0;
while (state.phase !== 'finished') {
  const season = state.season;
  const before = state;
  const result = playCardsStep(state, {}, seededDice(stepSeed(seed, season, step++, CURRENT_DICE_VERSION)));
  state = result.state;
  if (values.json) for (const event of result.events) console.log(JSON.stringify(event));
  else if (before.phase === 'season-end') printSeason(before, result.events);
}
if (!values.json) {
  console.log(`\nTrophy points: ${names.map((id) => `${id} ${state.managers[id]!.trophyPoints}`).join(', ')}`);
  console.log(`Winner: ${state.winnerIds.join(' and ')}`);
}

function printSeason(before: CardsState, events: CardsEvent[]): void {
  console.log(`\nSeason ${before.season} (suits from the top: ${before.suitOrder.join(' ')})`);
  console.log('  Club       P  W  D  L  GF GA Pts  Money');
  for (const row of cardsLeagueTable(before)) {
    const money = before.managers[row.clubId] ? formatPence(before.managers[row.clubId]!.pence) : '';
    const n = (value: number, width = 2) => String(value).padStart(width);
    console.log(
      `  ${row.clubId.padEnd(9)} ${n(row.played)} ${n(row.won)} ${n(row.drawn)} ${n(row.lost)} ${n(row.goalsFor, 3)} ${n(row.goalsAgainst)} ${n(row.points, 3)}  ${money}`,
    );
  }
  const cupTies = before.results.filter((r) => r.competition === 'cup');
  for (const tie of cupTies) {
    const shootOut = tie.shootOutWinnerId ? ` (${tie.shootOutWinnerId} on cards)` : '';
    console.log(`  Cup round ${tie.round}: ${tie.homeId} ${tie.homeGoals}-${tie.awayGoals} ${tie.awayId}${shootOut}`);
  }
  console.log(`  Cup winner: ${before.cup.winnerId}`);
  for (const event of events) if (event.type === 'trophy-points') console.log(`  Trophy: ${event.managerId} +${event.points} (${event.total})`);
}
