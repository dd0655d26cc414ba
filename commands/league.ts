import { SlashCommandBuilder, type SlashCommandStringOption, type SlashCommandSubcommandBuilder } from '@discordjs/builders';
import { InteractionContextType, ChannelType, type APIEmbed, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import { DICE_DISPLAYS } from '../src/commentary/dice-display.js';
import { LANGUAGE_NAMES, LOCALES, localeOf, type Locale } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { scheduleIn } from '../src/discord/render/schedule-words.js';
import type { AppContext } from '../src/context.js';
import {
  answerWithClubs,
  channelLeagueRead,
  isAdmin,
  leagueAdmin,
  postsPublicly,
  requireMembershipCooldown,
  serverChannelId,
} from '../src/discord/command-kit.js';
import { Refusal } from '../src/discord/errors.js';
import { userMention } from '../src/discord/mentions.js';
import { opt, parseValues, rawOptions } from '../src/discord/options.js';
import {
  CUPS_LABELS,
  describeStep,
  renderFixtures,
  renderHistory,
  renderResults,
  renderSettings,
  renderStatus,
} from '../src/discord/render/league.render.js';
import { name as safeName } from '../src/discord/render/format.js';
import { renderJoinChecklist } from '../src/discord/render/guide.render.js';
import { renderTables } from '../src/discord/render/table.render.js';
import { renderPoints } from '../src/discord/render/fortunes.render.js';
import { renderFortunesGamePoints, renderFortunesGameTable, renderFortunesIntro } from '../src/discord/render/fortunes-game.render.js';
import {
  renderFortunesGameFixtures,
  renderFortunesGameHistory,
  renderFortunesGameResults,
} from '../src/discord/render/fortunes-game-record.render.js';
import { webPageAnswer, webPageSetting } from '../src/discord/render/web.render.js';
import { webAddress } from '../src/league/web/index.js';
import { withCupRounds } from '../src/discord/render/cup-weeks.render.js';
import { fitsOneMessage, respond } from '../src/discord/reply.js';
import { DEFAULT_SCHEDULE, scheduleFrom, scheduleOptions } from '../src/discord/schedule-options.js';
import { isCardsView, renderCardsView } from '../src/discord/render/cards.render.js';
import {
  GAMES,
  MAX_SEASONS,
  cardsLeagueView,
  createCardsLeague,
  createFortunesGameLeague,
  fortunesGameLeagueView,
  fortunesGameRecordView,
  createLeague,
  cupRoundsAfterWeek,
  gamePoints,
  historyView,
  joinLeagueRead,
  leagueFixtures,
  leagueResults,
  leagueStatus,
  leagueTable,
  leaveLeague,
  startSeason,
  updateSettings,
  type SettingsChanges,
} from '../src/league/index.js';
import { memberDisplayName } from '../src/discord/member-name.js';
import type { Command } from './index.js';
import { CUPS_OPTIONS } from '../src/engine/model/cup-competitions.js';
import { CARDS_BALANCES } from '../src/engine/cards/balance.js';
import { DEFAULT_CUPS } from '../src/league/shared/calendar-step.js';

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

const cupsOption = (description: string) => (o: SlashCommandStringOption) =>
  o
    .setName('cups')
    .setDescription(description)
    .addChoices(...CUPS_OPTIONS.map((value) => ({ name: CUPS_LABELS[value], value })));

const languageOption = (description: string) => (o: SlashCommandStringOption) =>
  o
    .setName('language')
    .setDescription(description)
    .addChoices(...LOCALES.map((value) => ({ name: LANGUAGE_NAMES[value], value })));

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
        .addIntegerOption((o) =>
          o.setName('humans').setDescription('Clubs for managers (1-8; cards 2-6; Fortunes 2-5)').setMinValue(1).setMaxValue(8),
        )
        .addStringOption((o) =>
          o
            .setName('game')
            .setDescription('The game to play')
            .addChoices(
              { name: 'Football (Footy Manager)', value: 'football' },
              { name: 'Cards (five-a-side with a pack)', value: 'cards' },
              { name: 'Football Fortunes (the board game)', value: 'fortunes' },
            ),
        )
        .addIntegerOption((o) =>
          o
            .setName('seasons')
            .setDescription('Seasons until the winner: cards on trophy points (3 unless chosen), football on game points')
            .setMinValue(1)
            .setMaxValue(MAX_SEASONS),
        )
        .addStringOption((o) =>
          o
            .setName('engine')
            .setDescription('Match engine')
            .addChoices({ name: 'Classic (Footy Manager)', value: 'classic' }, { name: 'Detailed (minute by minute)', value: 'detailed' }),
        )
        .addBooleanOption((o) =>
          o.setName('home_advantages').setDescription('Detailed engine: a stronger home edge, about 59% home wins instead of 45%'),
        )
        .addIntegerOption((o) =>
          o
            .setName('substitutions')
            .setDescription('Detailed engine: substitutions a side (3 unless chosen)')
            .addChoices({ name: '3 (the rulebook)', value: 3 }, { name: '5', value: 5 }),
        )
        .addStringOption(cupsOption('The Cup, and Europe from season two (both unless chosen)'))
        .addStringOption((o) =>
          o
            .setName('balance')
            .setDescription("Cards: the balance (article's rules unless chosen)")
            .addChoices(...CARDS_BALANCES.map((value) => ({ name: value, value }))),
        )
        .addBooleanOption((o) =>
          o.setName('fortunes').setDescription('The Fortunes board (over a Footy Manager league): wages, bank, auctions, points'),
        )
        .addIntegerOption((o) =>
          o
            .setName('difficulty')
            .setDescription('Non-player clubs’ strength (2 unless chosen)')
            .addChoices(
              { name: '1 (easiest)', value: 1 },
              { name: '2 (the balance)', value: 2 },
              { name: '3', value: 3 },
              { name: '4 (hardest)', value: 4 },
            ),
        )
        .addStringOption(languageOption("The language of the channel's posts (the server's, where Dugout speaks it)")),
    ),
  )
  .addSubcommand((sub) => sub.setName('points').setDescription('Game points: who is winning the game'))
  .addSubcommand((sub) =>
    sub
      .setName('join')
      .setDescription('Take charge of a club in this league')
      .addStringOption((o) =>
        o.setName('club').setDescription('A free club (the first free one if left out)').setAutocomplete(true).setMaxLength(100),
      ),
  )
  .addSubcommand((sub) => sub.setName('leave').setDescription('Leave your club; the AI takes over'))
  .addSubcommand((sub) => sub.setName('start').setDescription('Start the season (league admins)'))
  .addSubcommand((sub) => sub.setName('status').setDescription('Week, deadline and who is ready'))
  .addSubcommand((sub) => divisionOption(sub.setName('table').setDescription('League tables')))
  .addSubcommand((sub) =>
    divisionOption(sub.setName('fixtures').setDescription('Fixtures to come')).addIntegerOption((o) =>
      o.setName('week').setDescription('League week (1 to 14); the cup rounds after it are named, their ties in /cup').setMinValue(1).setMaxValue(14),
    ),
  )
  .addSubcommand((sub) =>
    divisionOption(sub.setName('results').setDescription('Results so far')).addIntegerOption((o) =>
      o.setName('week').setDescription('League week (1 to 14); the cup rounds after it are named, their ties in /cup').setMinValue(1).setMaxValue(14),
    ),
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
      .addBooleanOption((o) => o.setName('clear_admin_role').setDescription('Remove the league admin role'))
      .addBooleanOption((o) => o.setName('hide_deal_fees').setDescription('Leave the money out of deals announced in the channel'))
      .addBooleanOption((o) => o.setName('web').setDescription("Show the league's public web page (off: its address answers 404)"))
      .addStringOption(cupsOption('The cups (only before the season starts)'))
      .addStringOption((o) =>
        o
          .setName('dice')
          .setDescription('How match reports show the dice')
          .addChoices({ name: 'shown', value: 'shown' }, { name: 'behind a spoiler', value: 'spoiler' }, { name: 'hidden', value: 'hidden' }),
      )
      .addStringOption(languageOption("The language of the channel's posts")),
  )
  .addSubcommand((sub) => sub.setName('web').setDescription("The link to the league's web page: tables, fixtures, match reports, clubs"));

