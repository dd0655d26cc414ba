import { ActionRowBuilder, ButtonBuilder } from '@discordjs/builders';
import { ButtonStyle, type ChatInputCommandInteraction, type MessageComponentInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import { DEAL_COMMAND, answerOffer, offerCustomId, viewOffer, type OfferOutcome, type OfferView } from '../league/index.js';
import { channelLeagueOfAnyGame } from './command-kit.js';
import { Refusal, StaleComponent } from './errors.js';
import { renderOffer, termsLines } from './render/deal.render.js';
import { name } from './render/format.js';
import { showCounterForm } from './offer-counter-form.js';
import { respond } from './reply.js';

/** The private answer to the manager who made an offer: sent, or the AI club's answer. */
export async function replyOfferMade(interaction: ChatInputCommandInteraction, outcome: OfferOutcome): Promise<void> {
  const { offer, aiAnswer } = outcome;
  const terms = termsLines(offer, offer.terms, true).join('\n');
  const content = aiAnswer
    ? aiAnswer.accept
      ? `${name(offer.toClub.name)} (AI) accepts offer ${offer.id}: the deal is carried out when the next week or cup round is played, if it still stands then.\n${terms}`
      : `${name(offer.toClub.name)} (AI) declines offer ${offer.id}: ${aiAnswer.reason}`
    : `Offer ${offer.id} sent to ${name(offer.toClub.name)}: its manager is told in the channel, without the terms. It expires at the deadline unless you \`/trade renew\` it.\n${terms}`;
  await respond(interaction, { content, ephemeral: true });
}

function answerButtons(offer: OfferView): ActionRowBuilder<ButtonBuilder> {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(offerCustomId(DEAL_COMMAND, offer.id, 'accept'))
      .setLabel('Accept')
      .setStyle(ButtonStyle.Success),
    new ButtonBuilder()
      .setCustomId(offerCustomId(DEAL_COMMAND, offer.id, 'decline'))
      .setLabel('Decline')
      .setStyle(ButtonStyle.Danger),
    new ButtonBuilder()
      .setCustomId(offerCustomId(DEAL_COMMAND, offer.id, 'counter'))
      .setLabel('Counter')
      .setStyle(ButtonStyle.Secondary),
  );
}

const ANSWERED: Readonly<Record<'accept' | 'decline', (offer: OfferView) => string>> = {
  accept: (o) =>
    `You accepted offer ${o.id} from ${name(o.fromClub.name)}: the deal is carried out when the next week or cup round is played, if it still stands then.`,
  decline: (o) => `You declined offer ${o.id} from ${name(o.fromClub.name)}.`,
};

/**
 * A press on an offer's button (`trade:<offer>:<action>`). Who pressed is
 * checked by the use case: only the manager the offer was made to answers it,
 * and either of its managers may view it; the answer is always private.
 */
export async function answerOfferButton(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  if (!interaction.isButton()) throw new Refusal('This control is no longer in use.');
  const [offerId = '', action = ''] = args;
  // Offers are every game's: a cards league's buttons are answered here as football's.
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const input = { leagueId: league.id, userId: interaction.user.id, offerId };
  if (action === 'view') {
    const offer = await viewOffer(ctx, input);
    const canAnswer = offer.status === 'open' && offer.toUserId === interaction.user.id;
    await respond(interaction, { embeds: [renderOffer(offer)], ...(canAnswer ? { components: [answerButtons(offer)] } : {}), ephemeral: true });
    return;
  }
  if (action === 'counter') return showCounterForm(interaction, ctx, offerId);
  if (action !== 'accept' && action !== 'decline') throw new StaleComponent();
  const offer = await answerOffer(ctx, { ...input, answer: action });
  await respond(interaction, { content: ANSWERED[action](offer), ephemeral: true });
}
