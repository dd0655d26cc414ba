import { ActionRowBuilder, SlashCommandBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction, type MessageComponentInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, channelLeague, managerInput, resolvePlayer } from '../src/discord/command-kit.js';
import { name, plural } from '../src/discord/render/format.js';
import { lineupComponents, pitchPicture, placePlayer, renderLineup } from '../src/discord/lineup-editor.js';
import { Refusal } from '../src/discord/errors.js';
import { NO_MENTIONS } from '../src/discord/mentions.js';
import { opt, parseValues, rawOptions } from '../src/discord/options.js';
import { respond } from '../src/discord/reply.js';
import { FORMATIONS, type Formation, type Lineup, type ScoreCondition, type Tactics } from '../src/engine/types.js';
import { autoSelection, myOrders, setSelection, setTactics, squadView, type ManagerInput, type OrdersView } from '../src/league/index.js';
import type { Command } from './index.js';

const CONDITIONS = ['always', 'behind', 'level-or-behind', 'level', 'level-or-ahead', 'ahead'] as const satisfies readonly ScoreCondition[];
const conditionChoices = [...CONDITIONS.map((c) => ({ name: c, value: c })), { name: 'off', value: 'off' }];

const data = new SlashCommandBuilder()
  .setName('select')
  .setDescription('Your formation, XI and standing tactics (see /help selection)')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('auto')
      .setDescription('Quick: choose a formation and the best legal XI is picked')
      .addStringOption((o) =>
        o
          .setName('formation')
          .setDescription('Formation')
          .setRequired(true)
          .addChoices(...FORMATIONS.map((f) => ({ name: f, value: f }))),
      ),
  )
  .addSubcommand((sub) => sub.setName('edit').setDescription('Swap players place by place, with match ratings'))
  .addSubcommand((sub) =>
    sub
      .setName('tactics')
      .setDescription('Standing tactics: Rebound (4-3-3, 3-4-3, 4-2-4), Backs to the wall (5-4-1, 4-5-1)')
      .addStringOption((o) => o.setName('rebound').setDescription('When to go for the rebound').addChoices(...conditionChoices))
      .addIntegerOption((o) => o.setName('rebound_from').setDescription('From this minute').setMinValue(1).setMaxValue(90))
      .addStringOption((o) => o.setName('backs').setDescription('When to put backs to the wall').addChoices(...conditionChoices))
      .addIntegerOption((o) => o.setName('backs_from').setDescription('From this minute').setMinValue(1).setMaxValue(90)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('substitute')
      .setDescription('Detailed engine: bring a substitute on for a player from a minute, if the score allows')
      .addStringOption((o) => o.setName('on').setDescription('The substitute who comes on').setAutocomplete(true).setMaxLength(100))
      .addStringOption((o) => o.setName('off').setDescription('The player in your XI who comes off').setAutocomplete(true).setMaxLength(100))
      .addIntegerOption((o) => o.setName('from').setDescription('From this minute (default 60)').setMinValue(1).setMaxValue(90))
      .addStringOption((o) => o.setName('when').setDescription('Only when the score is (default always)').addChoices(...CONDITIONS.map((c) => ({ name: c, value: c }))))
      .addBooleanOption((o) => o.setName('clear').setDescription('Clear every substitution instruction')),
  );

const condition = z.enum([...CONDITIONS, 'off']);
const schemas = {
  auto: z.object({ formation: z.enum(FORMATIONS) }),
  tactics: z.object({
    rebound: condition.optional(),
    rebound_from: opt.int(1, 90).default(1),
    backs: condition.optional(),
    backs_from: opt.int(1, 90).default(1),
  }),
  substitute: z.object({
    on: opt.player.optional(),
    off: opt.player.optional(),
    from: opt.int(1, 90).default(60),
    when: z.enum(CONDITIONS).default('always'),
    clear: z.boolean().default(false),
  }),
  formation: z.string().regex(/^\d-\d-\d(:wide)?$/).transform((v) => v.split(':') as [string, string?]),
  slot: z.coerce.number().int().min(0).max(10),
  player: z.string().min(1).max(100),
};

interface Editor {
  clubName: string;
  lineup: Lineup | null;
  tactics: Tactics | null;
  players: Awaited<ReturnType<typeof squadView>>['players'];
}

/**
 * The XI being edited: this week's selection if one was given, else the
 * standing lineup. A use case that just saved orders hands them in, saving a read.
 */
async function loadEditor(ctx: AppContext, input: ManagerInput, saved?: OrdersView): Promise<Editor> {
  const [squad, orders] = await Promise.all([squadView(ctx, { ...input }), saved ?? myOrders(ctx, input)]);
  return {
    clubName: squad.club.name,
    lineup: orders.orders.selection?.lineup ?? squad.lineup,
    tactics: orders.orders.selection?.tactics ?? squad.tactics,
    players: squad.players,
  };
}

function editorMessage(editor: Editor, chosen: number | null = null, content?: string) {
  if (!editor.lineup) {
    const menu = new StringSelectMenuBuilder()
      .setCustomId('select:formation')
      .setPlaceholder('Choose a formation')
      .addOptions(FORMATIONS.map((f) => new StringSelectMenuOptionBuilder().setLabel(f).setValue(f)));
    return { content: 'No lineup yet: choose a formation and the best legal XI is picked for you.', embeds: [], components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)], files: [] };
  }
  return {
    ...(content ? { content } : {}),
    embeds: [renderLineup(editor.clubName, editor.lineup, editor.tactics, editor.players)],
    components: lineupComponents(editor.lineup, editor.players, chosen),
    files: [pitchPicture(editor.clubName, editor.lineup, editor.players)],
  };
}