const settingsValues = scheduleOptions.extend({
  advance_when_ready: z.boolean().optional(),
  live: z.boolean().optional(),
  admin_role: z
    .string()
    .regex(/^\d{15,21}$/)
    .optional(),
});

const schemas = {
  create: settingsValues.extend({
    name: opt.name(50),
    humans: opt.int(1, 8).optional(),
    game: z.enum(GAMES).default('football'),
    seasons: opt.int(1, MAX_SEASONS).optional(),
    engine: z.enum(['classic', 'detailed']).default('classic'),
    home_advantages: z.boolean().optional(),
    substitutions: z.union([z.literal(3), z.literal(5)]).optional(),
    cups: z.enum(CUPS_OPTIONS).optional(),
    balance: z.enum(CARDS_BALANCES).optional(),
    fortunes: z.boolean().optional(),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    language: z.enum(LOCALES).optional(),
  }),
  join: z.object({ club: z.string().trim().min(1).max(100).optional() }),
  table: z.object({ division: opt.int(0, 3).optional() }),
  rounds: z.object({ division: opt.int(0, 3).optional(), week: opt.int(1, 14).optional() }),
  history: z.object({ season: opt.int(1, 10_000).optional() }),
  settings: settingsValues.extend({
    name: opt.name(50).optional(),
    clear_admin_role: z.boolean().optional(),
    hide_deal_fees: z.boolean().optional(),
    web: z.boolean().optional(),
    cups: z.enum(CUPS_OPTIONS).optional(),
    dice: z.enum(DICE_DISPLAYS).optional(),
    language: z.enum(LOCALES).optional(),
  }),
};

