import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { OrderPrice } from '../../league/shared/order-prices.js';
import { moneyIn } from './money-words.js';
import { bidPriceText, trainingPriceText } from './order-reply.render.js';
import { standIn } from './stadium.render.js';
import { roleIn } from './staff.render.js';

/** An order's reply with its price or effect after it, in the reader's language. */
export function withPrice(reply: string, price: OrderPrice | undefined, locale: Locale = DEFAULT_LOCALE): string {
  return price ? `${reply}\n${priceText(price, locale)}` : reply;
}

/** The sentence a reply to an order carries: what it costs or can bring, and the money left. */
export function priceText(price: OrderPrice, locale: Locale = DEFAULT_LOCALE): string {
  const pounds = (amount: number) => moneyIn(locale, amount);
  switch (price.kind) {
    case 'build': {
      const capacity = { during: price.capacityDuring, now: price.capacityNow, after: price.capacityAfter };
      const closed =
        price.weeksClosed > 0
          ? t(locale, 'ground.price.closed', { stand: standIn(locale, price.stand), weeks: price.weeksClosed, ...capacity })
          : t(locale, 'ground.price.ready', capacity);
      return t(locale, 'ground.price.build', { cost: pounds(price.cost), closed, after: pounds(price.balanceAfter), balance: pounds(price.balance) });
    }
    case 'hire':
      return t(locale, 'backroom.price.hire', {
        role: roleIn(locale, price.role),
        duty: t(locale, `staff.${price.role}.duty`),
        wage: pounds(price.wage),
        balance: pounds(price.balance),
      });
    case 'sponsor':
      if (price.continues) return t(locale, 'sponsor.price.continues');
      return t(locale, 'sponsor.price', {
        years: price.years,
        range: range(locale, price.least, price.most),
        other: range(locale, price.otherLeast, price.otherMost),
      });
    case 'bid':
      return bidPriceText(locale, price);
    case 'sale':
      return t(locale, 'sale.price', {
        price: pounds(price.askingPrice),
        mode: price.mode,
        roll: t(locale, 'sale.roll', { sellsOn: price.sellsOn }),
        week: price.firstRollWeek,
      });
    case 'training':
      return trainingPriceText(locale, price);
    case 'boxes':
      return t(locale, 'ground.price.boxes', { cost: pounds(price.cost), income: pounds(price.incomePerHomeGame), balance: pounds(price.balance) });
  }
}

function range(locale: Locale, least: number, most: number): string {
  return least === most ? moneyIn(locale, least) : t(locale, 'sponsor.range', { least: moneyIn(locale, least), most: moneyIn(locale, most) });
}
