import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { channelLeagueOfAnyGame, postsPublicly } from '../src/discord/command-kit.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { renderCardsView } from '../src/discord/render/cards.render.js';
import { renderCupView } from '../src/discord/render/cup.render.js';
import { fitsOneMessage, respond } from '../src/discord/reply.js';
import { COMPETITION_NAMES } from '../src/engine/cups/competition-names.js';
import { CUP_COMPETITIONS } from '../src/engine/cups/competitions.js';
import { cardsLeagueView, cupView, type Game, type LeagueSummary } from '../src/league/index.js';
import type { Command } from './index.js';

const data = new SlashCommandBuilder()
  .setName('cup')
  .setDescription('The cups: draws, fixtures, results, the bracket and the trophy cabinet')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) =>
    o
      .setName('competition')
      .setDescription('One competition (all of this season’s unless chosen)')
      .addChoices(...CUP_COMPETITIONS.map((value) => ({ name: COMPETITION_NAMES[value], value }))),
  );

const schema = z.object({ competition: z.enum(CUP_COMPETITIONS).optional() });

type CupHandler = (interaction: ChatInputCommandInteraction, ctx: AppContext, league: LeagueSummary, values: unknown) => Promise<void>;

async function footballCup(interaction: ChatInputCommandInteraction, ctx: AppContext, league: LeagueSummary, values: unknown): Promise<void> {
  const { competition } = parseValues(schema, values);
  const view = await cupView(ctx, { leagueId: league.id, ...(competition ? { competition } : {}) });
  const embeds = renderCupView(view);
  await respond(interaction, { embeds, ephemeral: !fitsOneMessage({ embeds }) || !postsPublicly(interaction, ctx, 'cup') });
}

/** The card game has one cup, so the competition option does not apply to it. */
async function cardsCup(interaction: ChatInputCommandInteraction, ctx: AppContext, league: LeagueSummary): Promise<void> {
  const embeds = [renderCardsView('cup', await cardsLeagueView(ctx, league.id))];
  await respond(interaction, { embeds, ephemeral: !fitsOneMessage({ embeds }) || !postsPublicly(interaction, ctx, 'cup') });
}

/** Each game's own /cup, a league-layer view of its own. */
const HANDLERS: Record<Game, CupHandler> = { football: footballCup, cards: cardsCup };

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  const { values } = rawOptions(interaction);
  return HANDLERS[league.game](interaction, ctx, league, values);
}

export default { data, execute } satisfies Command;