type Division = 0 | 1 | 2 | 3;

async function create(interaction: ChatInputCommandInteraction, ctx: AppContext, values: unknown): Promise<void> {
  // Making a league takes longer than Discord waits for a first answer on a busy machine; a refusal is still private.
  await interaction.deferReply();
  if (!interaction.guildId || interaction.channel?.type === ChannelType.DM) throw new Refusal({ key: 'league.create.outsideServer' });
  const options = parseValues(schemas.create, values);
  if (options.game === 'cards') {
    if (options.cups !== undefined) throw new Refusal({ key: 'league.create.cupsInCards' });
    if (options.fortunes !== undefined || options.difficulty !== undefined) {
      throw new Refusal({ key: 'league.create.fortunesInCards' });
    }
    return createCards(interaction, ctx, options);
  }
  if (options.game === 'fortunes') return createFortunes(interaction, ctx, options);
  if (options.balance !== undefined) throw new Refusal({ key: 'league.create.balanceInFootball' });
  const humans = options.humans ?? 8;
  const league = await createLeague(ctx, {
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    name: options.name,
    actorUserId: interaction.user.id,
    isAdmin: isAdmin(interaction, null),
    options: {
      humanClubs: humans,
      engine: options.engine,
      cups: options.cups ?? DEFAULT_CUPS,
      ...(options.home_advantages !== undefined ? { homeAdvantages: options.home_advantages } : {}),
      ...(options.substitutions !== undefined ? { substitutions: options.substitutions } : {}),
      ...(options.fortunes !== undefined ? { fortunes: options.fortunes } : {}),
      ...(options.seasons !== undefined ? { seasons: options.seasons } : {}),
      ...(options.difficulty !== undefined ? { difficulty: options.difficulty } : {}),
      schedule: scheduleFrom(options) ?? DEFAULT_SCHEDULE,
      ...(options.advance_when_ready !== undefined ? { advanceWhenReady: options.advance_when_ready } : {}),
      ...(options.live !== undefined ? { live: options.live } : {}),
      ...(options.reminders ? { reminderOffsetsHours: options.reminders } : {}),
      adminRoleId: options.admin_role ?? null,
      // The server's preferred language where Dugout speaks it, else English.
      language: options.language ?? localeOf(interaction.guildLocale),
    },
  });
  // The channel reads the welcome, so in the league's language.
  const { language } = league.settings;
  const open = t(language, 'leagueReply.created', {
    league: safeName(league.name),
    clubs: humans,
    schedule: scheduleIn(language, league.settings.schedule),
  });
  const board = league.settings.fortunes ? [t(language, 'leagueReply.createdFortunes')] : [];
  await respond(interaction, { content: [open, ...board, t(language, 'leagueReply.createdNext')].join('\n') });
}

