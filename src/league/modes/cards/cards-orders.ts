import type { Transaction } from 'kysely';
import type { ClubHeader } from '../../../db/repositories/club.repository.js';
import type { Database, LeagueRow } from '../../../db/tables.js';
import type { CardId } from '../../../engine/cards/cards.js';
import type { Lineup } from '../../../engine/cards/lineup.js';
import type { Bid, CardsOrders } from '../../../engine/cards/orders.js';
import { validateCardsOrders } from '../../../engine/cards/validate.js';
import { cardsViolation } from '../../../engine/cards/violations.js';
import type { Violation } from '../../../engine/model/violations.js';
import type { LeagueDeps } from '../../deps.js';
import { Conflict, RuleViolation } from '../../errors.js';
import { requireManagerClub } from '../../guards.js';
import type { ManagerInput } from '../../resolve/league-ref.js';
import { resolveLeagueShared } from '../../resolve/league-ref.js';
import { clubOrdersOf } from '../../shared/stored-orders.js';
import { storeOrderKinds } from '../../shared/store-order-kinds.js';
import { cards } from './cards-mode.js';
import type { CardsLeague } from '../../shared/cards-league.js';

/** What the cards commands work on: the manager's club, the league's state and his orders for this turn. */
export interface CardsOrderContext {
  league: LeagueRow;
  club: ClubHeader;
  state: CardsLeague;
  orders: CardsOrders;
}

const KINDS = ['keep', 'sheet', 'bids'] as const satisfies readonly (keyof CardsOrders)[];

async function cardsOrderContext(trx: Transaction<Database>, input: ManagerInput, lockClub: boolean): Promise<CardsOrderContext> {
  const league = await resolveLeagueShared(trx, input);
  const club = await requireManagerClub(trx, league.id, input.userId, lockClub ? trx : null);
  const state = await cards.read(trx, league);
  const orders = (await clubOrdersOf(trx, league.id, club.id, league.turn)) as CardsOrders;
  return { league, club, state, orders };
}

/** The manager's hand, his orders and the game, for reading. */
export async function cardsContext(deps: LeagueDeps, input: ManagerInput): Promise<CardsOrderContext> {
  return deps.db.transaction().execute((trx) => cardsOrderContext(trx, input, false));
}

/**
 * The path every cards order takes, as football's: hold the league against a step being played, lock the
 * manager's club, apply the change to his orders for this turn and check the whole set with the engine. Nothing
 * is stored when it is refused.
 */
async function changeCardsOrders(deps: LeagueDeps, input: ManagerInput, change: (ctx: CardsOrderContext) => CardsOrders): Promise<CardsOrderContext> {
  return deps.db.transaction().execute(async (trx) => {
    const ctx = await cardsOrderContext(trx, input, true);
    if (ctx.state.game.phase === 'finished') throw new Conflict('game-over', { key: 'cards.gameOver' });
    const next = change(ctx);
    const violations = validateCardsOrders(ctx.state.game, ctx.club.id, next);
    if (violations.length) throw new RuleViolation(violations as unknown as Violation[]);
    const where = { leagueId: ctx.league.id, clubId: ctx.club.id, turn: ctx.league.turn, by: input.userId, at: deps.clock.now() };
    await storeOrderKinds(trx, where, KINDS, ctx.orders, next);
    return { ...ctx, orders: next };
  });
}

/** /keep: the cards kept from the deal (at least one picture card); the rest go back under the pack. */
export async function keepCards(deps: LeagueDeps, input: ManagerInput & { cards: CardId[] }): Promise<CardsOrderContext> {
  return changeCardsOrders(deps, input, ({ orders }) => ({ ...orders, keep: [...input.cards] }));
}

/** /play: the team sheet, which stands until changed. */
export async function setCardsSheet(deps: LeagueDeps, input: ManagerInput & { sheet: Lineup }): Promise<CardsOrderContext> {
  return changeCardsOrders(deps, input, ({ orders }) => ({ ...orders, sheet: input.sheet }));
}

/** /auction bid: one sealed bid for a lot, replacing an earlier one for the same lot. */
export async function placeCardsBid(deps: LeagueDeps, input: ManagerInput & { bid: Bid }): Promise<CardsOrderContext> {
  return changeCardsOrders(deps, input, ({ orders }) => ({
    ...orders,
    bids: [...(orders.bids ?? []).filter((b) => b.lot !== input.bid.lot), input.bid],
  }));
}

/** /auction withdraw: takes a bid back. */
export async function withdrawCardsBid(deps: LeagueDeps, input: ManagerInput & { lot: CardId }): Promise<CardsOrderContext> {
  return changeCardsOrders(deps, input, ({ orders }) => {
    if (!(orders.bids ?? []).some((b) => b.lot === input.lot)) {
      throw new RuleViolation([cardsViolation('bid-unknown-lot', 'cards-withdraw-no-bid', { lot: input.lot }) as unknown as Violation]);
    }
    const bids = (orders.bids ?? []).filter((b) => b.lot !== input.lot);
    const { bids: _old, ...rest } = orders;
    return bids.length > 0 ? { ...rest, bids } : rest;
  });
}
