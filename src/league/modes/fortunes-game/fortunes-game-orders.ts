import { HALF_PRICE_STEP } from '../../../engine/fortunes-game/auctions.js';
import { bankAskingPrice } from '../../../engine/fortunes-game/cash.js';
import { pounds } from '../../../engine/money/format.js';
import { BOARD_CARDS, harms } from '../../../engine/fortunes-game/board-cards.js';
import { SECTIONS, type Section } from '../../../engine/fortunes-game/star-card.js';
import { canPlayIn, FORMATION, type Selection } from '../../../engine/fortunes-game/line-up.js';
import { borrowed } from '../../../engine/fortunes-game/loans.js';
import type { TurnOrders } from '../../../engine/fortunes-game/orders.js';
import { validateTurnOrders, type TurnOrderProblem } from '../../../engine/fortunes-game/validate.js';
import type { Violation } from '../../../engine/model/violations.js';
import type { LeagueDeps } from '../../deps.js';
import { CATALOGUES, type MessageKey } from '../../../i18n/catalogue/index.js';
import type { Locale } from '../../../i18n/locales.js';
import { t } from '../../../i18n/translate.js';
import { Conflict, RuleViolation } from '../../errors.js';
import type { ManagerInput } from '../../resolve/league-ref.js';
import { storeOrderKinds } from '../../shared/store-order-kinds.js';
import { readFortunesGameContext, type FortunesGameContext } from './fortunes-game-context.js';
import { bestSideOf, standingSide } from './fortunes-game-views.js';

const KINDS = ['selection', 'crisisSection', 'bankSales', 'useImmunity', 'bids'] as const satisfies readonly (keyof TurnOrders)[];

/** A problem's message in the reader's language, where the catalogue has its code; else the engine's English sentence. */
function problemText(locale: Locale, problem: TurnOrderProblem): string {
  const key = `fortunes.refusal.${problem.code}`;
  return key in CATALOGUES.en ? t(locale, key as MessageKey, { ...problem.params }) : problem.message;
}

/** The rules refuse a Football Fortunes order: each problem told in the reader's language. */
class FortunesOrderRefused extends RuleViolation {
  constructor(private readonly problems: TurnOrderProblem[]) {
    super(problems as unknown as Violation[]);
  }
  override sentence(locale: Locale): string {
    return this.problems.map((p) => problemText(locale, p)).join(' ');
  }
}

function refuse(problems: TurnOrderProblem[]): never {
  throw new FortunesOrderRefused(problems);
}

/**
 * The path every Football Fortunes order takes, as the other games': hold the league against a turn being played,
 * lock the manager's club, apply the change to his orders for this turn and check the whole set with the engine.
 * Nothing is stored when it is refused.
 */
async function changeOrders(deps: LeagueDeps, input: ManagerInput, change: (ctx: FortunesGameContext) => TurnOrders): Promise<FortunesGameContext> {
  return deps.db.transaction().execute(async (trx) => {
    const ctx = await readFortunesGameContext(trx, input, true);
    if (ctx.state.game.finished) throw new Conflict('game-over', { key: 'fortunes.refusal.gameOver' });
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

/**
 * /select's menus: the cards of one section of his 4-3-3, the rest of his standing side kept. A card the section takes
 * from another section leaves a gap there, filled with his best card free to play in it (specialists first).
 */
export async function setFortunesSection(
  deps: LeagueDeps,
  input: ManagerInput & { section: Section; cardIds: string[] },
): Promise<FortunesGameContext> {
  return changeOrders(deps, input, (ctx) => {
    const { side } = standingSide(ctx);
    const taken = new Set(input.cardIds);
    const selection = Object.fromEntries(
      SECTIONS.map((s) => [s, s === input.section ? [...input.cardIds] : side[s].filter((c) => !taken.has(c.id)).map((c) => c.id)]),
    ) as Selection;
    const { game } = ctx.state;
    const squad = [...game.managers[ctx.club.id]!.squad, ...borrowed(game, ctx.club.id)];
    for (const s of SECTIONS) {
      const used = new Set(SECTIONS.flatMap((t) => selection[t]));
      const free = squad
        .filter((c) => !used.has(c.id) && canPlayIn(c, s))
        .sort((a, b) => Number(a.type === 'U') - Number(b.type === 'U') || b.stars - a.stars || a.id.localeCompare(b.id));
      selection[s] = [...selection[s], ...free.slice(0, Math.max(0, FORMATION[s] - selection[s].length)).map((c) => c.id)];
    }
    return { ...ctx.orders, selection };
  });
}

/** /select's button: his best 4-3-3 now, which stands until he changes it. */
export async function setFortunesBestSide(deps: LeagueDeps, input: ManagerInput): Promise<FortunesGameContext> {
  return changeOrders(deps, input, (ctx) => {
    const best = bestSideOf(ctx);
    return { ...ctx.orders, selection: Object.fromEntries(SECTIONS.map((s) => [s, best[s].map((c) => c.id)])) as Selection };
  });
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
      if (!(input.cardId in bids)) {
        refuse([{ code: 'no-bid', message: `You have no bid for ${input.cardId} to take back.`, params: { card: input.cardId } }]);
      }
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
    refuse([
      {
        code: 'bid-under-asking',
        message: `The bank sells ${cardId} for 1.5 times his value or more: ${pounds(bankAskingPrice(banked))}.`,
        params: { card: cardId, price: bankAskingPrice(banked) },
      },
    ]);
  }
  const own = game.pending[ctx.club.id];
  if (own?.square === 'half-price-auction' && own.lot?.id === cardId && amount % HALF_PRICE_STEP !== 0) {
    refuse([
      {
        code: 'bid-half-price-step',
        message: `On your own 50% Auction you bid in multiples of ${pounds(HALF_PRICE_STEP)}; you pay half of it.`,
        params: { step: HALF_PRICE_STEP },
      },
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

/** /fortune show's Bank Finance menu: the whole list of his own cards to sell to the bank; none keeps them all. */
export async function setFortunesBankSales(deps: LeagueDeps, input: ManagerInput & { cardIds: string[] }): Promise<FortunesGameContext> {
  return changeOrders(deps, input, ({ orders }) => {
    const { bankSales: _old, ...others } = orders;
    const sales = [...new Set(input.cardIds)];
    return sales.length > 0 ? { ...others, bankSales: sales } : others;
  });
}