/** The options a cards or Fortunes league is created with: its managers, the schedule and the options its game refuses. */
function gameLeagueOptions(options: z.infer<typeof schemas.create>, managers: number) {
  return {
    humanClubs: managers,
    ...(options.engine !== 'classic' ? { engine: options.engine } : {}),
    ...(options.home_advantages !== undefined ? { homeAdvantages: options.home_advantages } : {}),
    ...(options.substitutions !== undefined ? { substitutions: options.substitutions } : {}),
    schedule: scheduleFrom(options) ?? DEFAULT_SCHEDULE,
    ...(options.advance_when_ready !== undefined ? { advanceWhenReady: options.advance_when_ready } : {}),
    ...(options.reminders ? { reminderOffsetsHours: options.reminders } : {}),
    adminRoleId: options.admin_role ?? null,
  };
}

/** /league create game:cards: 2 to 6 managers (4 unless chosen), the league padded with dummies. */
async function createCards(interaction: ChatInputCommandInteraction, ctx: AppContext, options: z.infer<typeof schemas.create>): Promise<void> {
  const managers = options.humans ?? 4;
  const league = await createCardsLeague(ctx, {
    guildId: interaction.guildId!,
    channelId: interaction.channelId,
    name: options.name,
    actorUserId: interaction.user.id,
    isAdmin: isAdmin(interaction, null),
    seasons: options.seasons ?? 3,
    ...(options.balance !== undefined ? { balance: options.balance } : {}),
    // The server's preferred language where Dugout speaks it, else English.
    options: { ...gameLeagueOptions(options, managers), language: options.language ?? localeOf(interaction.guildLocale) },
  });
  // Told to the channel, in the league's language.
  const locale = league.settings.language;
  await respond(interaction, {
    content: t(locale, 'cards.create.open', {
      league: safeName(league.name),
      managers,
      seasons: options.seasons ?? 3,
      schedule: scheduleIn(locale, league.settings.schedule),
    }),
  });
}

/** /league create game:fortunes: the rulebook's game, 2 to 5 managers (2 unless chosen) and the computer's clubs to make ten. */
async function createFortunes(interaction: ChatInputCommandInteraction, ctx: AppContext, options: z.infer<typeof schemas.create>): Promise<void> {
  if (options.cups !== undefined || options.balance !== undefined || options.fortunes !== undefined) {
    throw new Refusal({ key: 'fortunes.create.otherOptions' });
  }
  const managers = options.humans ?? 2;
  const seasons = options.seasons ?? 3;
  const league = await createFortunesGameLeague(ctx, {
    guildId: interaction.guildId!,
    channelId: interaction.channelId,
    name: options.name,
    actorUserId: interaction.user.id,
    isAdmin: isAdmin(interaction, null),
    seasons,
    skill: options.difficulty ?? 2,
    // The server's preferred language where Dugout speaks it, else English, as a football league's.
    options: { ...gameLeagueOptions(options, managers), language: options.language ?? localeOf(interaction.guildLocale) },
  });
  // Told to the channel, in the league's language.
  const locale = league.settings.language;
  await respond(interaction, {
    content: t(locale, 'fortunes.create.open', {
      league: safeName(league.name),
      managers,
      skill: options.difficulty ?? 2,
      seasons,
      schedule: scheduleIn(locale, league.settings.schedule),
    }),
    embeds: [renderFortunesIntro(locale)],
  });
}

