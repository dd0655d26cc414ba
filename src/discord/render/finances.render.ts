import type { APIEmbed } from 'discord.js';
import type { Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';
import type { FinancesView, LedgerLine } from '../../league/shared/views.js';
import { knownLedgerDetailIn } from './ledger-detail.js';
import { COLOURS, money, name, signedMoney } from './format.js';

/** Money in the reader's language; English keeps the renderers' own "£1,250,000" and "−£300". */
function moneyIn(locale: Locale, amount: number, signed = false): string {
  if (locale === 'en') return signed ? signedMoney(amount) : money(amount);
  const text = formatMoney(locale, amount);
  return signed && amount > 0 ? `+${text}` : text;
}

/**
 * What a ledger line was for. The engine keeps an English detail with each line ("Tom Hart bought"), said in the
 * reader's language (ledger-detail.ts); another language names the line's kind when it does not know the detail.
 */
function ledgerWhat(locale: Locale, line: LedgerLine): string {
  if (locale === 'en') return name(line.detail || line.reason);
  return (line.detail ? knownLedgerDetailIn(locale, line.detail) : null) ?? t(locale, `club.ledger.${line.reason}`);
}

export function renderFinances(view: FinancesView, locale: Locale = 'en'): APIEmbed {
  const ledger = view.recent.map((line) =>
    t(locale, 'club.finances.line', {
      season: line.season,
      week: line.week,
      amount: moneyIn(locale, line.amount, true),
      what: ledgerWhat(locale, line),
      balance: moneyIn(locale, line.balance),
    }),
  );
  const sponsor = view.sponsor
    ? t(locale, 'club.finances.sponsorDeal', {
        sponsor: name(view.sponsor.name),
        amount: moneyIn(locale, view.sponsor.amount),
        years: view.sponsor.years,
        season: view.sponsor.signedSeason,
      })
    : t(locale, 'club.finances.noSponsor');
  return {
    title: t(locale, 'club.finances.title', { club: view.club.name }),
    color: COLOURS.money,
    fields: [
      { name: t(locale, 'club.finances.balance'), value: moneyIn(locale, view.balance), inline: true },
      { name: t(locale, 'club.finances.sponsor'), value: sponsor, inline: true },
      { name: t(locale, 'club.finances.ledger'), value: ledger.join('\n') || t(locale, 'club.finances.ledgerEmpty') },
    ],
  };
}
