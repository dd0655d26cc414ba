import { BANK_BUYS_AT, BANK_SELLS_AT, CRISIS_FINE, IMMUNITY_CARDS, SPONSORSHIP_PAY, WAGES_CHART } from '../../league/state-views/rule-figures.js';
import type { Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';

/** /help fortunes in a football league with the Fortunes board: the board's rules, with the league's figures. */
export function fortunesHelp(locale: Locale = 'en'): { title: string; lines: string[] } {
  const [top, ...rest] = WAGES_CHART;
  const bottom = rest.at(-1)!;
  return {
    title: t(locale, 'help.fortunes.title'),
    lines: [
      t(locale, 'help.fortunes.roll'),
      t(locale, 'help.fortunes.wages', {
        lowest: formatMoney(locale, bottom.amount),
        highest: formatMoney(locale, top!.amount),
        sponsorship: formatMoney(locale, SPONSORSHIP_PAY),
      }),
      t(locale, 'help.fortunes.crisis', { fine: formatMoney(locale, CRISIS_FINE) }),
      t(locale, 'help.fortunes.cards', { immunity: IMMUNITY_CARDS }),
      t(locale, 'help.fortunes.bank', { buysAt: BANK_BUYS_AT * 100, sellsAt: BANK_SELLS_AT * 100 }),
      t(locale, 'help.fortunes.auction'),
      t(locale, 'help.fortunes.debt'),
      t(locale, 'help.fortunes.points'),
    ],
  };
}
