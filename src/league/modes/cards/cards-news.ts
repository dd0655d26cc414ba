import { clubHeaders } from '../../../db/repositories/club.repository.js';
import { lastPlayedStep } from '../../../db/repositories/played-steps.repository.js';
import type { CardId } from '../../../engine/cards/cards.js';
import type { CardsEvent } from '../../../engine/cards/events.js';
import type { CatalogueText } from '../../../i18n/translate.js';
import { sharedTradeFaultText } from '../../deals/cards-trade-fault-text.js';
import type { LeagueDeps } from '../../deps.js';
import type { ManagerInput } from '../../resolve/league-ref.js';
import { cardsContext } from './cards-orders.js';

/** One thing the last step did to a manager's hand or money, rivals' names resolved. */
export type CardsNewsItem =
  | { kind: 'kept'; cards: CardId[]; discarded: number }
  | { kind: 'kept-paid'; pence: number }
  | { kind: 'sold-for-bill'; card: CardId; pence: number }
  | { kind: 'bought'; lot: CardId; pence: number; cards: CardId[] }
  | { kind: 'lost-lot'; lot: CardId; to: string }
  | { kind: 'trade'; other: string; gave: CardId[]; took: CardId[]; paidPence: number; receivedPence: number }
  | { kind: 'trade-lapsed'; other: string; reason: CatalogueText }
  | { kind: 'gate-money'; pence: number }
  | { kind: 'prize'; pence: number; for: Extract<CardsEvent, { type: 'prize' }>['for'] }
  | { kind: 'injury'; card: CardId }
  | { kind: 'refused'; codes: string[] };

export interface CardsNewsView {
  clubName: string;
  /** The season of the step told of; null before any step is played. */
  season: number | null;
  items: CardsNewsItem[];
  pence: number;
}

function itemsFor(events: readonly CardsEvent[], me: string, name: (id: string) => string, myBids: ReadonlySet<CardId>): CardsNewsItem[] {
  const items: CardsNewsItem[] = [];
  for (const e of events) {
    if (e.type === 'kept' && e.managerId === me) items.push({ kind: 'kept', cards: e.cards, discarded: e.discarded });
    else if (e.type === 'kept-paid' && e.managerId === me) items.push({ kind: 'kept-paid', pence: e.pence });
    else if (e.type === 'sold-back' && e.managerId === me) items.push({ kind: 'sold-for-bill', card: e.card, pence: e.pence });
    else if (e.type === 'lot-sold' && e.managerId === me) items.push({ kind: 'bought', lot: e.lot, pence: e.pence, cards: e.cards });
    else if (e.type === 'lot-sold' && myBids.has(e.lot)) items.push({ kind: 'lost-lot', lot: e.lot, to: name(e.managerId) });
    else if (e.type === 'trade' && (e.fromId === me || e.toId === me)) {
      const mine = e.fromId === me;
      items.push({
        kind: 'trade',
        other: name(mine ? e.toId : e.fromId),
        gave: mine ? e.gave : e.took,
        took: mine ? e.took : e.gave,
        paidPence: mine ? e.paidPence : e.receivedPence,
        receivedPence: mine ? e.receivedPence : e.paidPence,
      });
    } else if (e.type === 'trade-failed' && (e.fromId === me || e.toId === me))
      items.push({ kind: 'trade-lapsed', other: name(e.fromId === me ? e.toId : e.fromId), reason: sharedTradeFaultText(e.fault) });
    else if (e.type === 'gate-money' && e.managerId === me) items.push({ kind: 'gate-money', pence: e.pence });
    else if (e.type === 'prize' && e.managerId === me) items.push({ kind: 'prize', pence: e.pence, for: e.for });
    else if (e.type === 'injury' && e.managerId === me) items.push({ kind: 'injury', card: e.card });
    else if (e.type === 'orders-refused' && e.managerId === me) items.push({ kind: 'refused', codes: e.codes });
  }
  return items;
}

/** /news in a cards league: what the step last played did to the manager's hand and money, his alone. */
export async function cardsNews(deps: LeagueDeps, input: ManagerInput): Promise<CardsNewsView> {
  const ctx = await cardsContext(deps, input);
  const { game } = ctx.state;
  const step = await lastPlayedStep(deps.db, ctx.league.id);
  const pence = game.managers[ctx.club.id]?.pence ?? 0;
  if (!step) return { clubName: ctx.club.name, season: null, items: [], pence };
  const names = new Map((await clubHeaders(deps.db, ctx.league.id)).map((c) => [c.id, c.name]));
  const orders = (step.orders as Record<string, { bids?: { lot: CardId }[] }>)[ctx.club.id];
  const myBids = new Set((orders?.bids ?? []).map((b) => b.lot));
  const events = step.events as unknown as CardsEvent[];
  return { clubName: ctx.club.name, season: step.season, items: itemsFor(events, ctx.club.id, (id) => names.get(id) ?? id, myBids), pence };
}
