import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, managerInput } from '../src/discord/command-kit.js';
import { opt, parseOptions } from '../src/discord/options.js';
import { respond } from '../src/discord/reply.js';
import { setTraining } from '../src/league/index.js';
import { TRAINING_CODES } from '../src/engine/model/types.js';
import { TRAINING_CHOICE_WORDS } from '../src/discord/render/words.js';
import type { Command } from './index.js';
import { trainReply } from '../src/discord/render/order-reply.render.js';
import { localeOf } from '../src/i18n/locales.js';

/** Rulebook, "Training": form, ability, fitness, rest, or a new outfield position. */
const PLANS = [
  ...TRAINING_CODES.map((code) => ({ name: TRAINING_CHOICE_WORDS[code], value: code })),
  { name: 'No training', value: 'NONE' as const },
];

const data = new SlashCommandBuilder()
  .setName('train')
  .setDescription('Set a player’s training plan')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) => o.setName('player').setDescription('One of your players').setRequired(true).setAutocomplete(true).setMaxLength(100))
  .addStringOption((o) =>
    o
      .setName('plan')
      .setDescription('What he trains')
      .setRequired(true)
      .addChoices(...PLANS),
  );

const schema = z.object({
  player: opt.player,
  plan: z.enum([...TRAINING_CODES, 'NONE']),
});

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { player, plan } = parseOptions(interaction, schema);
  const orders = await setTraining(ctx, { ...managerInput(interaction), playerId: player, plan: plan === 'NONE' ? null : plan });
  const target = orders.player ?? { name: player };
  const ordered = Object.keys(orders.orders.training ?? {}).length;
  const content = trainReply(localeOf(interaction.locale), { player: target.name, plan, orders: ordered, price: orders.price });
  await respond(interaction, { content, ephemeral: true });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompletePlayer(interaction, ctx, 'own');
}

export default { data, execute, autocomplete } satisfies Command;
