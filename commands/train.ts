import { SlashCommandBuilder } from '@discordjs/builders';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, managerInput, resolvePlayer } from '../src/discord/command-kit.js';
import { opt, parseOptions } from '../src/discord/options.js';
import { name } from '../src/discord/render/format.js';
import { respond } from '../src/discord/reply.js';
import { setTraining } from '../src/league/index.js';
import type { Command } from './index.js';
import { withPrice } from '../src/discord/render/order-price.render.js';

/** Rulebook, "Training": form, ability, fitness, rest, or a new outfield position. */
const PLANS = [
  { name: 'FRM: improve form', value: 'FRM' },
  { name: 'ABL: improve ability', value: 'ABL' },
  { name: 'FIT: fitness (the only plan while injured or with a niggle)', value: 'FIT' },
  { name: 'RST: rest', value: 'RST' },
  { name: 'New position: CB', value: 'CB' },
  { name: 'New position: SB', value: 'SB' },
  { name: 'New position: CM', value: 'CM' },
  { name: 'New position: SM', value: 'SM' },
  { name: 'New position: CF', value: 'CF' },
  { name: 'No training', value: 'NONE' },
] as const;

const data = new SlashCommandBuilder()
  .setName('train')
  .setDescription('Set a player’s training plan')
  .setDMPermission(false)
  .addStringOption((o) => o.setName('player').setDescription('One of your players').setRequired(true).setAutocomplete(true).setMaxLength(100))
  .addStringOption((o) => o.setName('plan').setDescription('What he trains').setRequired(true).addChoices(...PLANS));

const schema = z.object({
  player: opt.player,
  plan: z.enum(['FRM', 'ABL', 'FIT', 'RST', 'CB', 'SB', 'CM', 'SM', 'CF', 'NONE']),
});

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { player, plan } = parseOptions(interaction, schema);
  const { leagueId, userId } = await managerInput(interaction, ctx);
  const target = await resolvePlayer(ctx, leagueId, userId, player, 'own');
  const orders = await setTraining(ctx, { leagueId, userId, playerId: target.id, plan: plan === 'NONE' ? null : plan });
  const label = PLANS.find((p) => p.value === plan)?.name ?? plan;
  const ordered = Object.keys(orders.orders.training ?? {}).length;
  await respond(interaction, {
    content: withPrice(`Training set: ${name(target.name)} → ${label}. ${ordered} training order(s) this week.`, orders.price),
    ephemeral: true,
  });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompletePlayer(interaction, ctx, 'own');
}

export default { data, execute, autocomplete } satisfies Command;
