import type { APIEmbed } from 'discord.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import type { MarketView } from '../../league/shared/views.js';
import { COLOURS, name, positions } from './format.js';
import { abilityIn, formIn } from './form-words.js';
import { moneyIn } from './money-words.js';

/** "ability 5–10 · form ↓↓ slump …": the legend read beside abilities and form. */
export function abilityFormLegendIn(locale: Locale): string {
  return `${t(locale, 'legend.ability')} · ${t(locale, 'legend.form')}`;
}

/** One page of the transfer list. Sealed bids appear only to the club that made them. */
export function renderMarket(view: MarketView, locale: Locale = DEFAULT_LOCALE): APIEmbed {
  const lines = view.listings.map((listing) => {
    const { player } = listing;
    const seller = listing.sellerName ? t(locale, 'market.from', { club: name(listing.sellerName) }) : '';
    const age = t(locale, 'squad.age', { age: player.age });
    const price = `${moneyIn(locale, listing.askingPrice)} (${t(locale, 'market.mode', { mode: listing.mode })})`;
    return `**${name(player.name)}** ${positions(player.positions)} · ${abilityIn(locale, player.ability)} ${formIn(locale, player.form)} · ${age} — ${price}${seller}`;
  });
  const bids = view.myBids.map(
    (bid) => `${bid.playerName === null ? t(locale, 'market.bid.gone') : name(bid.playerName)}: ${moneyIn(locale, bid.amount)}`,
  );
  return {
    title: t(locale, 'market.title'),
    description: lines.join('\n') || t(locale, 'market.empty'),
    color: COLOURS.transfer,
    ...(bids.length > 0 ? { fields: [{ name: t(locale, 'market.myBids'), value: bids.join('\n') }] } : {}),
    footer: { text: t(locale, 'market.footer', { page: view.page + 1, pages: Math.max(1, view.pageCount), legend: abilityFormLegendIn(locale) }) },
  };
}
