import type { APIEmbedField } from 'discord.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { formatMoney } from '../../i18n/money.js';
import { t } from '../../i18n/translate.js';
import type { WeekSpendingView } from '../../league/shared/week-spending.js';
import { money, name } from './format.js';

/** English keeps its "−£5,000" for a debt; another language writes money its own way. */
function moneyIn(locale: Locale, amount: number): string {
  return locale === 'en' ? money(amount) : formatMoney(locale, amount);
}

/** The bids by player, for the /ready summary; only the manager sees it. */
export function bidsLine(spending: WeekSpendingView | null, locale: Locale = DEFAULT_LOCALE): string {
  const bids = spending?.bidLines ?? [];
  if (bids.length === 0) return t(locale, 'ready.bids.none');
  const lines = bids.map((b) => {
    const bid = { player: b.playerName === null ? t(locale, 'ready.bid.gone') : name(b.playerName), amount: moneyIn(locale, b.amount) };
    return b.askingPrice !== null ? t(locale, 'ready.bid.asking', { ...bid, asking: moneyIn(locale, b.askingPrice) }) : `${bid.player} ${bid.amount}`;
  });
  return t(locale, 'ready.bids', { bids: lines.join(', ') });
}

/** A warning when the week's spending at most would leave the club in debt, and what debt stops. */
export function debtField(spending: WeekSpendingView | null, locale: Locale = DEFAULT_LOCALE): APIEmbedField[] {
  if (!spending || spending.balanceAfter >= 0) return [];
  const parts = [
    spending.building ? t(locale, 'ready.debt.building', { amount: moneyIn(locale, spending.building) }) : '',
    spending.bids ? t(locale, 'ready.debt.bids', { amount: moneyIn(locale, spending.bids) }) : '',
    spending.wages ? t(locale, 'ready.debt.wages', { amount: moneyIn(locale, spending.wages) }) : '',
  ].filter(Boolean);
  const value = t(locale, 'ready.debt', {
    parts: parts.join(', '),
    balance: moneyIn(locale, spending.balance),
    after: moneyIn(locale, spending.balanceAfter),
  });
  return [{ name: t(locale, 'ready.money'), value }];
}
