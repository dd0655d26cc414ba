import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { InteractionContextType, ChannelType, type APIEmbed, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { answerWithClubs, channelLeague, isAdmin, managerInput, postsPublicly, requireAdmin, requireMembershipCooldown } from '../src/discord/command-kit.js';
import { Refusal } from '../src/discord/errors.js';
import { userMention } from '../src/discord/mentions.js';
import { opt, parseValues, rawOptions } from '../src/discord/options.js';
import { describeSchedule, describeStep, renderFixtures, renderHistory, renderResults, renderSettings, renderStatus } from '../src/discord/render/league.render.js';
import { plural, name as safeName } from '../src/discord/render/format.js';
import { renderTables } from '../src/discord/render/table.render.js';
import { fitsOneMessage, respond } from '../src/discord/reply.js';
import { DEFAULT_SCHEDULE, scheduleFrom, scheduleOptions } from '../src/discord/schedule-options.js';
import {
  createLeague,
  historyView,
  joinLeague,
  leagueFixtures,
  leagueResults,
  leagueStatus,
  leagueTable,
  leaveLeague,
  startSeason,
  updateSettings,
  type SettingsChanges,
} from '../src/league/index.js';
import type { Command } from './index.js';

function withSchedule(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addIntegerOption((o) => o.setName('every_hours').setDescription('Play a week every this many hours').setMinValue(1).setMaxValue(336))
    .addStringOption((o) => o.setName('days').setDescription('Or deadline days, such as "mon, thu"').setMaxLength(40))
    .addStringOption((o) => o.setName('time').setDescription('Deadline time, 24-hour, such as 20:00').setMaxLength(5))
    .addStringOption((o) => o.setName('timezone').setDescription('Time zone of the deadline, such as Europe/London').setMaxLength(64))
    .addBooleanOption((o) => o.setName('advance_when_ready').setDescription('Play the week as soon as every manager is /ready'))
    .addStringOption((o) => o.setName('reminders').setDescription('Hours before the deadline to remind managers, such as "24, 1"').setMaxLength(40))
    .addBooleanOption((o) => o.setName('live').setDescription('Post matches live, minute by minute'))
    .addRoleOption((o) => o.setName('admin_role').setDescription('A role whose members may run /admin for this league'));
}

const divisionOption = (sub: SlashCommandSubcommandBuilder) =>
  sub.addIntegerOption((o) =>
    o
      .setName('division')
      .setDescription('Which division')
      .addChoices({ name: 'Premier', value: 0 }, { name: 'Second', value: 1 }, { name: 'Third', value: 2 }, { name: 'Fourth', value: 3 }),
  );

const data = new SlashCommandBuilder()
  .setName('league')
  .setDescription('Create, join and follow the league in this channel')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    withSchedule(
      sub
        .setName('create')
        .setDescription('Create a league in this channel')
        .addStringOption((o) => o.setName('name').setDescription('League name').setRequired(true).setMinLength(2).setMaxLength(50))
        .addIntegerOption((o) => o.setName('humans').setDescription('Clubs managers can take (1 to 8)').setMinValue(1).setMaxValue(8))
        .addStringOption((o) =>
          o.setName('engine').setDescription('Match engine').addChoices({ name: 'Classic (Footy Manager)', value: 'classic' }, { name: 'Detailed (minute by minute)', value: 'detailed' }),
        )
        .addBooleanOption((o) =>
          o.setName('home_advantages').setDescription('Detailed engine: a stronger home edge, about 59% home wins instead of 45%'),
        )
        .addIntegerOption((o) =>
          o
            .setName('substitutions')
            .setDescription('Detailed engine: substitutions a side (3 unless chosen)')
            .addChoices({ name: '3 (the rulebook)', value: 3 }, { name: '5', value: 5 }),
        ),
    ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('join')
      .setDescription('Take charge of a club in this league')
      .addStringOption((o) => o.setName('club').setDescription('A free club (the first free one if left out)').setAutocomplete(true).setMaxLength(100)),
  )
  .addSubcommand((sub) => sub.setName('leave').setDescription('Leave your club; the AI takes over'))
  .addSubcommand((sub) => sub.setName('start').setDescription('Start the season (league admins)'))
  .addSubcommand((sub) => sub.setName('status').setDescription('Week, deadline and who is ready'))
  .addSubcommand((sub) => divisionOption(sub.setName('table').setDescription('League tables')))
  .addSubcommand((sub) =>
    divisionOption(sub.setName('fixtures').setDescription('Fixtures to come')).addIntegerOption((o) => o.setName('week').setDescription('Week (1 to 14)').setMinValue(1).setMaxValue(14)),
  )
  .addSubcommand((sub) =>
    divisionOption(sub.setName('results').setDescription('Results so far')).addIntegerOption((o) => o.setName('week').setDescription('Week (1 to 14)').setMinValue(1).setMaxValue(14)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('history')
      .setDescription('The last seasons: champions, promotions, top scorers')
      .addIntegerOption((o) => o.setName('season').setDescription('An earlier season').setMinValue(1).setMaxValue(10_000)),
  )
  .addSubcommand((sub) =>
    withSchedule(sub.setName('settings').setDescription('Show or change the league settings (league admins change)'))
      .addStringOption((o) => o.setName('name').setDescription('New league name').setMinLength(2).setMaxLength(50))
      .addBooleanOption((o) => o.setName('clear_admin_role').setDescription('Remove the league admin role')),
  );

const settingsValues = scheduleOptions.extend({
  advance_when_ready: z.boolean().optional(),
  live: z.boolean().optional(),
  admin_role: z.string().regex(/^\d{15,21}$/).optional(),
});

const schemas = {
  create: settingsValues.extend({
    name: opt.name(50),
    humans: opt.int(1, 8).default(8),
    engine: z.enum(['classic', 'detailed']).default('classic'),
    home_advantages: z.boolean().optional(),
    substitutions: z.union([z.literal(3), z.literal(5)]).optional(),
  }),
  join: z.object({ club: z.string().trim().min(1).max(100).optional() }),
  table: z.object({ division: opt.int(0, 3).optional() }),
  rounds: z.object({ division: opt.int(0, 3).optional(), week: opt.int(1, 14).optional() }),
  history: z.object({ season: opt.int(1, 10_000).optional() }),
  settings: settingsValues.extend({ name: opt.name(50).optional(), clear_admin_role: z.boolean().optional() }),
};

type Division = 0 | 1 | 2 | 3;

async function create(interaction: ChatInputCommandInteraction, ctx: AppContext, values: unknown): Promise<void> {
  if (!interaction.guildId || interaction.channel?.type === ChannelType.DM) throw new Refusal('Create a league in a server channel.');
  const options = parseValues(schemas.create, values);
  const league = await createLeague(ctx, {
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    name: options.name,
    actorUserId: interaction.user.id,
    isAdmin: isAdmin(interaction, null),
    options: {
      humanClubs: options.humans,
      engine: options.engine,
      ...(options.home_advantages !== undefined ? { homeAdvantages: options.home_advantages } : {}),
      ...(options.substitutions !== undefined ? { substitutions: options.substitutions } : {}),
      schedule: scheduleFrom(options) ?? DEFAULT_SCHEDULE,
      ...(options.advance_when_ready !== undefined ? { advanceWhenReady: options.advance_when_ready } : {}),
      ...(options.live !== undefined ? { live: options.live } : {}),
      ...(options.reminders ? { reminderOffsetsHours: options.reminders } : {}),
      adminRoleId: options.admin_role ?? null,
    },
  });
  await respond(interaction, {
    content:
      `**${safeName(league.name)}** is open in this channel: ${plural(options.humans, 'club')} for managers, deadlines ${describeSchedule(league.settings.schedule)}.\n` +
      'Take a club with `/league join`; a league admin starts the season with `/league start`.',
  });
}

async function settings(interaction: ChatInputCommandInteraction, ctx: AppContext, values: unknown): Promise<void> {
  const league = await channelLeague(interaction, ctx);
  const options = parseValues(schemas.settings, values);
  const schedule = scheduleFrom(options);
  const changes: SettingsChanges = {
    ...(schedule ? { schedule } : {}),
    ...(options.advance_when_ready !== undefined ? { advanceWhenReady: options.advance_when_ready } : {}),
    ...(options.live !== undefined ? { live: options.live } : {}),
    ...(options.reminders ? { reminderOffsetsHours: options.reminders } : {}),
    ...(options.admin_role ? { adminRoleId: options.admin_role } : {}),
    ...(options.clear_admin_role ? { adminRoleId: null } : {}),
    ...(options.name ? { name: options.name } : {}),
  };
  if (Object.keys(changes).length === 0) {
    await respond(interaction, { content: `**${safeName(league.name)}** settings\n${renderSettings(league.settings)}`, ephemeral: true });
    return;
  }
  requireAdmin(interaction, league);
  const updated = await updateSettings(ctx, { leagueId: league.id, actorUserId: interaction.user.id, isAdmin: true, changes });
  await respond(interaction, { content: `Settings changed by ${userMention(interaction.user.id)}:\n${renderSettings(updated.settings)}` });
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  if (subcommand === 'create') return create(interaction, ctx, values);
  if (subcommand === 'settings') return settings(interaction, ctx, values);
  // The views find the channel's league themselves; joining, leaving and starting look it up first.
  const ref = managerInput(interaction);
  const channelLeagueNow = async () => channelLeague(interaction, ctx);
  // A view is public once per member per cooldown; repeats and answers longer than one message are private.
  const view = async (embeds: APIEmbed[]) =>
    respond(interaction, { embeds, ephemeral: !fitsOneMessage({ embeds }) || !postsPublicly(interaction, ctx, `league ${subcommand}`) });
  switch (subcommand) {
    case 'join': {
      const league = await channelLeagueNow();
      requireMembershipCooldown(interaction, ctx, 'join');
      const { club } = parseValues(schemas.join, values);
      const joined = await joinLeague(ctx, { leagueId: league.id, userId: interaction.user.id, ...(club ? { clubId: club } : {}) });
      return respond(interaction, { content: `${userMention(interaction.user.id)} takes charge of **${safeName(joined.name)}**. See your players with \`/squad\`.` });
    }
    case 'leave': {
      const league = await channelLeagueNow();
      requireMembershipCooldown(interaction, ctx, 'leave');
      const left = await leaveLeague(ctx, { leagueId: league.id, userId: interaction.user.id });
      return respond(interaction, { content: `${userMention(interaction.user.id)} has left **${safeName(left.name)}**; the AI manages the club until someone joins.` });
    }
    case 'start': {
      const league = await channelLeagueNow();
      requireAdmin(interaction, league);
      const started = await startSeason(ctx, { leagueId: league.id, actorUserId: interaction.user.id, isAdmin: true });
      return respond(interaction, { content: `**${safeName(started.name)}** has started: ${describeStep(started)}. Give your orders, then \`/ready\`.` });
    }
    case 'status':
      return view([renderStatus(await leagueStatus(ctx, ref))]);
    case 'table': {
      const { division } = parseValues(schemas.table, values);
      const tables = await leagueTable(ctx, { ...ref, ...(division !== undefined ? { division: division as Division } : {}) });
      return view(renderTables(tables));
    }
    case 'fixtures':
    case 'results': {
      const { division, week } = parseValues(schemas.rounds, values);
      const query = { ...ref, ...(division !== undefined ? { division: division as Division } : {}), ...(week !== undefined ? { round: week } : {}) };
      if (subcommand === 'fixtures') {
        const fixtures = await leagueFixtures(ctx, week === undefined ? { ...query, round: 'current' } : query);
        return view([renderFixtures(fixtures)]);
      }
      return view([renderResults(await leagueResults(ctx, query))]);
    }
    case 'history': {
      const { season } = parseValues(schemas.history, values);
      return view(renderHistory(await historyView(ctx, { ...ref, ...(season !== undefined ? { season } : {}) })));
    }
    default:
      throw new Error(`unknown /league subcommand ${subcommand}`);
  }
}

/** Free human clubs for /league join. */
async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  await answerWithClubs(interaction, ctx, (club) => club.managerUserId === null);
}

export default { data, execute, autocomplete } satisfies Command;
