import { ActionRowBuilder, ButtonBuilder } from '@discordjs/builders';
import { ButtonStyle, type ChatInputCommandInteraction, type MessageComponentInteraction } from 'discord.js';
import type { AppContext } from '../context.js';
import { DEAL_COMMAND, answerOffer, offerCustomId, viewOffer, type OfferOutcome, type OfferView } from '../league/index.js';
import { channelLeagueOfAnyGame } from './command-kit.js';
import { StaleComponent } from './errors.js';
import { renderOffer, termsLines } from './render/deal.render.js';
import { name } from './render/format.js';
import { showCounterForm } from './offer-counter-form.js';
import { respond } from './reply.js';
import { localeOf, type Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';

/** The private answer to the manager who made an offer: sent, or the AI club's answer. */
export async function replyOfferMade(interaction: ChatInputCommandInteraction, outcome: OfferOutcome): Promise<void> {
  const { offer, aiAnswer } = outcome;
  const locale = localeOf(interaction.locale);
  const terms = termsLines(offer, offer.terms, true, locale).join('\n');
  const said = { id: offer.id, club: name(offer.toClub.name) };
  // The AI's reason is the engine's, in English.
  const content = aiAnswer
    ? aiAnswer.accept
      ? `${t(locale, 'deal.made.aiAccepts', said)}\n${terms}`
      : t(locale, 'deal.made.aiDeclines', { ...said, reason: aiAnswer.reason })
    : `${t(locale, 'deal.made.sent', said)}\n${terms}`;
  await respond(interaction, { content, ephemeral: true });
}

function answerButtons(offer: OfferView, locale: Locale): ActionRowBuilder<ButtonBuilder> {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(offerCustomId(DEAL_COMMAND, offer.id, 'accept'))
      .setLabel(t(locale, 'deal.button.accept'))
      .setStyle(ButtonStyle.Success),
    new ButtonBuilder()
      .setCustomId(offerCustomId(DEAL_COMMAND, offer.id, 'decline'))
      .setLabel(t(locale, 'deal.button.decline'))
      .setStyle(ButtonStyle.Danger),
    new ButtonBuilder()
      .setCustomId(offerCustomId(DEAL_COMMAND, offer.id, 'counter'))
      .setLabel(t(locale, 'deal.button.counter'))
      .setStyle(ButtonStyle.Secondary),
  );
}

/**
 * A press on an offer's button (`trade:<offer>:<action>`). Who pressed is
 * checked by the use case: only the manager the offer was made to answers it,
 * and either of its managers may view it; the answer is always private.
 */
export async function answerOfferButton(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  if (!interaction.isButton()) throw new StaleComponent();
  const [offerId = '', action = ''] = args;
  // Offers are every game's: a cards league's buttons are answered here as football's.
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const input = { leagueId: league.id, userId: interaction.user.id, offerId };
  const locale = localeOf(interaction.locale);
  if (action === 'view') {
    const offer = await viewOffer(ctx, input);
    const canAnswer = offer.status === 'open' && offer.toUserId === interaction.user.id;
    const buttons = canAnswer ? { components: [answerButtons(offer, locale)] } : {};
    await respond(interaction, { embeds: [renderOffer(offer, locale)], ...buttons, ephemeral: true });
    return;
  }
  if (action === 'counter') return showCounterForm(interaction, ctx, offerId);
  if (action !== 'accept' && action !== 'decline') throw new StaleComponent();
  const offer = await answerOffer(ctx, { ...input, answer: action });
  await respond(interaction, {
    content: t(locale, `deal.answered.${action}`, { id: offer.id, club: name(offer.fromClub.name) }),
    ephemeral: true,
  });
}
