import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction, type MessageComponentInteraction } from 'discord.js';
import type { AppContext } from '../src/context.js';
import { channelLeagueOfAnyGame, managerInput } from '../src/discord/command-kit.js';
import { renderCardsNews } from '../src/discord/render/cards.render.js';
import { renderNews } from '../src/discord/render/news.render.js';
import { respond } from '../src/discord/reply.js';
import { cardsNews, clubNews, storyReport } from '../src/league/index.js';
import { StaleComponent } from '../src/discord/errors.js';
import { renderDice } from '../src/discord/render/dice.render.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('news')
  .setDescription('Your club’s news of the last week played: bids, sales, builds, staff, training, injuries, money')
  .setContexts(InteractionContextType.Guild);

/** Always ephemeral: his bids' amounts and his money are his alone. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  if (league.game === 'cards') {
    await respond(interaction, { embeds: [renderCardsNews(await cardsNews(ctx, managerInput(interaction, 'cards')))], ephemeral: true });
    return;
  }
  await respond(interaction, { embeds: [renderNews(await clubNews(ctx, managerInput(interaction)))], ephemeral: true });
}

/** "Show the dice" under a week's story: that report's dice, answered to the one who pressed alone. */
async function component(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  const [action, postId = '', part = ''] = args;
  const report =
    action === 'dice' && interaction.channelId && /^\d+$/.test(part)
      ? await storyReport(ctx, { postId, part: Number(part), channelId: interaction.channelId })
      : undefined;
  if (!report || !interaction.isButton()) throw new StaleComponent();
  await respond(interaction, { embeds: renderDice(report), ephemeral: true });
}

export default { data, execute, component } satisfies Command;
