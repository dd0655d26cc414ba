import { copyLeagueState } from '../clone-state.js';
import { pendingCupStep } from '../cups/cup-steps.js';
import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import type { LeagueOrders } from '../model/orders.js';
import type { LeagueState } from '../model/types.js';
import type { StepKind, StepResult } from '../model/step-result.js';
import { settleBankBids } from './bank.js';
import { enforceDebts, noteDebts } from './bankruptcy.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { auctionLots, type FortuneOrders } from './fortune-orders.js';
import type { FortunesState } from '../model/fortunes-state.js';
import { gameStandings } from './game-standings.js';
import { landOn } from './land.js';
import { applyDifficulty } from './league-options.js';
import type { SealedBid } from './sealed-bids.js';
import { activeManagers, aiSquareOrders, moveManagers, preseasonFortunes } from './turn.js';

type PlainStep = (state: LeagueState, orders: LeagueOrders, dice: Dice) => StepResult;

/**
 * A step of a league with game options (Fortunes, a length, a difficulty):
 * the plain step, with Football Fortunes around it. Before a week, every
 * manager's square is played with his orders; after it, debts are noted and
 * enforced and the squares of the next week are rolled. Pre-season draws the
 * pre-season cards first, then deals the charts at the difficulty. The end of
 * season scores game points and, after the last season, ends the game.
 */
export function playWithGameOptions(input: LeagueState, orders: LeagueOrders, dice: Dice, kind: StepKind, plain: PlainStep): StepResult {
  if (input.phase === 'ended') throw new Error('the game is over: an ended league plays no more steps');
  const state = copyLeagueState(input);
  const fortunes = state.fortunes;
  const before: FortuneEvent[] = [];
  const own = (clubId: string): FortuneOrders => orders[clubId]?.fortune ?? aiSquareOrders(state, clubId, fortunes?.squares[clubId] ?? 'start');
  if (fortunes && kind === 'preseason') {
    preseasonFortunes(state, fortunes, Object.fromEntries(activeManagers(fortunes).map((id) => [id, own(id)])), dice, before);
  }
  if (fortunes && kind === 'week') playSquares(state, fortunes, own, dice, before);
  const played = plain(state, fortunes ? withoutResigned(orders, fortunes) : orders, dice);
  const next = played.state;
  const after: FortuneEvent[] = [];
  if (kind === 'preseason') applyDifficulty(next);
  if (next.fortunes && kind === 'week') {
    const deadline = next.week > 14 ? { season: next.season + 1, week: 1 } : { season: next.season, week: next.week };
    enforceDebts(next, next.fortunes, { season: input.season, week: input.week }, debtOrders(orders), after);
    noteDebts(next, next.fortunes, deadline, after);
  }
  if (kind === 'end-of-season') endOfSeason(next, after);
  if (next.fortunes && opensWeek(next)) next.fortunes.squares = moveManagers(next.fortunes, dice, after);
  return { state: next, events: [...before, ...played.events, ...after] as EngineEvent[] };
}

function playSquares(state: LeagueState, fortunes: FortunesState, own: (clubId: string) => FortuneOrders, dice: Dice, events: FortuneEvent[]): void {
  events.push({ type: 'fortune-week', season: state.season, week: state.week });
  const managers = activeManagers(fortunes);
  const lots = auctionLots(fortunes);
  const bidsOf = (pick: (o: FortuneOrders) => FortuneOrders['auctionBids']): SealedBid[] =>
    managers.flatMap((clubId) => (pick(own(clubId)) ?? []).map((b) => ({ clubId, playerId: b.playerId, amount: b.amount })));
  const auctionBids = bidsOf((o) => o.auctionBids).filter((b) => lots.some((l) => l.playerId === b.playerId));
  for (const clubId of managers) {
    const square = fortunes.squares[clubId];
    if (square) landOn(state, fortunes, clubId, square, { orders: own(clubId), auctionBids }, dice, events);
  }
  settleBankBids(
    state,
    fortunes,
    bidsOf((o) => o.bankBids),
    dice,
    events,
  );
  fortunes.squares = {};
}

/** A resigned manager's club plays on with youth fillers: it gives no orders, and the AI gives none for it. */
function withoutResigned(orders: LeagueOrders, fortunes: FortunesState): LeagueOrders {
  if (fortunes.resigned.length === 0) return orders;
  return Object.fromEntries(Object.entries(orders).map(([id, o]) => [id, fortunes.resigned.includes(id) ? {} : o]));
}

function debtOrders(orders: LeagueOrders): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(orders).flatMap(([id, o]) => (o.fortune?.debtSales ? [[id, o.fortune.debtSales]] : [])));
}

/**
 * The squares of the coming week are rolled as it opens (after pre-season, a
 * week or a cup step), so each manager orders for his own. A cup or European
 * round is not a turn of the board: it rolls no square, and the squares wait
 * for the league week after it.
 */
function opensWeek(state: LeagueState): boolean {
  return state.phase === 'season' && state.week <= 14 && pendingCupStep(state) === null;
}

/**
 * Players retired at the season's end leave the bank and the pool with the
 * game; then each club's game points so far, and after the last season the
 * final standings: the game is over.
 */
function endOfSeason(state: LeagueState, events: FortuneEvent[]): void {
  const season = state.season - 1;
  if (state.fortunes) {
    state.fortunes.bank = state.fortunes.bank.filter((id) => id in state.players);
    state.fortunes.auctionPool = state.fortunes.auctionPool.filter((id) => id in state.players);
    state.fortunes.squares = {};
  }
  const standings = gameStandings(state);
  if (state.settings.seasons !== undefined && season >= state.settings.seasons) {
    state.phase = 'ended';
    events.push({ type: 'game-ended', season, standings });
    return;
  }
  events.push({ type: 'game-points', season, standings });
}
