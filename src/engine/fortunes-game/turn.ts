import type { Dice } from '../dice.js';
import { rollSquare } from '../fortunes/board.js';
import { settleAuctions, settleBankSales } from './auctions.js';
import { BOARD_CARDS } from './board-cards.js';
import { settleDebt, pay } from './cash.js';
import { playCupRound } from './cup.js';
import { foreignSide, isForeignClub } from './europe.js';
import type { GameEvent } from './events.js';
import { gateShare } from './gate.js';
import { fixturesOfRound, positions } from './league.js';
import { bestLineUp, checkSelection, lineUpOf, teamValues, type TeamValues } from './line-up.js';
import type { GameOrders } from './orders.js';
import { endGame, endSeason, isManagerClub, slotIsPlayed, startSeason } from './season.js';
import { playSquare } from './squares.js';
import { borrowed, endSeasonLoans, runDownLoans } from './loans.js';
import { makeDeals } from './manager-deals.js';
import { activeManagers, type FortunesGame, type Pending } from './state.js';
import { playMatch } from './results-chart.js';

/** House rule: a club abroad, or a league with no table yet, counts as fifth for the gate. */
const UNPLACED = 5;

/**
 * One turn of the board (rulebook, "board move - play match"): each manager's square played with his orders, the
 * auctions and the bank's sales settled, debts met or the manager resigns, then the slot's league round or cup
 * round, and the gates. Then the next turn is opened: the dice move every manager and show him his square's card or
 * lot before he orders for it.
 */
export function playTurn(game: FortunesGame, orders: GameOrders, dice: Dice): GameEvent[] {
  if (game.finished) throw new Error('the game is over');
  const events: GameEvent[] = [];
  for (const manager of activeManagers(game)) {
    const own = orders[manager.clubId] ?? {};
    if (own.selection) manager.selection = own.selection;
    playSquare(game, manager, own, events);
  }
  // A deal stands in the orders of the manager who offered it, whichever way the player goes.
  makeDeals(
    game,
    activeManagers(game).flatMap((m) => (orders[m.clubId]?.deals ?? []).filter((deal) => deal.fromId === m.clubId || deal.toId === m.clubId)),
    events,
  );
  settleAuctions(game, orders, dice, events);
  settleBankSales(game, orders, dice, events);
  for (const manager of activeManagers(game)) settleDebt(game, manager, events);
  playMatches(game, dice, events);
  runDownLoans(game, events);
  advance(game, dice, events);
  return events;
}

/** A club's side this turn: a manager's chosen or best 4-3-3, the computer's fixed side, 0 and 0 once resigned. */
export function sideOf(game: FortunesGame, clubId: string): TeamValues {
  if (isForeignClub(clubId)) return foreignSide(clubId);
  const manager = game.managers[clubId];
  if (!manager) return game.computerSides[clubId]!;
  if (manager.resigned) return { defence: 0, attack: 0 };
  const squad = [...manager.squad, ...borrowed(game, clubId)];
  const chosen = manager.selection && checkSelection(squad, manager.selection).length === 0 ? lineUpOf(squad, manager.selection) : null;
  return teamValues(chosen ?? bestLineUp(squad));
}

function playMatches(game: FortunesGame, dice: Dice, events: GameEvent[]): void {
  const slot = game.calendar[game.slot]!;
  const places = game.league.results.length > 0 ? positions(game.league) : {};
  const place = (id: string) => places[id] ?? UNPLACED;
  const payGate = (clubId: string, homeId: string, awayId: string) => {
    // Rulebook, "The squad": a side that cannot be fielded in full forfeits its gate.
    if (!isManagerClub(game, clubId) || sideOf(game, clubId).defence === 0) return;
    pay(game.managers[clubId]!, gateShare(place(homeId), place(awayId)), 'gate', events);
  };
  if (slot.kind === 'league') {
    for (const fixture of fixturesOfRound(game.league, slot.round)) {
      const sides = { home: sideOf(game, fixture.homeId), away: sideOf(game, fixture.awayId) };
      const score = playMatch(sides.home, sides.away, dice);
      game.league.results.push({ ...fixture, ...score });
      events.push({ type: 'league-result', ...fixture, ...score, sides });
      payGate(fixture.homeId, fixture.homeId, fixture.awayId);
      payGate(fixture.awayId, fixture.homeId, fixture.awayId);
    }
    return;
  }
  for (const cup of game.cups) {
    const wasRunning = !cup.ceased && cup.winnerId === null;
    const ties = playCupRound(
      cup,
      (id) => sideOf(game, id),
      (id) => isManagerClub(game, id),
      dice,
    );
    for (const tie of ties) {
      game.cupTies.push(tie);
      events.push({ type: 'cup-tie', tie });
      payGate(tie.homeId, tie.homeId, tie.awayId);
      payGate(tie.awayId, tie.homeId, tie.awayId);
    }
    if (wasRunning && cup.ceased) events.push({ type: 'cup-ceased', competition: cup.competition });
  }
}

function advance(game: FortunesGame, dice: Dice, events: GameEvent[]): void {
  let next = game.slot + 1;
  while (next < game.calendar.length && !slotIsPlayed(game, next)) next += 1;
  if (next < game.calendar.length) {
    game.slot = next;
    events.push(...openTurn(game, dice, false));
    return;
  }
  endSeasonLoans(game, events);
  endSeason(game, events);
  if (game.season >= game.seasons || activeManagers(game).length === 0) {
    game.pending = {};
    endGame(game, events);
    return;
  }
  game.season += 1;
  startSeason(game, dice);
  events.push(...openTurn(game, dice, true));
}

/**
 * Moves every manager and shows him what waits: the card of a Luck or Selection Problems square, the lot of an
 * auction square (the top of the Auction Pile, taken in turn). Before a season but the first each manager also
 * draws a Manager's Luck and a Selection Problem (rulebook, "Pre-season Fortunes"), played with his first turn.
 */
export function openTurn(game: FortunesGame, dice: Dice, preseason: boolean): GameEvent[] {
  const events: GameEvent[] = [];
  game.pending = {};
  for (const manager of activeManagers(game)) {
    const pending: Pending = { square: 'sunday', draws: [] };
    if (preseason) {
      pending.draws.push({ table: 'luck', roll: dice.roll(BOARD_CARDS.luck.length) });
      pending.draws.push({ table: 'selection-problems', roll: dice.roll(BOARD_CARDS['selection-problems'].length) });
    }
    const move = rollSquare(manager.position, dice);
    manager.position = move.to;
    pending.square = move.square;
    events.push({ type: 'moved', clubId: manager.clubId, roll: move.roll, to: move.to, square: move.square });
    if (move.square === 'luck' || move.square === 'selection-problems') {
      pending.draws.push({ table: move.square, roll: dice.roll(BOARD_CARDS[move.square].length) });
    }
    if (move.square === 'auction' || move.square === 'half-price-auction') {
      const lot = game.auctionFile.shift();
      if (lot) pending.lot = lot;
    }
    game.pending[manager.clubId] = pending;
  }
  return events;
}
