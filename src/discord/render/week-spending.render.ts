import type { APIEmbedField } from 'discord.js';
import type { WeekSpendingView } from '../../league/shared/week-spending.js';
import { money, name } from './format.js';

/** The bids by player, for the /ready summary; only the manager sees it. */
export function bidsLine(spending: WeekSpendingView | null): string {
  const bids = spending?.bidLines ?? [];
  if (bids.length === 0) return 'Bids: none';
  return `Bids: ${bids.map((b) => `${name(b.playerName)} ${money(b.amount)}${b.askingPrice !== null ? ` (asking ${money(b.askingPrice)})` : ''}`).join(', ')}`;
}

/** A warning when the week's spending at most would leave the club in debt, and what debt stops. */
export function debtField(spending: WeekSpendingView | null): APIEmbedField[] {
  if (!spending || spending.balanceAfter >= 0) return [];
  const parts = [
    spending.building ? `building ${money(spending.building)}` : '',
    spending.bids ? `bids ${money(spending.bids)} if all win` : '',
    spending.wages ? `wages ${money(spending.wages)}` : '',
  ].filter(Boolean);
  return [
    {
      name: 'Money',
      value: `⚠️ This week's spending (${parts.join(', ')}) would take the club from ${money(spending.balance)} to ${money(spending.balanceAfter)}, in debt before any income. A club in debt cannot buy players, build or hire staff until its balance is back above zero.`,
    },
  ];
}