async function settings(interaction: ChatInputCommandInteraction, ctx: AppContext, values: unknown): Promise<void> {
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
    ...(options.hide_deal_fees !== undefined ? { hideDealFees: options.hide_deal_fees } : {}),
    ...(options.web !== undefined ? { web: options.web } : {}),
    ...(options.cups ? { cups: options.cups } : {}),
    ...(options.dice ? { dice: options.dice } : {}),
    ...(options.language ? { language: options.language } : {}),
  };
  if (Object.keys(changes).length === 0) {
    const { league, ref } = await channelLeagueRead(interaction, ctx);
    // Only the reader sees them: in his language.
    const locale = localeOf(interaction.locale);
    const web = webPageSetting((await webAddress(ctx, ref)).shown, locale);
    await respond(interaction, {
      content: `${t(locale, 'settings.shown', { league: safeName(league.name) })}\n${renderSettings(league.settings, league.game, locale)}\n${web}`,
      ephemeral: true,
    });
    return;
  }
  // The change reads the channel's league once, locked, and checks the admin role on it.
  const updated = await updateSettings(ctx, { ...leagueAdmin(interaction), changes });
  // The change is told to the channel: in the league's language, as it stands after the change.
  const language = updated.settings.language;
  const web = options.web === undefined ? '' : `\n${webPageSetting(options.web, language)}`;
  await respond(interaction, {
    content: `${t(language, 'settings.changed', { user: userMention(interaction.user.id) })}\n${renderSettings(updated.settings, updated.game, language)}${web}`,
  });
}

/** The channel's league is read once, under lock, by the use case; the member's cooldown is checked on it. */
async function join(interaction: ChatInputCommandInteraction, ctx: AppContext, values: unknown): Promise<void> {
  const { club } = parseValues(schemas.join, values);
  const { league, club: joined } = await joinLeagueRead(ctx, {
    channelId: serverChannelId(interaction),
    userId: interaction.user.id,
    displayName: memberDisplayName(interaction),
    ...(club ? { clubId: club } : {}),
    check: () => requireMembershipCooldown(interaction, ctx, 'join'),
  });
  // The channel hears it in the league's language; the checklist is his alone, in his.
  const content = t(league.settings.language, 'leagueReply.joined', {
    user: userMention(interaction.user.id),
    club: safeName(joined.name),
    game: league.game,
  });
  if (league.game === 'cards') return respond(interaction, { content });
  await respond(interaction, { content });
  return respond(interaction, { embeds: [renderJoinChecklist(league, joined.name, localeOf(interaction.locale))], ephemeral: true });
}

async function leave(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const left = await leaveLeague(ctx, {
    channelId: serverChannelId(interaction),
    userId: interaction.user.id,
    check: () => requireMembershipCooldown(interaction, ctx, 'leave'),
  });
  // The channel hears it in the league's language.
  return respond(interaction, { content: t(left.language, 'admin.left', { user: userMention(interaction.user.id), club: safeName(left.name) }) });
}

