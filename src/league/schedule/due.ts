import { dueLeagueRows, leaguesBeforeDeadline, updateLeague } from '../../db/repositories/league.repository.js';
import { enqueue } from '../../db/repositories/outbox.repository.js';
import type { LeagueDeps } from '../deps.js';
import { requireLeague } from '../guards.js';
import { MAX_REMINDER_HOURS } from '../shared/input-checks.js';
import type { ReminderMessage } from '../posts/outbox-messages.js';
import type { DueLeague, ReminderDue } from '../shared/views.js';
import { postLocale } from '../shared/league-summary.js';

const HOUR = 3_600_000;

/** Leagues whose step should be played now: the deadline has passed, or every manager is ready (where allowed). */
export async function dueLeagues(deps: LeagueDeps, limit = 100): Promise<DueLeague[]> {
  const now = deps.clock.now();
  const rows = await dueLeagueRows(deps.db, now, limit);
  return rows.map((row) => ({
    leagueId: row.id,
    expected: { season: row.season, week: row.week, phase: row.phase, turn: row.turn },
    reason: row.next_deadline && row.next_deadline <= now ? 'deadline' : 'all-ready',
  }));
}

/**
 * Reminders to send now: for each league, the nearest offset before its
 * deadline that has been reached and not yet sent, naming the managers who
 * are not ready. One reminder per league at a time, even after a pause.
 */
export async function dueReminders(deps: LeagueDeps): Promise<ReminderDue[]> {
  const now = deps.clock.now();
  const rows = await leaguesBeforeDeadline(deps.db, now, new Date(now.getTime() + MAX_REMINDER_HOURS * HOUR));
  const due: ReminderDue[] = [];
  for (const row of rows) {
    if (!row.waiting.length || !row.next_deadline) continue;
    const hoursLeft = (row.next_deadline.getTime() - now.getTime()) / HOUR;
    const reached = row.reminder_offsets.filter((h) => h >= hoursLeft && !row.reminders_sent.includes(h));
    if (!reached.length) continue;
    due.push({
      leagueId: row.id,
      channelId: row.channel_id,
      offsetHours: Math.min(...reached),
      deadline: row.next_deadline,
      userIds: row.waiting,
    });
  }
  return due;
}

/**
 * The reminders to count as sent when a deadline is set: those whose time has
 * already come (a 24-hour reminder in a league that plays every 24 hours), so
 * a new week does not open with a ping; its announcement shows the deadline.
 */
export function remindersAlreadyPassed(offsetsHours: number[], deadline: Date, now: Date): string {
  const hoursLeft = (deadline.getTime() - now.getTime()) / HOUR;
  return JSON.stringify(offsetsHours.filter((h) => h >= hoursLeft));
}

/**
 * Queues a due reminder in the outbox and records it as sent, with every earlier offset, in one transaction: it
 * is posted once, in its place among the channel's posts, and none is sent twice or late. A reminder with every
 * manager ready is only recorded. Says whether a post was queued.
 */
export async function queueReminder(deps: LeagueDeps, reminder: ReminderDue): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await requireLeague(trx, reminder.leagueId);
    const message: ReminderMessage = { userIds: reminder.userIds, deadline: reminder.deadline.toISOString(), ...postLocale(league) };
    const post = {
      leagueId: league.id,
      channelId: league.channel_id,
      kind: 'reminder',
      payload: message,
      dedupeKey: `${league.id}:reminder:${message.deadline}:${reminder.offsetHours}`,
    };
    const queued = reminder.userIds.length > 0 && (await enqueue(trx, [post], deps.clock.now())) > 0;
    const sent = [...new Set([...league.reminders_sent, ...league.reminder_offsets.filter((h) => h >= reminder.offsetHours)])];
    await updateLeague(trx, league.id, { reminders_sent: JSON.stringify(sent) });
    return queued;
  });
}
