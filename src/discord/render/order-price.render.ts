import { standName } from '../../league/state-views/rule-figures.js';
import type { StaffRole } from '../../engine/model/types.js';
import type { OrderPrice } from '../../league/shared/order-prices.js';
import { money, thousands } from './format.js';
import { STAFF_LABELS } from './staff.render.js';
import { bidPriceText, trainingPriceText } from './order-reply.render.js';
import { dealName, weeks } from './words.js';

/** What each role does for the club (rulebook, "Staff", "Training", "Chief Scout", "Youth Team Coach", "Club Doctor"). */
export const STAFF_DUTIES: Readonly<Record<StaffRole, string>> = {
  headCoach: 'lets your players train for a new position',
  assistantManager: 'cuts ability training from 10 weeks to 9 (hire him from the start of the season)',
  chiefScout: 'lets you shape the age, position or ability of your weekly new listing',
  youthTeamCoach: 'brings a 17-year-old into the squad for every three weeks in a row he is employed',
  clubDoctor: 'shortens every injury by a week (never below one)',
};

/** An order's reply with its price or effect after it. */
export function withPrice(reply: string, price: OrderPrice | undefined): string {
  return price ? `${reply}\n${priceText(price)}` : reply;
}

/** The sentence a reply to an order carries: what it costs or can bring, and the money left. */
export function priceText(price: OrderPrice): string {
  switch (price.kind) {
    case 'build': {
      const closed =
        price.weeksClosed > 0
          ? `The ${standName(price.stand)} is closed for ${weeks(price.weeksClosed)}: capacity ${thousands(price.capacityDuring)} during the works (${thousands(price.capacityNow)} now), ${thousands(price.capacityAfter)} after.`
          : `It is ready for week 1: capacity ${thousands(price.capacityAfter)} (${thousands(price.capacityNow)} now).`;
      return `Cost ${money(price.cost)}, paid when the week is played. ${closed} Balance after this week's building: ${money(price.balanceAfter)} (now ${money(price.balance)}).`;
    }
    case 'hire':
      return `The ${STAFF_LABELS[price.role]} ${STAFF_DUTIES[price.role]}. Wage ${money(price.wage)} a week, the first paid when he is hired; balance now ${money(price.balance)}.`;
    case 'sponsor':
      if (price.continues) return 'You are in the second year of a two-year deal: your sponsor stays and pays nothing this season.';
      return `A ${dealName(price.years)} pays ${range(price.least, price.most)} now, depending on the chairman's die${price.years === 2 ? ', and nothing next season' : ''}. A ${dealName(price.years === 2 ? 1 : 2)} would pay ${range(price.otherLeast, price.otherMost)}.`;
    case 'bid':
      return bidPriceText('en', price);
    case 'sale':
      return `Asking price ${money(price.askingPrice)} (${price.mode === 'quick' ? 'half his value' : 'his full value'}). He goes when another manager bids, or on a die roll of ${price.sellsOn === 6 ? '6' : `${price.sellsOn} or more`}, from week ${price.firstRollWeek}.`;
    case 'training':
      return trainingPriceText('en', price);
    case 'boxes':
      return `Cost ${money(price.cost)}, paid when the week is played; they bring ${money(price.incomePerHomeGame)} a home game. Balance now ${money(price.balance)}.`;
  }
}

function range(least: number, most: number): string {
  return least === most ? money(least) : `${money(least)} to ${money(most)}`;
}
