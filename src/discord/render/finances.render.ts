import type { APIEmbed } from 'discord.js';
import type { FinancesView } from '../../league/shared/views.js';
import { COLOURS, money, name, signedMoney } from './format.js';
import { dealName } from './words.js';

export function renderFinances(view: FinancesView): APIEmbed {
  const ledger = view.recent.map(
    (line) => `S${line.season} W${line.week} · ${signedMoney(line.amount)} · ${name(line.detail || line.reason)} → ${money(line.balance)}`,
  );
  const sponsor = view.sponsor
    ? `${name(view.sponsor.name)}: ${money(view.sponsor.amount)} on a ${dealName(view.sponsor.years)} from season ${view.sponsor.signedSeason}`
    : 'None';
  return {
    title: `${view.club.name}: finances`,
    color: COLOURS.money,
    fields: [
      { name: 'Balance', value: money(view.balance), inline: true },
      { name: 'Sponsor', value: sponsor, inline: true },
      { name: 'Recent ledger', value: ledger.join('\n') || 'Nothing yet.' },
    ],
  };
}
