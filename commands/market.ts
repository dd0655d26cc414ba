import { ActionRowBuilder, ButtonBuilder, SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, ButtonStyle, type ChatInputCommandInteraction, type MessageComponentInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { NO_MENTIONS } from '../src/discord/mentions.js';
import { opt, parseOptions, parseValues } from '../src/discord/options.js';
import { renderMarket } from '../src/discord/render/market.render.js';
import { respond } from '../src/discord/reply.js';
import { marketView, type MarketView } from '../src/league/index.js';
import { StaleComponent } from '../src/discord/errors.js';
import type { Command } from './index.js';
import { localeOf, type Locale } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';

const PAGE_SIZE = 10;

const data = new SlashCommandBuilder()
  .setName('market')
  .setDescription('The transfer list, page by page')
  .setContexts(InteractionContextType.Guild)
  .addIntegerOption((o) => o.setName('page').setDescription('Page to open').setMinValue(1).setMaxValue(100));

const schema = z.object({ page: opt.int(1, 100).default(1) });

function pager(view: MarketView, locale: Locale) {
  const last = Math.max(0, view.pageCount - 1);
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(`market:page:${view.page - 1}`)
      .setLabel(t(locale, 'market.previous'))
      .setStyle(ButtonStyle.Secondary)
      .setDisabled(view.page <= 0),
    new ButtonBuilder()
      .setCustomId(`market:page:${view.page + 1}`)
      .setLabel(t(locale, 'market.next'))
      .setStyle(ButtonStyle.Secondary)
      .setDisabled(view.page >= last),
  );
}

/** Ephemeral, because it shows your own sealed bids. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { page } = parseOptions(interaction, schema);
  const view = await marketView(ctx, { ...managerInput(interaction), page: page - 1, pageSize: PAGE_SIZE });
  const locale = localeOf(interaction.locale);
  await respond(interaction, { embeds: [renderMarket(view, locale)], components: [pager(view, locale)], ephemeral: true });
}

async function component(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  const [action, rawPage] = args;
  if (action !== 'page') throw new StaleComponent();
  const page = parseValues(opt.int(0, 99), Number(rawPage));
  const view = await marketView(ctx, { ...managerInput(interaction), page, pageSize: PAGE_SIZE });
  const locale = localeOf(interaction.locale);
  await interaction.update({ embeds: [renderMarket(view, locale)], components: [pager(view, locale)], allowedMentions: NO_MENTIONS });
}

export default { data, execute, component } satisfies Command;
