import type { Transaction } from 'kysely';
import type { ClubHeader } from '../../../db/repositories/club.repository.js';
import type { Database, LeagueRow } from '../../../db/tables.js';
import { HALF_PRICE_STEP } from '../../../engine/fortunes-game/auctions.js';
import { bankAskingPrice } from '../../../engine/fortunes-game/cash.js';
import { pounds } from '../../../engine/money/format.js';
import { BOARD_CARDS, harms } from '../../../engine/fortunes-game/board-cards.js';
import type { Selection } from '../../../engine/fortunes-game/line-up.js';
import type { TurnOrders } from '../../../engine/fortunes-game/orders.js';
import type { Section } from '../../../engine/fortunes-game/star-card.js';
import { validateTurnOrders, type TurnOrderProblem } from '../../../engine/fortunes-game/validate.js';
import type { Violation } from '../../../engine/violations.js';
import type { LeagueDeps } from '../../deps.js';
import { Conflict, RuleViolation } from '../../errors.js';
import { requireManagerClub } from '../../guards.js';
import type { ManagerInput } from '../../resolve/league-ref.js';
import { clubOrdersOf } from '../../shared/stored-orders.js';
import { storeOrderKinds } from '../../shared/store-order-kinds.js';
import { resolveLeagueShared } from '../../resolve/league-ref.js';
import { fortunesGame } from './fortunes-game-mode.js';
import type { FortunesGameLeague } from './fortunes-game-league.js';

/** What the Football Fortunes commands work on: the manager's club, the game and his orders for this turn. */
export interface FortunesGameContext {
  league: LeagueRow;
  club: ClubHeader;
  state: FortunesGameLeague;
  orders: TurnOrders;
}

const KINDS = ['selection', 'crisisSection', 'bankSales', 'useImmunity', 'bids'] as const satisfies readonly (keyof TurnOrders)[];

async function readContext(trx: Transaction<Database>, input: ManagerInput, lockClub: boolean): Promise<FortunesGameContext> {
  const league = await resolveLeagueShared(trx, input);
  const club = await requireManagerClub(trx, league.id, input.userId, lockClub ? trx : null);
  const state = await fortunesGame.read(trx, league);
  const orders = (await clubOrdersOf(trx, league.id, club.id, league.turn)) as TurnOrders;
  return { league, club, state, orders };
}

/** The manager's club, the game and his orders, for reading. */
export async function fortunesGameContext(deps: LeagueDeps, input: ManagerInput): Promise<FortunesGameContext> {
  return deps.db.transaction().execute((trx) => readContext(trx, input, false));
}

function refuse(problems: TurnOrderProblem[]): never {
  throw new RuleViolation(problems as unknown as Violation[]);
}

/**
 * The path every Football Fortunes order takes, as the other games': hold the league against a turn being played,
 * lock the manager's club, apply the change to his orders for this turn and check the whole set with the engine.
 * Nothing is stored when it is refused.
 */
async function changeOrders(deps: LeagueDeps, input: ManagerInput, change: (ctx: FortunesGameContext) => TurnOrders): Promise<FortunesGameContext> {
  return deps.db.transaction().execute(async (trx) => {
    const ctx = await readContext(trx, input, true);
    if (ctx.state.game.finished) throw new Conflict('game-over', 'The game is over: no more orders. See /league points for the winner.');
    const next = change(ctx);
    const problems = validateTurnOrders(ctx.state.game, ctx.club.id, next);
    if (problems.length) refuse(problems);
    const where = { leagueId: ctx.league.id, clubId: ctx.club.id, turn: ctx.league.turn, by: input.userId, at: deps.clock.now() };
    await storeOrderKinds(trx, where, KINDS, ctx.orders, next);
    return { ...ctx, orders: next };
  });
}

function squareOf(ctx: FortunesGameContext) {
  return ctx.state.game.pending[ctx.club.id];
}

