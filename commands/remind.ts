import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { closedDmNote } from '../src/discord/closed-dm-note.js';
import { serverChannelId } from '../src/discord/command-kit.js';
import { relativeTime } from '../src/discord/mentions.js';
import { opt, parseValues, rawOptions } from '../src/discord/options.js';
import { respond } from '../src/discord/reply.js';
import { localeOf, type Locale } from '../src/i18n/locales.js';
import { t } from '../src/i18n/translate.js';
import { DIRECT_REMINDER_HOURS, remindMe, remindOff, reminderStatus, type DirectReminderStatus } from '../src/league/index.js';
import type { Command } from './index.js';

const { min, max } = DIRECT_REMINDER_HOURS;
const DEFAULT_HOURS = 2;

const data = new SlashCommandBuilder()
  .setName('remind')
  .setDescription('A direct message before each deadline of this league, if you are not ready')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('me')
      .setDescription('Turn reminders on: a DM before each deadline (off until you ask)')
      .addIntegerOption((o) =>
        o.setName('hours').setDescription(`Hours before the deadline (${DEFAULT_HOURS} unless given)`).setMinValue(min).setMaxValue(max),
      ),
  )
  .addSubcommand((sub) => sub.setName('off').setDescription('No more reminders from this league'))
  .addSubcommand((sub) => sub.setName('status').setDescription('Whether you are reminded, and when'));

const meSchema = z.object({ hours: opt.int(min, max).default(DEFAULT_HOURS) });

function statusLine(locale: Locale, status: DirectReminderStatus): string {
  if (status.hoursBefore === null) return t(locale, 'remind.off', { league: status.leagueName });
  const next = status.nextDeadline ? t(locale, 'remind.next', { deadline: relativeTime(status.nextDeadline) }) : '';
  return t(locale, 'remind.on', {
    hours: status.hoursBefore,
    league: status.leagueName,
    predictions: status.predictions ? 'yes' : 'no',
    next,
  });
}

/** Always private, in the reader's language: a member's reminders are his own business. */
async function execute(interaction: ChatInputCommandInteraction, ctx: AppContext): Promise<void> {
  const { subcommand, values } = rawOptions(interaction);
  const member = { channelId: serverChannelId(interaction), userId: interaction.user.id };
  const note = await closedDmNote(interaction, ctx);
  const locale = localeOf(interaction.locale);
  let line: string;
  if (subcommand === 'me') line = statusLine(locale, await remindMe(ctx, { ...member, hours: parseValues(meSchema, values).hours }));
  else if (subcommand === 'off') line = statusLine(locale, await remindOff(ctx, member));
  else line = statusLine(locale, await reminderStatus(ctx, member));
  await respond(interaction, { content: [note, line].filter(Boolean).join('\n'), ephemeral: true });
}

export default { data, execute } satisfies Command;
