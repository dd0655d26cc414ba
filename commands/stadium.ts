import { SlashCommandBuilder } from '@discordjs/builders';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompleteClub, managerInput } from '../src/discord/command-kit.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { STAND_LABELS, renderStadium } from '../src/discord/render/stadium.render.js';
import { respond } from '../src/discord/reply.js';
import type { StandId } from '../src/engine/types.js';
import { orderBuild, setExecutiveBoxes, stadiumView } from '../src/league/index.js';
import type { Command } from './index.js';
import { withPrice } from '../src/discord/render/order-price.render.js';

const STANDS = Object.keys(STAND_LABELS) as [StandId, ...StandId[]];

const data = new SlashCommandBuilder()
  .setName('stadium')
  .setDescription('Your ground: view it, build stands')
  .setDMPermission(false)
  .addSubcommand((sub) =>
    sub
      .setName('build')
      .setDescription('Build a tier on a stand (see /help stadium)')
      .addStringOption((o) =>
        o
          .setName('stand')
          .setDescription('Which stand')
          .setRequired(true)
          .addChoices(...STANDS.map((id) => ({ name: STAND_LABELS[id], value: id }))),
      )
      .addIntegerOption((o) => o.setName('tier').setDescription('Tier 1 (inner) to 3 (outer)').setRequired(true).setMinValue(1).setMaxValue(3))
      .addStringOption((o) =>
        o.setName('kind').setDescription('Seating or standing').setRequired(true).addChoices({ name: 'Seating', value: 'seating' }, { name: 'Standing', value: 'standing' }),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('view')
      .setDescription('A ground: stands, tiers, capacity, work in progress')
      .addStringOption((o) => o.setName('club').setDescription('Another club (yours if left out)').setAutocomplete(true).setMaxLength(100)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('boxes')
      .setDescription('Build executive boxes (an all-seater ground only)')
      .addBooleanOption((o) => o.setName('build').setDescription('Build them (false cancels the order)').setRequired(true)),
  );

const schemas = {
  build: z.object({ stand: z.enum(STANDS), tier: z.union([z.literal(1), z.literal(2), z.literal(3)]), kind: z.enum(['seating', 'standing']) }),
  view: z.object({ club: z.string().trim().min(1).max(100).optional() }),
  boxes: z.object({ build: z.boolean() }),
};

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const { leagueId, userId } = await managerInput(interaction, ctx);
  if (subcommand === 'build') {
    const { stand, tier, kind } = parseValues(schemas.build, values);
    const { price } = await orderBuild(ctx, { leagueId, userId, stand, tier, kind });
    const view = await stadiumView(ctx, { leagueId, userId });
    await respond(interaction, {
      content: withPrice(`Ordered: ${STAND_LABELS[stand]}, tier ${tier}, ${kind}. Work starts when the week is played.`, price),
      embeds: [renderStadium(view)],
      ephemeral: true,
    });
  } else if (subcommand === 'boxes') {
    const { build } = parseValues(schemas.boxes, values);
    const { price } = await setExecutiveBoxes(ctx, { leagueId, userId, build });
    await respond(interaction, { content: build ? withPrice('Executive boxes ordered.', price) : 'Executive boxes order cancelled.', ephemeral: true });
  } else {
    const { club } = parseValues(schemas.view, values);
    const view = await stadiumView(ctx, { leagueId, userId, ...(club ? { clubId: club } : {}) });
    await respond(interaction, { embeds: [renderStadium(view)], ephemeral: true });
  }
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompleteClub(interaction, ctx);
}

export default { data, execute, autocomplete } satisfies Command;
