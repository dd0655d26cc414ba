import type { APIEmbed } from 'discord.js';
import type { MarketView } from '../../league/shared/views.js';
import { COLOURS, ability, formMark, money, name, positions } from './format.js';
import { ABILITY_FORM_LEGEND, SALE_WORDS } from './words.js';

/** One page of the transfer list. Sealed bids appear only to the club that made them. */
export function renderMarket(view: MarketView): APIEmbed {
  const lines = view.listings.map(
    (listing) =>
      `**${name(listing.player.name)}** ${positions(listing.player.positions)} · ${ability(listing.player.ability)} ${formMark(listing.player.form)} · age ${listing.player.age} — ${money(listing.askingPrice)} (${SALE_WORDS[listing.mode]})${listing.sellerName ? ` · from ${name(listing.sellerName)}` : ''}`,
  );
  const bids = view.myBids.map((bid) => `${name(bid.playerName)}: ${money(bid.amount)}`);
  return {
    title: 'Transfer list',
    description: lines.join('\n') || 'Nobody is listed just now: new players come onto the list every week.',
    color: COLOURS.transfer,
    ...(bids.length > 0 ? { fields: [{ name: 'Your sealed bids this week', value: bids.join('\n') }] } : {}),
    footer: { text: `Page ${view.page + 1} of ${Math.max(1, view.pageCount)} · bid with /bid · ${ABILITY_FORM_LEGEND}` },
  };
}
