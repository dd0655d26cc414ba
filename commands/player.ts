import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, managerInput } from '../src/discord/command-kit.js';
import { opt, parseOptions } from '../src/discord/options.js';
import { renderPlayer } from '../src/discord/render/player.render.js';
import { respond } from '../src/discord/reply.js';
import { viewPlayer } from '../src/league/index.js';
import type { Command } from './index.js';
import { localeOf } from '../src/i18n/locales.js';

const data = new SlashCommandBuilder()
  .setName('player')
  .setDescription('A player’s profile: form, training, stats and value (only you see it)')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) => o.setName('player').setDescription('Any player in the league').setRequired(true).setAutocomplete(true).setMaxLength(100));

const schema = z.object({ player: opt.player });

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { player } = parseOptions(interaction, schema);
  const view = await viewPlayer(ctx, { ...managerInput(interaction), playerId: player });
  // Always private, as /squad is: looking up a listed player would tell the channel who means to bid.
  await respond(interaction, { embeds: [renderPlayer(view, localeOf(interaction.locale))], ephemeral: true });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompletePlayer(interaction, ctx, 'league');
}

export default { data, execute, autocomplete } satisfies Command;
