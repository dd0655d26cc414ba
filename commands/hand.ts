import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { renderHand } from '../src/discord/render/cards.render.js';
import { respond } from '../src/discord/reply.js';
import { localeOf } from '../src/i18n/locales.js';
import { cardsHand } from '../src/league/index.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('hand')
  .setDescription('Cards: your hand, the suit levels, your money and injuries (only you see it)')
  .setContexts(InteractionContextType.Guild);

/** A hand is never shown to anyone but its manager. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  await respond(interaction, {
    embeds: [renderHand(await cardsHand(ctx, managerInput(interaction, 'cards')), localeOf(interaction.locale))],
    ephemeral: true,
  });
}

export default { data, execute } satisfies Command;
