import { sql } from 'kysely';
import type { Db } from '../db.js';

export interface DirectReminderRow {
  hoursBefore: number;
  /** When Discord refused his reminder (DMs closed): off from then on. */
  closedAt: Date | null;
}

/** A member's reminder is (again) on, that many hours before each deadline; a closed one is opened afresh. */
export async function setDirectReminder(db: Db, leagueId: string, userId: string, hoursBefore: number, at: Date): Promise<void> {
  await db
    .insertInto('direct_reminders')
    .values({ league_id: leagueId, user_id: userId, hours_before: hoursBefore, created_at: at })
    .onConflict((oc) => oc.columns(['league_id', 'user_id']).doUpdateSet({ hours_before: hoursBefore, closed_at: null, reminded_deadline: null }))
    .execute();
}

/** Off for good: the row goes, so nothing is sent until he asks again. Says whether there was one. */
export async function removeDirectReminder(db: Db, leagueId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('direct_reminders').where('league_id', '=', leagueId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function directReminderOf(db: Db, leagueId: string, userId: string): Promise<DirectReminderRow | undefined> {
  return db
    .selectFrom('direct_reminders')
    .select(['hours_before as hoursBefore', 'closed_at as closedAt'])
    .where('league_id', '=', leagueId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** His DMs are closed: every reminder of his, in every league, is off from now on. */
export async function closeDirectReminders(db: Db, userId: string, at: Date): Promise<void> {
  await db.updateTable('direct_reminders').set({ closed_at: at }).where('user_id', '=', userId).where('closed_at', 'is', null).execute();
}

export interface DueDirectReminder {
  leagueId: string;
  userId: string;
  deadline: Date;
  hoursBefore: number;
}

/**
 * Reminders whose time has come: in a running league, between `hours_before` the deadline and the deadline itself,
 * not yet sent for this deadline, and not closed.
 */
export async function dueDirectReminderRows(db: Db, now: Date, limit = 500): Promise<DueDirectReminder[]> {
  const { rows } = await sql<DueDirectReminder>`
    select d.league_id as "leagueId", d.user_id as "userId", l.next_deadline as deadline, d.hours_before as "hoursBefore"
    from direct_reminders d
    join leagues l on l.id = d.league_id
    where d.closed_at is null
      and l.started and not l.paused and l.archived_at is null
      and l.next_deadline > ${now}
      and l.next_deadline - make_interval(hours => d.hours_before) <= ${now}
      and d.reminded_deadline is distinct from l.next_deadline
    order by l.next_deadline, d.league_id, d.user_id
    limit ${limit}
  `.execute(db);
  return rows.map((r) => ({ ...r, deadline: new Date(r.deadline) }));
}

/** The reminder for this deadline is done (queued, or not needed): it is not looked at again before the next one. */
export async function markReminded(db: Db, leagueId: string, userId: string, deadline: Date): Promise<void> {
  await db
    .updateTable('direct_reminders')
    .set({ reminded_deadline: deadline })
    .where('league_id', '=', leagueId)
    .where('user_id', '=', userId)
    .execute();
}
