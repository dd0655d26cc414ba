import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import type { AppContext } from '../src/context.js';
import { channelLeagueOfAnyGame, postsPublicly } from '../src/discord/command-kit.js';
import { Refusal } from '../src/discord/errors.js';
import { renderCardsView } from '../src/discord/render/cards.render.js';
import { fitsOneMessage, respond } from '../src/discord/reply.js';
import { cardsLeagueView } from '../src/league/index.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder().setName('cup').setDescription('The cup: ties, results and the draw to come').setContexts(InteractionContextType.Guild);

/** The cup of the channel's league, by its game: each game's cup view is its own league-layer function. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  if (league.game !== 'cards') throw new Refusal('This league plays no cup.');
  const embeds = [renderCardsView('cup', await cardsLeagueView(ctx, league.id))];
  await respond(interaction, { embeds, ephemeral: !fitsOneMessage({ embeds }) || !postsPublicly(interaction, ctx, 'cup') });
}

export default { data, execute } satisfies Command;