function tacticsFrom(values: z.infer<typeof schemas.tactics>, current: Tactics | null): Tactics {
  const next: Tactics = { ...(current ?? {}) };
  if (values.rebound) next.rebound = values.rebound === 'off' ? null : { when: values.rebound, fromMinute: values.rebound_from };
  if (values.backs) next.backsToTheWall = values.backs === 'off' ? null : { when: values.backs, fromMinute: values.backs_from };
  return next;
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const { leagueId, userId } = await managerInput(interaction, ctx);
  const input = { leagueId, userId };
  if (subcommand === 'auto') {
    const { formation } = parseValues(schemas.auto, values);
    // Standing tactics stay if they suit the new formation; the use case drops them otherwise.
    const editor = await loadEditor(ctx, input, await autoSelection(ctx, { ...input, formation }));
    await respond(interaction, { ...editorMessage(editor, null, `Best XI picked for ${formation}. Swap players below if you like.`), ephemeral: true });
  } else if (subcommand === 'tactics') {
    const parsed = parseValues(schemas.tactics, values);
    const current = await loadEditor(ctx, input);
    await setTactics(ctx, { ...input, tactics: tacticsFrom(parsed, current.tactics) });
    await respond(interaction, { ...editorMessage(await loadEditor(ctx, input), null, 'Standing tactics saved.'), ephemeral: true });
  } else if (subcommand === 'substitute') {
    await substitute(interaction, ctx, input, parseValues(schemas.substitute, values));
  } else {
    await respond(interaction, { ...editorMessage(await loadEditor(ctx, input)), ephemeral: true });
  }
}

/** A standing substitution replaces any earlier one for the same substitute; `clear` removes them all. */
async function substitute(interaction: ChatInputCommandInteraction, ctx: AppContext, input: ManagerInput, values: z.infer<typeof schemas.substitute>): Promise<void> {
  const editor = await loadEditor(ctx, input);
  const current = editor.tactics ?? {};
  if (values.clear) {
    await setTactics(ctx, { ...input, tactics: { ...current, substitutions: [] } });
    await respond(interaction, { content: 'Substitution instructions cleared.', ephemeral: true });
    return;
  }
  if (!values.on || !values.off) {
    await respond(interaction, { content: 'Name the player who comes on and the one who comes off (or use clear).', ephemeral: true });
    return;
  }
  const on = await resolvePlayer(ctx, input.leagueId, input.userId, values.on, 'own');
  const off = await resolvePlayer(ctx, input.leagueId, input.userId, values.off, 'own');
  const xi = editor.lineup ? [editor.lineup.goalkeeper, ...editor.lineup.defence, ...editor.lineup.midfield, ...editor.lineup.attack] : [];
  const problem = !xi.includes(off.id)
    ? `${name(off.name)} is not in your XI, so he cannot be taken off.`
    : xi.includes(on.id)
      ? `${name(on.name)} is already in your XI; bring on someone from the bench.`
      : null;
  if (problem) {
    await respond(interaction, { content: problem, ephemeral: true });
    return;
  }
  const rule = { onId: on.id, offId: off.id, fromMinute: values.from, when: values.when };
  const substitutions = [...(current.substitutions ?? []).filter((s) => s.onId !== on.id), rule];
  await setTactics(ctx, { ...input, tactics: { ...current, substitutions } });
  await respond(interaction, {
    content: `Saved: ${name(on.name)} on for ${name(off.name)} from ${values.from}' (${values.when}). ${plural(substitutions.length, 'substitution instruction')}.`,
    ephemeral: true,
  });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompletePlayer(interaction, ctx, 'own');
}

/** The editor's menus and button: each change is saved at once, checked by the engine like any order. */
async function component(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  const league = await channelLeague(interaction, ctx);
  const input = { leagueId: league.id, userId: interaction.user.id };
  const [action, arg] = args;
  const chosenValue = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
  if (action === 'slot') {
    const chosen = parseValues(schemas.slot, chosenValue);
    await interaction.update({ ...editorMessage(await loadEditor(ctx, input), chosen), allowedMentions: NO_MENTIONS });
    return;
  }
  // Standing tactics are left to the use case, which keeps them while they suit the XI.
  let saved: OrdersView;
  if (action === 'formation') {
    const [formation, variant] = parseValues(schemas.formation, chosenValue);
    saved = await autoSelection(ctx, { ...input, formation: formation as Formation });
    const picked = saved.orders.selection?.lineup;
    if (variant === 'wide' && picked) saved = await setSelection(ctx, { ...input, lineup: { ...picked, variant: 'wide' } });
  } else if (action === 'auto') {
    const editor = await loadEditor(ctx, input);
    saved = await autoSelection(ctx, { ...input, formation: editor.lineup?.formation ?? '4-4-2' });
  } else if (action === 'put') {
    const editor = await loadEditor(ctx, input);
    if (!editor.lineup) throw new Refusal('Pick a formation first.');
    const index = parseValues(schemas.slot, arg);
    const playerId = parseValues(schemas.player, chosenValue);
    saved = await setSelection(ctx, { ...input, lineup: placePlayer(editor.lineup, index, playerId) });
  } else {
    throw new Error(`unknown select action ${interaction.customId}`);
  }
  await interaction.update({ ...editorMessage(await loadEditor(ctx, input, saved)), allowedMentions: NO_MENTIONS });
}

export default { data, execute, component, autocomplete } satisfies Command;