/** /select: the 4-3-3 from his cards, which stands until he changes it. */
export async function setFortunesSelection(deps: LeagueDeps, input: ManagerInput & { selection: Selection }): Promise<FortunesGameContext> {
  return changeOrders(deps, input, ({ orders }) => ({ ...orders, selection: input.selection }));
}

/** /fortune crisis: on the Crisis square, the section whose best specialist goes to the bank. */
export async function setFortunesCrisis(deps: LeagueDeps, input: ManagerInput & { section: Section }): Promise<FortunesGameContext> {
  return changeOrders(deps, input, (ctx) => {
    if (squareOf(ctx)?.square !== 'crisis')
      refuse([{ code: 'crisis-not-now', message: 'You are not on Crisis this turn: see your square with /fortune show.' }]);
    return { ...ctx.orders, crisisSection: input.section };
  });
}

/** /fortune bank_sell: on Bank Finance, one of his own cards to sell to the bank (or, with sell false, kept). */
export async function setFortunesBankSale(deps: LeagueDeps, input: ManagerInput & { cardId: string; sell: boolean }): Promise<FortunesGameContext> {
  return changeOrders(deps, input, ({ orders }) => {
    const rest = (orders.bankSales ?? []).filter((id) => id !== input.cardId);
    const sales = input.sell ? [...rest, input.cardId] : rest;
    const { bankSales: _old, ...others } = orders;
    return sales.length > 0 ? { ...others, bankSales: sales } : others;
  });
}

/** /fortune bid: a sealed bid for this turn's lot or a bank card, or (amount null) the bid taken back. */
export async function setFortunesBid(
  deps: LeagueDeps,
  input: ManagerInput & { cardId: string; amount: number | null },
): Promise<FortunesGameContext> {
  return changeOrders(deps, input, (ctx) => {
    const { orders } = ctx;
    const bids = { ...(orders.bids ?? {}) };
    if (input.amount !== null) checkBid(ctx, input.cardId, input.amount);
    if (input.amount === null) {
      if (!(input.cardId in bids)) refuse([{ code: 'no-bid', message: `You have no bid for ${input.cardId} to take back.` }]);
      delete bids[input.cardId];
    } else bids[input.cardId] = input.amount;
    const { bids: _old, ...others } = orders;
    return Object.keys(bids).length > 0 ? { ...others, bids } : others;
  });
}

/**
 * What the engine would pass over in silence, refused with the rule: a bank card bid under its asking price, and on
 * the manager's own 50% Auction a bid not in £10,000s.
 */
function checkBid(ctx: FortunesGameContext, cardId: string, amount: number): void {
  const { game } = ctx.state;
  const banked = game.bank.find((c) => c.id === cardId);
  if (banked && amount < bankAskingPrice(banked)) {
    refuse([{ code: 'bid-under-asking', message: `The bank sells ${cardId} for 1.5 times his value or more: ${pounds(bankAskingPrice(banked))}.` }]);
  }
  const own = game.pending[ctx.club.id];
  if (own?.square === 'half-price-auction' && own.lot?.id === cardId && amount % HALF_PRICE_STEP !== 0) {
    refuse([
      { code: 'bid-half-price-step', message: `On your own 50% Auction you bid in multiples of ${pounds(HALF_PRICE_STEP)}; you pay half of it.` },
    ]);
  }
}

/** /fortune immunity: spend an Immunity card on the harmful Selection Problem shown to him this turn, or keep it. */
export async function setFortunesImmunity(deps: LeagueDeps, input: ManagerInput & { use: boolean }): Promise<FortunesGameContext> {
  return changeOrders(deps, input, (ctx) => {
    const harmful = (squareOf(ctx)?.draws ?? []).some((d) => d.table === 'selection-problems' && harms(BOARD_CARDS[d.table][d.roll - 1]!));
    if (input.use && !harmful) {
      refuse([
        { code: 'immunity-not-now', message: 'No Selection Problem that harms you is shown to you this turn: an Immunity card cancels only one.' },
      ]);
    }
    return { ...ctx.orders, useImmunity: input.use };
  });
}
