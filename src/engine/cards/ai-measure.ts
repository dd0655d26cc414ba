import type { Dice } from '../dice.js';
import { aiBids, aiKeep, bestLineup, undominatedSheets } from './ai.js';
import { matchRulesOf, type CardsBalance } from './balance.js';
import { randomLineup } from './balance-measure.js';
import { playCardMatch } from './card-match.js';
import type { CardsEvent } from './events.js';
import { fieldDummy, fieldLineup, type FieldedSide, type Lineup } from './lineup.js';
import { newCardsGame } from './new-game.js';
import type { CardsLeagueOrders, CardsOrders } from './orders.js';
import { cardsLeagueTable } from './season-end.js';
import { isDummy, type CardsState } from './state.js';
import { playCardsStep } from './step.js';

/**
 * How a manager of the measure picks his sheet; keeping and bidding are the AI's for every manager, so only the sheet
 * differs. `ai`: the AI's best sheet by its own test. `random`: a legal sheet picked at random. `perfect`: the sheet
 * that does best in the very match it plays, knowing the opponent's sheet and both luck cards (a ceiling no manager
 * can reach).
 */
export type SheetPolicy = 'ai' | 'random' | 'perfect';

export interface PolicyFigures {
  games: number;
  /** Of every pairing of a measured manager with a random one in a game's final league table: above it. */
  finishedAbove: number;
  /** Matches between a measured manager and a random one, league and cup. */
  matches: number;
  won: number;
  drawn: number;
  lost: number;
  /** The share of those matches' points (a win 1, a draw ½) that went to the measured manager. */
  pointsShare: number;
  /** League points a league match, against every opponent, dummies included. */
  pointsPerMatch: { measured: number; random: number };
  /** Sheets or orders the engine did not play as given (refused, or a card gone by the match): 0 when sound. */
  notAsGiven: number;
}

const MANAGERS = ['m1', 'm2', 'm3', 'm4'];

/**
 * Plays `games` one-season games of four managers under a balance option: two use `policy` for their sheets, two a
 * random legal sheet; every manager keeps and bids as the AI does. The pairs swap seats every other game (m1 and m3,
 * then m2 and m4), so the fixture list favours neither. Every sheet is given as an order before the market closes, as
 * a manager gives it, from the fit cards not offered in a bid. Game g's deal and steps are diced by `diceFor(g, step)`
 * (step −1 the deal), the random sheets by `diceFor(g, −2)`, so the figures are reproducible.
 */
export function measureSheetPolicy(
  policy: Exclude<SheetPolicy, 'random'>,
  balance: CardsBalance,
  games: number,
  diceFor: (game: number, step: number) => Dice,
): PolicyFigures {
  const tally = { notAsGiven: 0, above: 0, pairs: 0, matches: 0, won: 0, drawn: 0, lost: 0, points: 0 };
  const league = { measured: { points: 0, matches: 0 }, random: { points: 0, matches: 0 } };
  for (let game = 0; game < games; game++) {
    const measured = new Set(game % 2 === 0 ? ['m1', 'm3'] : ['m2', 'm4']);
    const policyOf = (id: string): SheetPolicy => (measured.has(id) ? policy : 'random');
    const randomDice = diceFor(game, -2);
    let state = newCardsGame(MANAGERS, 1, diceFor(game, -1), { balance });
    for (let step = 0; state.phase !== 'finished'; step++) {
      if (state.phase === 'season-end') {
        const table = cardsLeagueTable(state).map((row) => row.clubId);
        for (const m of measured) {
          for (const r of MANAGERS.filter((id) => !measured.has(id))) {
            tally.pairs += 1;
            if (table.indexOf(m) < table.indexOf(r)) tally.above += 1;
          }
        }
      }
      const orders = stepOrders(state, policyOf, randomDice, diceFor(game, step));
      const { state: after, events } = playCardsStep(state, orders, diceFor(game, step));
      for (const event of events) {
        if (event.type === 'orders-refused' || (event.type === 'sheet-chosen' && event.by !== 'orders')) tally.notAsGiven += 1;
        if (event.type !== 'match') continue;
        for (const [me, them, mine, theirs] of [
          [event.homeId, event.awayId, event.homeGoals, event.awayGoals],
          [event.awayId, event.homeId, event.awayGoals, event.homeGoals],
        ] as const) {
          if (isDummy(me)) continue;
          const points = mine > theirs ? 3 : mine === theirs ? 1 : 0;
          if (event.competition === 'league') {
            const side = measured.has(me) ? league.measured : league.random;
            side.points += points;
            side.matches += 1;
          }
          if (!measured.has(me) || isDummy(them) || measured.has(them)) continue;
          tally.matches += 1;
          if (points === 3) tally.won += 1;
          else if (points === 1) tally.drawn += 1;
          else tally.lost += 1;
        }
      }
      state = after;
    }
  }
  return {
    games,
    finishedAbove: tally.above / tally.pairs,
    matches: tally.matches,
    won: tally.won / tally.matches,
    drawn: tally.drawn / tally.matches,
    lost: tally.lost / tally.matches,
    pointsShare: (tally.won + tally.drawn / 2) / tally.matches,
    pointsPerMatch: {
      measured: league.measured.points / league.measured.matches,
      random: league.random.points / league.random.matches,
    },
    notAsGiven: tally.notAsGiven,
  };
}

