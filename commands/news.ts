import { SlashCommandBuilder } from '@discordjs/builders';
import {
  AttachmentBuilder,
  InteractionContextType,
  MessageFlags,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
} from 'discord.js';
import type { AppContext } from '../src/context.js';
import { channelLeagueOfAnyGame, managerInput } from '../src/discord/command-kit.js';
import { renderCardsNews } from '../src/discord/render/cards.render.js';
import { renderNews } from '../src/discord/render/news.render.js';
import { respond } from '../src/discord/reply.js';
import { localeOf } from '../src/i18n/locales.js';
import { cardsNews, clubNews, storyOfPost, storyReport } from '../src/league/index.js';
import { StaleComponent } from '../src/discord/errors.js';
import { renderDice } from '../src/discord/render/dice.render.js';
import { storyCardsOnRequest } from '../src/discord/render/post-pictures.js';
import { splitDraft } from '../src/discord/split.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('news')
  .setDescription('Your club’s news of the last week played: bids, sales, builds, staff, training, injuries, money')
  .setContexts(InteractionContextType.Guild);

/** Always ephemeral: his bids' amounts and his money are his alone. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const locale = localeOf(interaction.locale);
  if (league.game === 'cards') {
    await respond(interaction, { embeds: [renderCardsNews(await cardsNews(ctx, managerInput(interaction, 'cards')), locale)], ephemeral: true });
    return;
  }
  await respond(interaction, { embeds: [renderNews(await clubNews(ctx, managerInput(interaction)), locale)], ephemeral: true });
}

/** "Show the dice" under a week's story: that report's dice, answered to the one who pressed alone. */
async function component(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  const [action, postId = '', part = ''] = args;
  if (action === 'cards') return showCards(interaction, ctx, postId);
  const report =
    action === 'dice' && interaction.channelId && /^\d+$/.test(part)
      ? await storyReport(ctx, { postId, part: Number(part), channelId: interaction.channelId })
      : undefined;
  if (!report || !interaction.isButton()) throw new StaleComponent();
  await respond(interaction, { embeds: renderDice(report), ephemeral: true });
}

/**
 * "Show the other match cards" under a week's story: the cards it does not show, drawn now and answered to the one who
 * pressed alone, each with its words; as many messages as Discord's limits of embeds and files ask for.
 */
async function showCards(interaction: MessageComponentInteraction, ctx: AppContext, postId: string): Promise<void> {
  const story = interaction.channelId ? await storyOfPost(ctx, { postId, channelId: interaction.channelId }) : undefined;
  if (!story || !interaction.isButton()) throw new StaleComponent();
  // Drawing the cards can outlast Discord's three seconds on a busy machine.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const cards = storyCardsOnRequest(story);
  for (const part of splitDraft({ embeds: cards.map((card) => card.embed) })) {
    const files = cards
      .filter((card) => part.embeds.some((embed) => embed.image?.url === card.embed.image?.url))
      .map((card) => new AttachmentBuilder(card.file.data, { name: card.file.name, description: card.file.description }));
    await respond(interaction, { embeds: part.embeds, files, ephemeral: true });
  }
}

export default { data, execute, component } satisfies Command;
