import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, PermissionFlagsBits, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { answerWithClubs, channelLeagueOfAnyGame, leagueAdmin, requireAdmin } from '../src/discord/command-kit.js';
import { Refusal } from '../src/discord/errors.js';
import { userMention } from '../src/discord/mentions.js';
import { parseValues, rawOptions } from '../src/discord/options.js';
import { name } from '../src/discord/render/format.js';
import { describeStep } from '../src/discord/render/league.render.js';
import { respond } from '../src/discord/reply.js';
import { localeOf } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { advanceLeague, handToAi, kickManager, pauseLeague, resumeLeague, unbanMember } from '../src/league/index.js';
import type { Command } from './index.js';

/** Discord hides /admin from members without Manage Server; every use is checked again below. */
const data = new SlashCommandBuilder()
  .setName('admin')
  .setDescription('League admin: force a week, pause, remove or ban a manager, hand a club to the AI')
  .setContexts(InteractionContextType.Guild)
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) => sub.setName('advance').setDescription('Play the current week now'))
  .addSubcommand((sub) => sub.setName('pause').setDescription('Pause the league: no deadlines, no weeks played'))
  .addSubcommand((sub) => sub.setName('resume').setDescription('Resume a paused league'))
  .addSubcommand((sub) =>
    sub
      .setName('kick')
      .setDescription('Remove a manager; the AI takes the club')
      .addUserOption((o) => o.setName('manager').setDescription('The manager to remove').setRequired(true))
      .addBooleanOption((o) => o.setName('ban').setDescription('Also ban him from joining this league again')),
  )
  .addSubcommand((sub) =>
    sub
      .setName('unban')
      .setDescription('Let a banned member join this league again')
      .addUserOption((o) => o.setName('member').setDescription('The banned member').setRequired(true)),
  )
  .addSubcommand((sub) =>
    sub
      .setName('autopilot')
      .setDescription('Hand a club to the AI')
      .addStringOption((o) => o.setName('club').setDescription('The club').setRequired(true).setAutocomplete(true).setMaxLength(100)),
  );

const schemas = {
  kick: z.object({ manager: z.string().regex(/^\d{15,21}$/, 'must be a member'), ban: z.boolean().default(false) }),
  unban: z.object({ member: z.string().regex(/^\d{15,21}$/, 'must be a member') }),
  autopilot: z.object({ club: z.string().trim().min(1).max(100) }),
};

async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  // Every subcommand but advance hands the channel to its use case, which reads the league once, locked, and checks
  // the admin role on it.
  const admin = leagueAdmin(interaction);
  switch (subcommand) {
    case 'advance':
      return advance(interaction, ctx);
    case 'pause': {
      const paused = await pauseLeague(ctx, admin);
      return respond(interaction, { content: `**${name(paused.name)}** is paused. \`/admin resume\` carries on.` });
    }
    case 'resume': {
      const resumed = await resumeLeague(ctx, admin);
      return respond(interaction, { content: `**${name(resumed.name)}** carries on: ${describeStep(resumed)}.` });
    }
    case 'kick': {
      const { manager, ban } = parseValues(schemas.kick, values);
      const club = await kickManager(ctx, { ...admin, userId: manager, ban });
      if (!club && !ban) throw new Refusal(`${userMention(manager)} does not manage a club in this league.`);
      if (!club) return respond(interaction, { content: `${userMention(manager)} is banned from joining this league.` });
      const banned = ban ? ' He is banned from joining this league again.' : '';
      return respond(interaction, { content: `${userMention(manager)} no longer manages **${name(club.name)}**; the AI takes over.${banned}` });
    }
    case 'unban': {
      const { member } = parseValues(schemas.unban, values);
      await unbanMember(ctx, { ...admin, userId: member });
      return respond(interaction, { content: `${userMention(member)} may join this league again.` });
    }
    case 'autopilot': {
      const { club } = parseValues(schemas.autopilot, values);
      const handed = await handToAi(ctx, { ...admin, clubId: club });
      return respond(interaction, { content: `**${name(handed.name)}** is managed by the AI.` });
    }
    default:
      throw new Error(`unknown /admin subcommand ${subcommand}`);
  }
}

/**
 * Plays the league's current step. The league is read twice, for a reason: here, for the step the admin asks to play,
 * and again by advanceLeague under its lock, which plays that step only if it is still the current one, so that two
 * advances given at once (or one given as the scheduler plays the week) play one week, not two.
 */
async function advance(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const league = await channelLeagueOfAnyGame(interaction, ctx);
  requireAdmin(interaction, league);
  // Playing a week takes longer than Discord waits for a first answer.
  await interaction.deferReply();
  const outcome = await advanceLeague(
    ctx,
    league.id,
    { season: league.season, week: league.week, phase: league.phase, turn: league.turn },
    { actorUserId: interaction.user.id },
  );
  if (!outcome.played && outcome.reason === 'game-over')
    throw new Refusal('The game is over and the league is archived: there is nothing more to play. `/league create` starts a new one here.');
  if (!outcome.played) throw new Refusal(`The week was not played: ${outcome.reason.replace('-', ' ')}.`);
  // The channel reads it, so in the league's language.
  const { language } = league.settings;
  return respond(interaction, {
    content: t(language, 'leagueReply.advanced', {
      user: userMention(interaction.user.id),
      step: describeStep({ ...league, started: true, paused: false }, language),
    }),
  });
}

/** Clubs a manager can hold: the human clubs, an AI-run one marked in the reader's language. */
async function autocomplete(interaction: AutocompleteInteraction, ctx: AppContext): Promise<void> {
  const locale = localeOf(interaction.locale);
  await answerWithClubs(
    interaction,
    ctx,
    () => true,
    (club) => (club.managerUserId ? club.clubName : t(locale, 'deal.autocomplete.aiClub', { club: club.clubName })),
  );
}

export default { data, execute, autocomplete } satisfies Command;
