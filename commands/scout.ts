import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { managerInput } from '../src/discord/command-kit.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { SCOUT_CHOICES } from '../src/discord/render/scout.render.js';
import { scoutRequestIn } from '../src/discord/render/orders.render.js';
import { respond } from '../src/discord/reply.js';
import type { ScoutRequest } from '../src/engine/model/orders.js';
import { myScoutRequest, setScoutRequest, type OrdersView } from '../src/league/index.js';
import type { Command } from './index.js';
import { localeOf, type Locale } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';

type Facet = keyof typeof SCOUT_CHOICES;
const FACETS = Object.keys(SCOUT_CHOICES) as Facet[];

const FACET_DESCRIPTIONS: Record<Facet, string> = {
  age: 'A younger or older player: up to two places along the age chart',
  position: 'Another position: one roll up or down the position chart',
  ability: 'Better or worse ability: one up or down on the ability dice',
};

function facetSubcommand(facet: Facet) {
  return (sub: SlashCommandSubcommandBuilder) =>
    sub
      .setName(facet)
      .setDescription(FACET_DESCRIPTIONS[facet])
      .addIntegerOption((o) =>
        o
          .setName('shift')
          .setDescription('What the Chief Scout does to the roll')
          .setRequired(true)
          .addChoices(...SCOUT_CHOICES[facet].map((c) => ({ name: c.name, value: c.shift }))),
      );
}

const data = new SlashCommandBuilder()
  .setName('scout')
  .setDescription('Your Chief Scout moves one facet of your club’s new listing (rulebook, "Chief Scout")')
  .setContexts(InteractionContextType.Guild);
for (const facet of FACETS) data.addSubcommand(facetSubcommand(facet));
data
  .addSubcommand((sub) => sub.setName('clear').setDescription('Withdraw this week’s request: your new listing is rolled as the dice fall'))
  .addSubcommand((sub) => sub.setName('view').setDescription('The request standing for this week'));

/** Only the shifts the command offers for the facet get through. */
function shiftSchema(facet: Facet) {
  const allowed: readonly number[] = SCOUT_CHOICES[facet].map((c) => c.shift);
  return z.object({ shift: z.number().refine((shift) => allowed.includes(shift), `is not a move the Chief Scout can make to the ${facet}`) });
}

function standing(locale: Locale, view: OrdersView): string {
  const request = view.orders.scout;
  return request
    ? t(locale, 'scout.standing', { week: view.week, request: scoutRequestIn(locale, request) })
    : t(locale, 'scout.none', { week: view.week });
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const input = managerInput(interaction);
  let view: OrdersView;
  if (subcommand === 'clear') view = await setScoutRequest(ctx, { ...input, request: null });
  else if (subcommand === 'view' || !FACETS.includes(subcommand as Facet)) view = await myScoutRequest(ctx, input);
  else {
    const facet = subcommand as Facet;
    const { shift } = parseValues(shiftSchema(facet), values);
    view = await setScoutRequest(ctx, { ...input, request: { facet, shift } as ScoutRequest });
  }
  await respond(interaction, { content: standing(localeOf(interaction.locale), view), ephemeral: true });
}

export default { data, execute } satisfies Command;