/** Every manager's orders for a step: the AI's keep and bids, and in a round the sheet his policy picks. */
function stepOrders(state: CardsState, policyOf: (id: string) => SheetPolicy, randomDice: Dice, stepDice: Dice): CardsLeagueOrders {
  const orders: CardsLeagueOrders = {};
  for (const id of state.managerIds) {
    const manager = state.managers[id]!;
    const given: CardsOrders = {};
    if (state.phase === 'keep') given.keep = aiKeep(manager, state.suitOrder);
    if (state.lots.length > 0 && state.phase !== 'keep') given.bids = aiBids(state, id);
    if (state.phase === 'round') {
      const offered = (given.bids ?? []).flatMap((bid) => bid.cards);
      const available = manager.hand.filter((card) => !manager.injured.includes(card) && !offered.includes(card));
      given.sheet =
        policyOf(id) === 'random' ? randomLineup(available, randomDice) : bestLineup(available, [], state.suitOrder, matchRulesOf(state.balance))!;
    }
    orders[id] = given;
  }
  if (state.phase === 'round') pickPerfectSheets(state, orders, policyOf, stepDice);
  return orders;
}

/**
 * The perfect-knowledge sheets: the step is played once with the AI's sheets to see each perfect manager's match
 * (the opponent's side and both luck cards, which his own sheet does not change), then each takes the sheet of his
 * hand that does best in it: the most league points, then goal difference, then goals. Two perfect managers who
 * meet keep the AI's sheets. The trial uses its own copy of the step's dice.
 */
function pickPerfectSheets(state: CardsState, orders: CardsLeagueOrders, policyOf: (id: string) => SheetPolicy, trialDice: Dice): void {
  const perfect = state.managerIds.filter((id) => policyOf(id) === 'perfect');
  if (perfect.length === 0) return;
  const { events } = playCardsStep(state, orders, trialDice);
  const rules = matchRulesOf(state.balance);
  for (const id of perfect) {
    const match = events.find((e): e is Extract<CardsEvent, { type: 'match' }> => e.type === 'match' && (e.homeId === id || e.awayId === id));
    if (!match) continue;
    const home = match.homeId === id;
    const opponentId = home ? match.awayId : match.homeId;
    if (!isDummy(opponentId) && policyOf(opponentId) === 'perfect') continue;
    const opponent = opponentSide(events, opponentId, home ? match.awaySheet : match.homeSheet, state);
    const luck = { home: match.homeLuck, away: match.awayLuck };
    const manager = state.managers[id]!;
    const offered = (orders[id]!.bids ?? []).flatMap((bid) => bid.cards);
    const available = manager.hand.filter((card) => !manager.injured.includes(card) && !offered.includes(card));
    let best: { sheet: Lineup; key: number[] } | null = null;
    for (const sheet of undominatedSheets(available, [], state.suitOrder)) {
      const mine = fieldLineup(sheet, state.suitOrder);
      const result = home
        ? playCardMatch(mine, opponent, state.suitOrder, luck, null, rules)
        : playCardMatch(opponent, mine, state.suitOrder, luck, null, rules);
      const [f, a] = home ? [result.homeGoals, result.awayGoals] : [result.awayGoals, result.homeGoals];
      const key = [f > a ? 3 : f === a ? 1 : 0, f - a, f];
      if (!best || compareKeys(key, best.key) > 0) best = { sheet, key };
    }
    if (best) orders[id] = { ...orders[id]!, sheet: best.sheet };
  }
}

function opponentSide(events: readonly CardsEvent[], clubId: string, sheet: Lineup | null, state: CardsState): FieldedSide {
  if (sheet) return fieldLineup(sheet, state.suitOrder);
  const dummy = events.find((e): e is Extract<CardsEvent, { type: 'dummy-formation' }> => e.type === 'dummy-formation' && e.clubId === clubId)!;
  return fieldDummy(dummy.tactic, dummy.level);
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
