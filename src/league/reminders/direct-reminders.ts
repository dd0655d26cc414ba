import { clubOfManager } from '../../db/repositories/club.repository.js';
import {
  closeDirectReminders,
  directReminderOf,
  dueDirectReminderRows,
  markReminded,
  removeDirectReminder,
  setDirectReminder,
  type DueDirectReminder,
} from '../../db/repositories/direct-reminders.repository.js';
import { enqueue } from '../../db/repositories/outbox.repository.js';
import { predictionsWithResults } from '../../db/repositories/predictions.repository.js';
import { readyClubs } from '../../db/repositories/ready.repository.js';
import type { Db } from '../../db/db.js';
import type { LeagueRow } from '../../db/tables.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput } from '../errors.js';
import { leagueRowByChannel } from '../find-league.js';
import { requireLeague } from '../guards.js';
import { openFixtures } from '../predictions/open-fixtures.js';
import type { DirectReminderMessage } from './direct-reminder-message.js';
import { dmChannelKey } from './dm-channel.js';
import { postLocale } from '../shared/league-summary.js';

/** How long before the deadline a member may ask to be reminded. */
export const DIRECT_REMINDER_HOURS = { min: 1, max: 72 } as const;

interface MemberInChannel {
  channelId: string;
  userId: string;
}

export interface DirectReminderStatus {
  leagueName: string;
  /** A football league's members who manage no club are reminded to predict; the other games have no predictions. */
  predictions: boolean;
  hoursBefore: number | null;
  nextDeadline: Date | null;
}

/** `/remind me`: a direct message `hours` before each deadline of the channel's league, whatever its game. */
export async function remindMe(deps: LeagueDeps, input: MemberInChannel & { hours: number }): Promise<DirectReminderStatus> {
  const { min, max } = DIRECT_REMINDER_HOURS;
  if (!Number.isInteger(input.hours) || input.hours < min || input.hours > max) {
    throw new InvalidInput({ key: 'remind.refusal.hours', params: { min, max } });
  }
  const league = await leagueRowByChannel(deps, input.channelId);
  await setDirectReminder(deps.db, league.id, input.userId, input.hours, deps.clock.now());
  return { leagueName: league.name, predictions: league.game === 'football', hoursBefore: input.hours, nextDeadline: league.next_deadline };
}

/** `/remind off`: no more direct messages from this league until he asks again. */
export async function remindOff(deps: LeagueDeps, input: MemberInChannel): Promise<DirectReminderStatus> {
  const league = await leagueRowByChannel(deps, input.channelId);
  await removeDirectReminder(deps.db, league.id, input.userId);
  return { leagueName: league.name, predictions: league.game === 'football', hoursBefore: null, nextDeadline: league.next_deadline };
}

/** What is set; a reminder turned off by closed DMs reads as off. */
export async function reminderStatus(deps: LeagueDeps, input: MemberInChannel): Promise<DirectReminderStatus> {
  const league = await leagueRowByChannel(deps, input.channelId);
  const row = await directReminderOf(deps.db, league.id, input.userId);
  return {
    leagueName: league.name,
    predictions: league.game === 'football',
    hoursBefore: row && !row.closedAt ? row.hoursBefore : null,
    nextDeadline: league.next_deadline,
  };
}

/**
 * Whether his reminders in the channel's league were turned off because his DMs are closed and he has not been told:
 * told once, the row goes (off for good, as after `/remind off`). False outside a league's channel.
 */
export async function takeClosedDmNotice(deps: LeagueDeps, input: MemberInChannel): Promise<boolean> {
  const result = await deps.db
    .deleteFrom('direct_reminders')
    .where('user_id', '=', input.userId)
    .where('closed_at', 'is not', null)
    .where('league_id', 'in', (eb) => eb.selectFrom('leagues').select('id').where('channel_id', '=', input.channelId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Discord refused a direct message to him (DMs closed): his reminders are off in every league. */
export async function closeDmReminders(deps: LeagueDeps, userId: string): Promise<void> {
  await closeDirectReminders(deps.db, userId, deps.clock.now());
}

/**
 * Why the member is to be reminded of this deadline, or null: a manager who has not sent /ready; in a football week
 * a member who manages no club and has predicted none of the open matches.
 */
async function reminderReason(db: Db, league: LeagueRow, userId: string, now: Date): Promise<DirectReminderMessage['reason'] | null> {
  const club = await clubOfManager(db, league.id, userId);
  if (club) return (await readyClubs(db, league.id, league.turn)).has(club.id) ? null : 'ready';
  const open = await openFixtures(db, league, now).catch(() => []);
  if (open.length === 0) return null;
  const mine = await predictionsWithResults(db, league.id, league.season, { userId, round: league.week });
  return mine.some((p) => open.some((f) => f.division === p.division && f.position === p.position)) ? null : 'predict';
}

/** Queues one due reminder, if still needed, and records the deadline as reminded, in one transaction. */
async function queueDirectReminder(deps: LeagueDeps, due: DueDirectReminder): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await requireLeague(trx, due.leagueId);
    await markReminded(trx, due.leagueId, due.userId, due.deadline);
    if (league.next_deadline?.getTime() !== due.deadline.getTime()) return false;
    const now = deps.clock.now();
    const reason = await reminderReason(trx, league, due.userId, now);
    if (!reason) return false;
    const message: DirectReminderMessage = {
      userId: due.userId,
      leagueName: league.name,
      channelId: league.channel_id,
      deadline: due.deadline.toISOString(),
      reason,
      ...postLocale(league),
    };
    const post = {
      leagueId: league.id,
      channelId: dmChannelKey(due.userId),
      kind: 'direct-reminder',
      payload: message,
      dedupeKey: `${league.id}:dm-reminder:${due.userId}:${message.deadline}`,
    };
    return (await enqueue(trx, [post], now)) > 0;
  });
}

/** Every direct reminder due now queued in the outbox, each once per deadline. Returns how many were queued. */
export async function queueDueDirectReminders(deps: LeagueDeps, shouldStop: () => boolean = () => false): Promise<number> {
  let queued = 0;
  for (const due of await dueDirectReminderRows(deps.db, deps.clock.now())) {
    if (shouldStop()) break;
    if (await queueDirectReminder(deps, due)) queued += 1;
  }
  return queued;
}
