import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { postsPublicly } from '../src/discord/command-kit.js';
import { Refusal } from '../src/discord/errors.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { renderCupView } from '../src/discord/render/cup.render.js';
import { fitsOneMessage, respond } from '../src/discord/reply.js';
import { COMPETITION_NAMES } from '../src/engine/cups/competition-names.js';
import { CUP_COMPETITIONS } from '../src/engine/cups/competitions.js';
import { cupView, leagueByChannel, type Game, type LeagueSummary } from '../src/league/index.js';
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

/** Each game's own /cup; a game without cups has none. */
const HANDLERS: Partial<Record<Game, CupHandler>> = { football: footballCup };

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  if (!interaction.guildId || !interaction.channelId) throw new Refusal('Dugout leagues live in server channels: use this command in one.');
  const league = await leagueByChannel(ctx, interaction.channelId);
  const handler = HANDLERS[league.game];
  if (!handler) throw new Refusal(`This is a ${league.game} league: it has no cups to show.`);
  const { values } = rawOptions(interaction);
  return handler(interaction, ctx, league, values);
}

export default { data, execute } satisfies Command;
