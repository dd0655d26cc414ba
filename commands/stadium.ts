import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { answerWithin, autocompleteClub, managerInput, maybeChannelLeague } from '../src/discord/command-kit.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { renderStadium, standIn } from '../src/discord/render/stadium.render.js';
import { respond } from '../src/discord/reply.js';
import { standName } from '../src/engine/stadium/builds.js';
import { STAND_IDS } from '../src/engine/stadium/stadium-chart.js';
import { STAND_KINDS, type StandId } from '../src/engine/model/types.js';
import { STAND_KIND_WORDS } from '../src/discord/render/words.js';
import { LeagueError, cancelBuild, myOrders, orderBuild, setExecutiveBoxes, stadiumView } from '../src/league/index.js';
import type { Command } from './index.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { withPrice } from '../src/discord/render/order-price.render.js';

const STANDS = STAND_IDS as [StandId, ...StandId[]];

const data = new SlashCommandBuilder()
  .setName('stadium')
  .setDescription('Your ground: view it, build stands')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('build')
      .setDescription('Build a tier on a stand (see /help stadium)')
      .addStringOption((o) =>
        o
          .setName('stand')
          .setDescription('Which stand')
          .setRequired(true)
          .addChoices(...STANDS.map((id) => ({ name: standName(id), value: id }))),
      )
      .addIntegerOption((o) => o.setName('tier').setDescription('Tier 1 (inner) to 3 (outer)').setRequired(true).setMinValue(1).setMaxValue(3))
      .addStringOption((o) =>
        o
          .setName('kind')
          .setDescription('Seating or standing')
          .setRequired(true)
          .addChoices(...STAND_KINDS.map((kind) => ({ name: STAND_KIND_WORDS[kind], value: kind }))),
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
      .setName('cancel')
      .setDescription('Take back this week’s build order for a stand, before the week is played')
      .addStringOption((o) =>
        o.setName('stand').setDescription('A stand you ordered work on this week').setRequired(true).setAutocomplete(true).setMaxLength(100),
      ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('boxes')
      .setDescription('Build executive boxes (an all-seater ground only)')
      .addBooleanOption((o) => o.setName('build').setDescription('Build them (false cancels the order)').setRequired(true)),
  );

const schemas = {
  build: z.object({ stand: z.enum(STANDS), tier: z.union([z.literal(1), z.literal(2), z.literal(3)]), kind: z.enum(STAND_KINDS) }),
  view: z.object({ club: z.string().trim().min(1).max(100).optional() }),
  boxes: z.object({ build: z.boolean() }),
  // Picked from autocomplete (the stand's id) or typed (its name): the use case reads which.
  cancel: z.object({ stand: z.string().trim() }),
};

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const input = managerInput(interaction);
  const locale = localeOf(interaction.locale);
  if (subcommand === 'build') {
    const { stand, tier, kind } = parseValues(schemas.build, values);
    const { price, stadium } = await orderBuild(ctx, { ...input, stand, tier, kind });
    await respond(interaction, {
      content: withPrice(t(locale, 'ground.ordered', { stand: standIn(locale, stand), tier, kind }), price, locale),
      embeds: [renderStadium(stadium, locale)],
      ephemeral: true,
    });
  } else if (subcommand === 'cancel') {
    const { stand } = await cancelBuild(ctx, { ...input, ...parseValues(schemas.cancel, values) });
    await respond(interaction, { content: t(locale, 'ground.cancelled', { stand: standIn(locale, stand) }), ephemeral: true });
  } else if (subcommand === 'boxes') {
    const { build } = parseValues(schemas.boxes, values);
    const { price } = await setExecutiveBoxes(ctx, { ...input, build });
    await respond(interaction, {
      content: build ? withPrice(t(locale, 'ground.boxesOrdered'), price, locale) : t(locale, 'ground.boxesCancelled'),
      ephemeral: true,
    });
  } else {
    const { club } = parseValues(schemas.view, values);
    const view = await stadiumView(ctx, { ...input, ...(club ? { clubId: club } : {}) });
    await respond(interaction, { embeds: [renderStadium(view, locale)], ephemeral: true });
  }
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  if (interaction.options.getFocused(true).name === 'stand') await autocompleteOrderedStand(interaction, ctx);
  else await autocompleteClub(interaction, ctx);
}

/** Only the stands the manager ordered work on this week: the ones /stadium cancel can take back. */
async function autocompleteOrderedStand(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithin(interaction, async () => {
    const league = await maybeChannelLeague(interaction, ctx);
    if (!league) return [];
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const locale = localeOf(interaction.locale);
    try {
      const { orders } = await myOrders(ctx, { leagueId: league.id, userId: interaction.user.id });
      return (orders.builds ?? [])
        .filter((b) => standName(b.stand).toLowerCase().includes(typed) || standIn(locale, b.stand).toLowerCase().includes(typed))
        .map((b) => ({ name: t(locale, 'ground.orderedChoice', { stand: standIn(locale, b.stand), tier: b.tier, kind: b.kind }), value: b.stand }));
    } catch (error) {
      if (error instanceof LeagueError) return []; // not a manager here: nothing to cancel
      throw error;
    }
  });
}

export default { data, execute, autocomplete } satisfies Command;
