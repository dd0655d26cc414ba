import type { TrainingCode } from '../../engine/model/types.js';
import { COMMAND_CATALOGUES } from '../../i18n/commands/index.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { OrderPrice } from '../../league/shared/order-prices.js';
import { name } from './format.js';
import { TRAINING_CHOICE_WORDS } from './words.js';

/** A training plan as /train offers it in the reader's language: the choice's own name there. */
function planName(locale: Locale, plan: TrainingCode | 'NONE'): string {
  const english = plan === 'NONE' ? 'No training' : TRAINING_CHOICE_WORDS[plan];
  if (locale === 'en') return english;
  const text = COMMAND_CATALOGUES[locale][`train plan:${plan}`];
  return typeof text === 'string' ? text : english;
}

/** What a training order brings, week by week or in how many weeks. */
export function trainingPriceText(locale: Locale, price: Extract<OrderPrice, { kind: 'training' }>): string {
  if (!price.code) return t(locale, 'reply.price.training.stop');
  const effect = t(locale, 'reply.price.training.effect', { plan: price.code });
  if (price.weeks === null || price.code === 'RST' || price.code === 'FIT') return t(locale, 'reply.price.training.weekByWeek', { effect });
  if (price.done) return t(locale, 'reply.price.training.weeksDone', { effect, weeks: price.weeks, done: price.done });
  return t(locale, 'reply.price.training.weeks', { effect, weeks: price.weeks });
}

/** What a bid costs if it wins, alone or against other managers, and the money it leaves. */
export function bidPriceText(locale: Locale, price: Extract<OrderPrice, { kind: 'bid' }>): string {
  const params = {
    asking: price.askingPrice,
    interested: price.askingPrice + price.premium,
    amount: price.amount,
    left: price.balance - price.amount,
    week: price.settledWeek,
  };
  if (!price.otherBids) return t(locale, 'reply.price.bid', params);
  return t(locale, 'reply.price.bidAmongOthers', { ...params, allWin: price.balance - price.amount - price.otherBids });
}

/** /train's answer: the plan set, the week's count of training orders, and what the plan brings. */
export function trainReply(
  locale: Locale,
  input: { player: string; plan: TrainingCode | 'NONE'; orders: number; price: OrderPrice | undefined },
): string {
  const reply = t(locale, 'reply.train.set', { player: name(input.player), plan: planName(locale, input.plan), orders: input.orders });
  return input.price?.kind === 'training' ? `${reply}\n${trainingPriceText(locale, input.price)}` : reply;
}

/** /bid's answer: the sealed bid, the week's bids in all, and what it costs if it wins. */
export function bidReply(
  locale: Locale,
  input: { player: string; amount: number; bids: number; total: number; price: OrderPrice | undefined },
): string {
  const reply = t(locale, 'reply.bid.placed', { amount: input.amount, player: name(input.player), bids: input.bids, total: input.total });
  return input.price?.kind === 'bid' ? `${reply}\n${bidPriceText(locale, input.price)}` : reply;
}

/** /bid's answer to an amount of 0. */
export function bidWithdrawnReply(locale: Locale, player: string): string {
  return t(locale, 'reply.bid.withdrawn', { player: name(player) });
}
