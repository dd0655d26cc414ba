import { pendingCupStep } from '../../engine/cups/cup-steps.js';
import type { FortuneOrders } from '../../engine/fortunes/fortune-orders.js';
import { SECTIONS, type Section } from '../../engine/fortunes/squad.js';
import { violation } from '../../engine/model/violations.js';
import type { LeagueDeps } from '../deps.js';
import { Conflict, NotFound, RuleViolation } from '../errors.js';
import { checkAmount, checkOneOf } from '../shared/input-checks.js';
import { changeOrders, withKind, type OrderContext } from './orders.js';
import type { ManagerInput } from '../resolve/league-ref.js';
import type { OrdersView } from '../shared/views.js';

/**
 * The manager's Football Fortunes orders for the coming step, each one kind
 * of order ('fortune') checked by the engine like every other and carried out
 * when the step is played, so a replay of the league gives the same game.
 */
function nextFortune(ctx: OrderContext, change: (current: FortuneOrders) => FortuneOrders): FortuneOrders | undefined {
  if (!ctx.state.fortunes) {
    throw new RuleViolation([violation('not-a-fortunes-league', 'not-a-fortunes-league')]);
  }
  // A cup or European round is no turn of the board (docs/rules.md): an order given in it would never be played.
  if (pendingCupStep(ctx.state)) {
    throw new Conflict('cup-step', { key: 'refusal.fortune.cupStep' });
  }
  const next = clean(change(ctx.orders.fortune ?? {}));
  return Object.keys(next).length ? next : undefined;
}

/** Drops empty parts, so an order taken back leaves nothing stored; "keep my Immunity card" (false) is an order and stays. */
function clean(orders: FortuneOrders): FortuneOrders {
  return Object.fromEntries(Object.entries(orders).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as FortuneOrders;
}

/** Crisis: the section whose best specialist goes to the bank. */
export function setCrisisSection(deps: LeagueDeps, input: ManagerInput & { section: Section }): Promise<OrdersView> {
  checkOneOf(input.section, SECTIONS, 'section');
  return changeOrders(deps, input, (ctx) =>
    withKind(
      ctx.orders,
      'fortune',
      nextFortune(ctx, (current) => ({ ...current, crisisSection: input.section })),
    ),
  );
}

/** Bank Finance: add a player to this week's sales to the bank, or take him off. */
export function setBankSale(deps: LeagueDeps, input: ManagerInput & { playerId: string; sell: boolean }): Promise<OrdersView> {
  return changeOrders(deps, input, (ctx) =>
    withKind(
      ctx.orders,
      'fortune',
      nextFortune(ctx, (current) => {
        const others = (current.bankSales ?? []).filter((id) => id !== input.playerId);
        return { ...current, bankSales: input.sell ? [...others, input.playerId] : others };
      }),
    ),
  );
}

/** A sealed bid for a player the bank holds or one of this week's auction lots; null takes it back. */
export function setFortuneBid(deps: LeagueDeps, input: ManagerInput & { playerId: string; amount: number | null }): Promise<OrdersView> {
  if (input.amount !== null) checkAmount(input.amount);
  return changeOrders(deps, input, (ctx) =>
    withKind(
      ctx.orders,
      'fortune',
      nextFortune(ctx, (current) => {
        const fortunes = ctx.state.fortunes!;
        const kind = fortunes.bank.includes(input.playerId) ? 'bankBids' : fortunes.auctionPool.includes(input.playerId) ? 'auctionBids' : null;
        if (!kind) throw new NotFound('player', { key: 'refusal.fortune.notALot' });
        const others = (current[kind] ?? []).filter((b) => b.playerId !== input.playerId);
        if (input.amount === null && others.length === (current[kind] ?? []).length) throw new NotFound('bid', { key: 'refusal.fortune.noBid' });
        return { ...current, [kind]: input.amount === null ? others : [...others, { playerId: input.playerId, amount: input.amount }] };
      }),
    ),
  );
}

/** Spend (or keep) an Immunity card on this step's Selection Problem. */
export function setImmunityUse(deps: LeagueDeps, input: ManagerInput & { use: boolean }): Promise<OrdersView> {
  return changeOrders(deps, input, (ctx) =>
    withKind(
      ctx.orders,
      'fortune',
      nextFortune(ctx, (current) => ({ ...current, useImmunity: input.use })),
    ),
  );
}

/**
 * Bankruptcy: the order his players go to the bank in, should his debt be
 * enforced (the rest cheapest first). Each call puts one player next in the
 * order; null clears it.
 */
export function setDebtOrder(deps: LeagueDeps, input: ManagerInput & { playerId: string | null }): Promise<OrdersView> {
  return changeOrders(deps, input, (ctx) =>
    withKind(
      ctx.orders,
      'fortune',
      nextFortune(ctx, (current) => {
        const others = (current.debtSales ?? []).filter((id) => id !== input.playerId);
        return { ...current, debtSales: input.playerId === null ? [] : [...others, input.playerId] };
      }),
    ),
  );
}