/** The channel's league is read once, locked, by the use case, which checks the admin role on it. */
async function start(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const started = await startSeason(ctx, leagueAdmin(interaction));
  const { language } = started.settings;
  return respond(interaction, {
    content: t(language, 'leagueReply.started', { league: safeName(started.name), step: describeStep(started, language) }),
  });
}

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  if (subcommand === 'create') return create(interaction, ctx, values);
  if (subcommand === 'settings') return settings(interaction, ctx, values);
  if (subcommand === 'join') return join(interaction, ctx, values);
  if (subcommand === 'leave') return leave(interaction, ctx);
  if (subcommand === 'start') return start(interaction, ctx);
  // Every game shares /league: the channel's league says which game's view or action answers.
  const { league, ref } = await channelLeagueRead(interaction, ctx);
  // A view is public once per member per cooldown; repeats and answers longer than one message are private. Shown to
  // the channel it speaks the league's language, to the reader alone his own.
  const viewIn = async (embeds: (locale: Locale) => APIEmbed[]) => {
    const publicly = fitsOneMessage({ embeds: embeds(league.settings.language) }) && postsPublicly(interaction, ctx, `league ${subcommand}`);
    return respond(interaction, { embeds: embeds(publicly ? league.settings.language : localeOf(interaction.locale)), ephemeral: !publicly });
  };
  if (league.game === 'cards' && subcommand && isCardsView(subcommand)) {
    // Seen by the channel, the view speaks the league's language; seen by him alone, his own.
    const cards = await cardsLeagueView(ctx, ref);
    const publicly = postsPublicly(interaction, ctx, `league ${subcommand}`);
    const embeds = [renderCardsView(subcommand, cards, publicly ? cards.language : localeOf(interaction.locale))];
    return respond(interaction, { embeds, ephemeral: !fitsOneMessage({ embeds }) || !publicly });
  }
  if (league.game === 'fortunes' && (subcommand === 'table' || subcommand === 'points')) {
    const game = await fortunesGameLeagueView(ctx, ref);
    return viewIn((locale) => [subcommand === 'table' ? renderFortunesGameTable(game, locale) : renderFortunesGamePoints(game, locale)]);
  }
  if (league.game === 'fortunes' && (subcommand === 'fixtures' || subcommand === 'results' || subcommand === 'history')) {
    const record = await fortunesGameRecordView(ctx, league);
    if (subcommand === 'history') {
      const { season } = parseValues(schemas.history, values);
      return viewIn((locale) => [renderFortunesGameHistory(record, season, locale)]);
    }
    const { week } = parseValues(schemas.rounds, values);
    return viewIn((locale) => [(subcommand === 'fixtures' ? renderFortunesGameFixtures : renderFortunesGameResults)(record, week, locale)]);
  }
  switch (subcommand) {
    case 'status': {
      // A private answer is in the reader's language; one the channel sees, in the league's.
      const status = await leagueStatus(ctx, ref);
      const publicly = postsPublicly(interaction, ctx, `league ${subcommand}`);
      const embed = renderStatus(status, publicly ? league.settings.language : localeOf(interaction.locale));
      return respond(interaction, { embeds: [embed], ephemeral: !publicly });
    }
    case 'table': {
      const { division } = parseValues(schemas.table, values);
      const tables = await leagueTable(ctx, { ...ref, ...(division !== undefined ? { division: division as Division } : {}) });
      return viewIn((locale) => renderTables(tables, undefined, locale));
    }
    case 'fixtures':
    case 'results': {
      const { division, week } = parseValues(schemas.rounds, values);
      const query = { ...ref, ...(division !== undefined ? { division: division as Division } : {}), ...(week !== undefined ? { round: week } : {}) };
      const shown = subcommand === 'fixtures' ? (week ?? Math.max(1, league.week)) : week;
      const option = league.settings.cups ?? 'off';
      const rounds = shown === undefined ? [] : cupRoundsAfterWeek(option, league.season, shown);
      const cupRounds = (embed: APIEmbed, locale: Locale) =>
        withCupRounds(embed, { cups: option !== 'off', rounds, ...(shown !== undefined ? { week: shown } : {}) }, locale);
      if (subcommand === 'fixtures') {
        const fixtures = await leagueFixtures(ctx, { ...query, round: shown! });
        return viewIn((locale) => [cupRounds(renderFixtures(fixtures, locale), locale)]);
      }
      const results = await leagueResults(ctx, query);
      return viewIn((locale) => [cupRounds(renderResults(results, locale), locale)]);
    }
    case 'points': {
      const points = await gamePoints(ctx, ref);
      return viewIn((locale) => [renderPoints(points, locale)]);
    }
    case 'web': {
      // The link is told to the channel in the league's language; the reader alone hears why there is none in his.
      const address = await webAddress(ctx, ref);
      const publicly = !!ctx.config.PUBLIC_URL && postsPublicly(interaction, ctx, 'league web');
      const locale = publicly ? league.settings.language : localeOf(interaction.locale);
      return respond(interaction, {
        content: webPageAnswer(address, ctx.config.PUBLIC_URL, isAdmin(interaction, league), league.game, locale),
        ephemeral: !publicly,
      });
    }
    case 'history': {
      const { season } = parseValues(schemas.history, values);
      const history = await historyView(ctx, { ...ref, ...(season !== undefined ? { season } : {}) });
      return viewIn((locale) => renderHistory(history, locale));
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
