import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { renderFinances } from '../src/discord/render/finances.render.js';
import { respond } from '../src/discord/reply.js';
import { financesView } from '../src/league/index.js';
import { localeOf } from '../src/i18n/locales.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder().setName('finances').setDescription('Your balance and recent ledger').setContexts(InteractionContextType.Guild);

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const view = await financesView(ctx, { ...managerInput(interaction), limit: 15 });
  await respond(interaction, { embeds: [renderFinances(view, localeOf(interaction.locale))], ephemeral: true });
}

export default { data, execute } satisfies Command;
