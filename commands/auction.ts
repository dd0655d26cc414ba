import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type APIEmbed, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { answerWithin, managerInput, maybeChannelLeague } from '../src/discord/command-kit.js';
import { cardCode, cardCodes } from '../src/discord/card-codes.js';
import { cardMoney } from '../src/discord/card-money.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { bidLine, cardLabel, pence } from '../src/discord/render/cards.render.js';
import { COLOURS } from '../src/discord/render/format.js';
import { respond } from '../src/discord/reply.js';
import { localeOf, type Locale } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { LeagueError, cardsHand, placeCardsBid, withdrawCardsBid, type HandView } from '../src/league/index.js';
import type { Command } from './index.js';

/** Bids are sealed: in pounds and pence, up to what a manager could ever hold. */
const MAX_BID_POUNDS = 10_000;

const data = new SlashCommandBuilder()
  .setName('auction')
  .setDescription('Cards: the lots on offer and your sealed bids')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) => sub.setName('show').setDescription('The lots on offer and your bids'))
  .addSubcommand((sub) =>
    sub
      .setName('bid')
      .setDescription('A sealed bid for a lot, in money and player cards (replaces your earlier bid for it)')
      .addStringOption((o) =>
        o.setName('lot').setDescription('The card on offer, such as 9H').setRequired(true).setAutocomplete(true).setMaxLength(3),
      )
      .addNumberOption((o) => o.setName('amount').setDescription('Pounds, such as 2.50').setRequired(true).setMinValue(0).setMaxValue(MAX_BID_POUNDS))
      .addStringOption((o) =>
        o.setName('pay_with').setDescription('Player cards the bank takes at their level in pounds, such as "2S 3D"').setMaxLength(40),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('withdraw')
      .setDescription('Take a bid back')
      .addStringOption((o) => o.setName('lot').setDescription('The card you bid for').setRequired(true).setAutocomplete(true).setMaxLength(3)),
  );

const schemas = {
  bid: z.object({
    lot: cardCode,
    amount: cardMoney(MAX_BID_POUNDS).pipe(z.number().min(0)),
    pay_with: cardCodes.optional(),
  }),
  withdraw: z.object({ lot: cardCode }),
};

/** The money a manager may bid: what is left after the bill for his kept cards, paid when the auction closes. */
function moneyForBids(hand: HandView, locale: Locale): string {
  if (hand.keepBill === 0) return t(locale, 'cards.auction.moneyAll', { money: pence(hand.pence, locale) });
  const left = Math.max(0, hand.pence - hand.keepBill);
  return t(locale, 'cards.auction.moneyLeft', { left: pence(left, locale), money: pence(hand.pence, locale), bill: pence(hand.keepBill, locale) });
}

function auctionEmbed(hand: HandView, content: string, locale: Locale): APIEmbed {
  const lots = hand.lots.map((c) => cardLabel(c)).join(' · ');
  return {
    title: t(locale, 'cards.auction.title', { club: hand.clubName }),
    description: `${content}\n\n${t(locale, 'cards.auction.onOffer', { lots: lots || t(locale, 'cards.auction.nothing') })}`,
    color: COLOURS.transfer,
    fields: [
      { name: t(locale, 'cards.auction.bids'), value: hand.bids.map((b) => bidLine(b, locale)).join('\n') || t(locale, 'cards.none') },
      { name: t(locale, 'cards.money'), value: moneyForBids(hand, locale), inline: true },
    ],
  };
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const input = managerInput(interaction, 'cards');
  const locale = localeOf(interaction.locale);
  let content = t(locale, 'cards.auction.rule');
  if (subcommand === 'bid') {
    const bid = parseValues(schemas.bid, values);
    await placeCardsBid(ctx, { ...input, bid: { lot: bid.lot, pence: bid.amount, cards: bid.pay_with ?? [] } });
    content = t(locale, 'cards.auction.saved', { lot: cardLabel(bid.lot) });
  } else if (subcommand === 'withdraw') {
    const { lot } = parseValues(schemas.withdraw, values);
    await withdrawCardsBid(ctx, { ...input, lot });
    content = t(locale, 'cards.auction.withdrawn', { lot: cardLabel(lot) });
  }
  await respond(interaction, { embeds: [auctionEmbed(await cardsHand(ctx, input), content, locale)], ephemeral: true });
}

/** The lots on offer, for a manager of the channel's cards league. */
async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    const league = await maybeChannelLeague(interaction, ctx);
    if (league?.game !== 'cards') return [];
    try {
      const hand = await cardsHand(ctx, { leagueId: league.id, userId: interaction.user.id });
      return hand.lots.map((lot) => ({ name: cardLabel(lot), value: lot }));
    } catch (error) {
      // Someone who manages no club here is offered nothing.
      if (error instanceof LeagueError) return [];
      throw error;
    }
  });
}

export default { data, execute, autocomplete } satisfies Command;
