import { ActionRowBuilder, SlashCommandBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from '@discordjs/builders';
import { InteractionContextType, type AutocompleteInteraction, type ChatInputCommandInteraction, type MessageComponentInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { autocompletePlayer, managerInput, maybeChannelLeague } from '../src/discord/command-kit.js';
import { fortunesSelectComponent, fortunesSelectEditor } from '../src/discord/fortunes-game-select.js';
import { name } from '../src/discord/render/format.js';
import { lineupComponents, pitchPicture, renderLineup, scoreConditionName } from '../src/discord/lineup-editor.js';
import { NO_MENTIONS } from '../src/discord/mentions.js';
import { opt, parseValues, rawOptions } from '../src/discord/options.js';
import { respond } from '../src/discord/reply.js';
import { FORMATIONS, type Formation, type ScoreCondition } from '../src/engine/model/types.js';
import {
  clearSubstitutions,
  lineupEditor,
  pickFormation,
  placeInLineup,
  setStandingTactics,
  setSubstitution,
  type LineupEditorView,
  type ManagerInput,
} from '../src/league/index.js';
import { StaleComponent } from '../src/discord/errors.js';
import { localeOf, type Locale } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import type { Command } from './index.js';

const CONDITIONS = ['always', 'behind', 'level-or-behind', 'level', 'level-or-ahead', 'ahead'] as const satisfies readonly ScoreCondition[];
const conditionChoices = [...CONDITIONS.map((c) => ({ name: c, value: c })), { name: 'off', value: 'off' }];

const data = new SlashCommandBuilder()
  .setName('select')
  .setDescription('Your formation, XI and standing tactics (see /help selection); in Football Fortunes your 4-3-3')
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
      .addStringOption((o) =>
        o
          .setName('rebound')
          .setDescription('When to go for the rebound')
          .addChoices(...conditionChoices),
      )
      .addIntegerOption((o) => o.setName('rebound_from').setDescription('From this minute').setMinValue(1).setMaxValue(90))
      .addStringOption((o) =>
        o
          .setName('backs')
          .setDescription('When to put backs to the wall')
          .addChoices(...conditionChoices),
      )
      .addIntegerOption((o) => o.setName('backs_from').setDescription('From this minute').setMinValue(1).setMaxValue(90)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('substitute')
      .setDescription('Detailed engine: bring a substitute on for a player from a minute, if the score allows')
      .addStringOption((o) => o.setName('on').setDescription('The substitute who comes on').setAutocomplete(true).setMaxLength(100))
      .addStringOption((o) => o.setName('off').setDescription('The player in your XI who comes off').setAutocomplete(true).setMaxLength(100))
      .addIntegerOption((o) => o.setName('from').setDescription('From this minute (default 60)').setMinValue(1).setMaxValue(90))
      .addStringOption((o) =>
        o
          .setName('when')
          .setDescription('Only when the score is (default always)')
          .addChoices(...CONDITIONS.map((c) => ({ name: c, value: c }))),
      )
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
  formation: z
    .string()
    .regex(/^\d-\d-\d(:wide)?$/)
    .transform((v) => v.split(':') as [string, string?]),
  slot: z.coerce.number().int().min(0).max(10),
  player: z.string().min(1).max(100),
};

function editorMessage(locale: Locale, editor: LineupEditorView, chosen: number | null = null, content?: string) {
  const { lineup } = editor;
  if (!lineup) {
    const menu = new StringSelectMenuBuilder()
      .setCustomId('select:formation')
      .setPlaceholder(t(locale, 'club.select.chooseFormation'))
      .addOptions(FORMATIONS.map((f) => new StringSelectMenuOptionBuilder().setLabel(f).setValue(f)));
    return {
      content: t(locale, 'club.select.noLineup'),
      embeds: [],
      components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
      files: [],
    };
  }
  return {
    ...(content ? { content } : {}),
    embeds: [renderLineup({ ...editor, lineup }, locale)],
    components: lineupComponents({ ...editor, lineup }, chosen, locale),
    files: [pitchPicture({ ...editor, lineup }, locale)],
  };
}

/** A tactic option: off, or on from a minute when the score allows; left out, it stays as it is. */
function tacticSetting(when: z.infer<typeof condition> | undefined, fromMinute: number) {
  if (!when) return undefined;
  return when === 'off' ? null : { when, fromMinute };
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  // Football Fortunes always plays 4-3-3: every /select opens its section menus.
  if ((await maybeChannelLeague(interaction, ctx))?.game === 'fortunes') {
    await respond(interaction, { ...(await fortunesSelectEditor(interaction, ctx)), ephemeral: true });
    return;
  }
  const input = managerInput(interaction);
  const locale = localeOf(interaction.locale);
  if (subcommand === 'auto') {
    const { formation } = parseValues(schemas.auto, values);
    // Standing tactics stay if they suit the new formation; the use case drops them otherwise.
    const editor = await pickFormation(ctx, { ...input, formation });
    await respond(interaction, {
      ...editorMessage(locale, editor, null, t(locale, 'club.select.autoPicked', { formation })),
      ephemeral: true,
    });
  } else if (subcommand === 'tactics') {
    const parsed = parseValues(schemas.tactics, values);
    const rebound = tacticSetting(parsed.rebound, parsed.rebound_from);
    const backsToTheWall = tacticSetting(parsed.backs, parsed.backs_from);
    const editor = await setStandingTactics(ctx, {
      ...input,
      ...(rebound !== undefined ? { rebound } : {}),
      ...(backsToTheWall !== undefined ? { backsToTheWall } : {}),
    });
    await respond(interaction, { ...editorMessage(locale, editor, null, t(locale, 'club.select.tacticsSaved')), ephemeral: true });
  } else if (subcommand === 'substitute') {
    await substitute(interaction, ctx, input, parseValues(schemas.substitute, values));
  } else {
    await respond(interaction, { ...editorMessage(locale, await lineupEditor(ctx, input)), ephemeral: true });
  }
}

/** A standing substitution replaces any earlier one for the same substitute; `clear` removes them all. */
async function substitute(
  interaction: ChatInputCommandInteraction,
  ctx: AppContext,
  input: ManagerInput,
  values: z.infer<typeof schemas.substitute>,
): Promise<void> {
  const locale = localeOf(interaction.locale);
  if (values.clear) {
    await clearSubstitutions(ctx, input);
    await respond(interaction, { content: t(locale, 'club.select.substitutionsCleared'), ephemeral: true });
    return;
  }
  const saved = await setSubstitution(ctx, {
    ...input,
    ...(values.on ? { on: values.on } : {}),
    ...(values.off ? { off: values.off } : {}),
    fromMinute: values.from,
    when: values.when,
  });
  const count = saved.orders.selection?.tactics?.substitutions?.length ?? 0;
  await respond(interaction, {
    content: t(locale, 'club.select.substitutionSaved', {
      on: name(saved.on.name),
      off: name(saved.off.name),
      minute: values.from,
      when: scoreConditionName(locale, values.when),
      count,
    }),
    ephemeral: true,
  });
}

async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await autocompletePlayer(interaction, ctx, 'own');
}

/** The editor's menus and button: each change is saved at once, checked by the engine like any order. */
async function component(interaction: MessageComponentInteraction, ctx: AppContext, args: string[]): Promise<void> {
  const [action, arg] = args;
  if (action === 'fg') return fortunesSelectComponent(interaction, ctx, arg);
  const input = managerInput(interaction);
  const locale = localeOf(interaction.locale);
  const chosenValue = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
  if (action === 'slot') {
    const chosen = parseValues(schemas.slot, chosenValue);
    await interaction.update({ ...editorMessage(locale, await lineupEditor(ctx, input), chosen), allowedMentions: NO_MENTIONS });
    return;
  }
  // Standing tactics are left to the use case, which keeps them while they suit the XI.
  let saved: LineupEditorView;
  if (action === 'formation') {
    const [formation, variant] = parseValues(schemas.formation, chosenValue);
    saved = await pickFormation(ctx, { ...input, formation: formation as Formation, wide: variant === 'wide' });
  } else if (action === 'auto') {
    saved = await pickFormation(ctx, input);
  } else if (action === 'put') {
    const index = parseValues(schemas.slot, arg);
    const playerId = parseValues(schemas.player, chosenValue);
    saved = await placeInLineup(ctx, { ...input, index, playerId });
  } else {
    throw new StaleComponent();
  }
  await interaction.update({ ...editorMessage(locale, saved), allowedMentions: NO_MENTIONS });
}

export default { data, execute, component, autocomplete } satisfies Command;
