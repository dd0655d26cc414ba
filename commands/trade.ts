import { SlashCommandBuilder } from '@discordjs/builders';
import {
  InteractionContextType,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { cardCodes } from '../src/discord/card-codes.js';
import { cardMoney } from '../src/discord/card-money.js';
import { channelLeagueOfAnyGame } from '../src/discord/command-kit.js';
import { autocompleteOwnOffers, autocompletePlayerList, autocompleteTradingClub, offerTarget } from '../src/discord/offer-options.js';
import { submitCounterForm } from '../src/discord/offer-counter-form.js';
import { answerOfferButton, replyOfferMade } from '../src/discord/offer-replies.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { renderOfferList } from '../src/discord/render/deal.render.js';
import { name } from '../src/discord/render/format.js';
import { respond } from '../src/discord/reply.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { cancelOffer, listOffers, offerCards, offerFortunesTransfer, offerTransfer, renewOffer } from '../src/league/index.js';
import { IMMUNITY_CARDS } from '../src/engine/model/fortunes-state.js';
import type { Command } from './index.js';

const MAX_MONEY = 100_000_000;

const data = new SlashCommandBuilder()
  .setName('trade')
  .setDescription('Deals with other managers: players (or cards) and money, offered and answered privately')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('offer')
      .setDescription('Offer a deal to another club: players either way, money either way')
      .addUserOption((o) => o.setName('manager').setDescription('The manager you make the offer to'))
      .addStringOption((o) => o.setName('club').setDescription('Or a club, for one the AI manages').setAutocomplete(true).setMaxLength(100))
      .addStringOption((o) =>
        o
          .setName('give')
          .setDescription('Your players who go to them, separated by commas (cards: codes such as "9H 2S")')
          .setAutocomplete(true)
          .setMaxLength(100),
      )
      .addStringOption((o) =>
        o
          .setName('get')
          .setDescription('Their players who come to you, separated by commas (cards: codes such as "KD")')
          .setAutocomplete(true)
          .setMaxLength(100),
      )
      .addNumberOption((o) =>
        o
          .setName('money')
          .setDescription('Pounds you pay them (cards: pounds and pence, such as 2.50)')
          .setMinValue(-MAX_MONEY)
          .setMaxValue(MAX_MONEY),
      )
      .addNumberOption((o) =>
        o.setName('ask').setDescription('Pounds they pay you (cards: pounds and pence, such as 2.50)').setMinValue(-MAX_MONEY).setMaxValue(MAX_MONEY),
      )
      .addIntegerOption((o) =>
        o
          .setName('immunity')
          .setDescription('The Fortunes board: Immunity cards you give them (negative: cards they give you)')
          .setMinValue(-IMMUNITY_CARDS)
          .setMaxValue(IMMUNITY_CARDS),
      ),
  )
  .addSubcommand((sub) => sub.setName('list').setDescription('Your offers in play, sent and received'))
  .addSubcommand((sub) =>
    sub
      .setName('cancel')
      .setDescription('Withdraw an open offer you made')
      .addStringOption((o) => o.setName('offer').setDescription('The offer number').setRequired(true).setAutocomplete(true).setMaxLength(20)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('renew')
      .setDescription('Keep an open offer you made until the next deadline')
      .addStringOption((o) => o.setName('offer').setDescription('The offer number').setRequired(true).setAutocomplete(true).setMaxLength(20)),
  );

const target = { manager: z.string().optional(), club: z.string().trim().max(100).optional() };
const schemas = {
  offer: z.object({
    ...target,
    give: z.string().max(100).optional(),
    get: z.string().max(100).optional(),
    money: z.number().int('option.wholePounds').max(MAX_MONEY).optional(),
    ask: z.number().int('option.wholePounds').max(MAX_MONEY).optional(),
    immunity: z.number().int('option.wholeCards').min(-IMMUNITY_CARDS).max(IMMUNITY_CARDS).optional(),
  }),
  cardsOffer: z.object({
    ...target,
    give: cardCodes.optional(),
    get: cardCodes.optional(),
    money: cardMoney(MAX_MONEY).optional(),
    ask: cardMoney(MAX_MONEY).optional(),
  }),
  offerId: z.object({ offer: z.string().trim().min(1).max(20) }),
};

/** In a cards league the same options name cards by code ("9H 2S") and money in pounds and pence, as the card game keeps it. */
async function offerCardsTrade(interaction: ChatInputCommandInteraction, ctx: AppContext, leagueId: string, values: Record<string, unknown>) {
  const options = parseValues(schemas.cardsOffer, values);
  const outcome = await offerCards(ctx, {
    leagueId,
    userId: interaction.user.id,
    to: offerTarget(options),
    give: options.give ?? [],
    get: options.get ?? [],
    payPence: options.money ?? 0,
    receivePence: options.ask ?? 0,
  });
  return replyOfferMade(interaction, outcome);
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  // One command for both games: the league's game says what an offer's terms are.
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const { leagueId, userId } = { leagueId: league.id, userId: interaction.user.id };
  switch (subcommand) {
    case 'offer': {
      if (league.game === 'cards') return offerCardsTrade(interaction, ctx, leagueId, values);
      const options = parseValues(schemas.offer, values);
      // Football trades players either way; Football Fortunes sells one card, and its use case says so when asked more.
      const offer = league.game === 'fortunes' ? offerFortunesTransfer : offerTransfer;
      const outcome = await offer(ctx, {
        leagueId,
        userId,
        to: offerTarget(options),
        ...(options.give ? { give: options.give } : {}),
        ...(options.get ? { get: options.get } : {}),
        pay: options.money ?? 0,
        ask: options.ask ?? 0,
        immunity: options.immunity ?? 0,
      });
      return replyOfferMade(interaction, outcome);
    }
    case 'list': {
      const { clubId, offers } = await listOffers(ctx, { leagueId, userId });
      return respond(interaction, { embeds: [renderOfferList(clubId, offers, localeOf(interaction.locale))], ephemeral: true });
    }
    case 'cancel': {
      const { offer } = parseValues(schemas.offerId, values);
      const cancelled = await cancelOffer(ctx, { leagueId, userId, offerId: offer });
      const said = { id: cancelled.id, club: name(cancelled.toClub.name) };
      return respond(interaction, { content: t(localeOf(interaction.locale), 'deal.cancelled', said), ephemeral: true });
    }
    case 'renew': {
      const { offer } = parseValues(schemas.offerId, values);
      const renewed = await renewOffer(ctx, { leagueId, userId, offerId: offer });
      const said = { id: renewed.id, club: name(renewed.toClub.name) };
      return respond(interaction, { content: t(localeOf(interaction.locale), 'deal.renewed', said), ephemeral: true });
    }
    default:
      throw new Error(`unknown /trade subcommand ${subcommand}`);
  }
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  const focused = interaction.options.getFocused(true).name;
  if (focused === 'club') return autocompleteTradingClub(interaction, ctx);
  if (focused === 'give') return autocompletePlayerList(interaction, ctx, 'own');
  if (focused === 'get') return autocompletePlayerList(interaction, ctx, 'trade');
  return autocompleteOwnOffers(interaction, ctx);
}

async function component(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  await answerOfferButton(interaction, ctx, args);
}

async function modal(interaction: ModalSubmitInteraction, ctx: AppContext, args: string[]): Promise<void> {
  await submitCounterForm(interaction, ctx, args);
}

export default { data, execute, autocomplete, component, modal } satisfies Command;
