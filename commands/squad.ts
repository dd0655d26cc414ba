import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompleteClub, managerInput, maybeChannelLeague } from '../src/discord/command-kit.js';
import { Refusal } from '../src/discord/errors.js';
import { renderFortunesSquad } from '../src/discord/render/fortunes-game-view.render.js';
import { parseOptions } from '../src/discord/options.js';
import { renderSquad } from '../src/discord/render/squad.render.js';
import { respond } from '../src/discord/reply.js';
import { fortunesGameShow, squadView } from '../src/league/index.js';
import { localeOf } from '../src/i18n/locales.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('squad')
  .setDescription('Your squad, or another club’s public view; in Football Fortunes your cards')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) => o.setName('club').setDescription('Another club (yours if left out)').setAutocomplete(true).setMaxLength(100));

const schema = z.object({ club: z.string().trim().min(1).max(100).optional() });

/** Your own squad's details are private; another club's public view is too, to keep the channel clear. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { club } = parseOptions(interaction, schema);
  if ((await maybeChannelLeague(interaction, ctx))?.game === 'fortunes') {
    if (club) throw new Refusal({ key: 'squad.fortunesPrivate' });
    await respond(interaction, {
      embeds: [renderFortunesSquad(await fortunesGameShow(ctx, managerInput(interaction, 'fortunes')), localeOf(interaction.locale))],
      ephemeral: true,
    });
    return;
  }
  const view = await squadView(ctx, { ...managerInput(interaction), ...(club ? { clubId: club } : {}) });
  await respond(interaction, { embeds: [renderSquad(view, localeOf(interaction.locale))], ephemeral: true });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompleteClub(interaction, ctx);
}

export default { data, execute, autocomplete } satisfies Command;
