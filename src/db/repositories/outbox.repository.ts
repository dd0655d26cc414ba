import { sql } from 'kysely';
import type { OutboxRow } from '../tables.js';
import { json } from '../json.js';
import type { Db } from '../db.js';

export interface OutboxInsert {
  leagueId: string;
  channelId: string;
  kind: string;
  payload: unknown;
  dedupeKey: string;
}

/** Queues messages; a message whose dedupe key is already queued is not queued again. */
export async function enqueue(db: Db, rows: OutboxInsert[], at: Date): Promise<number> {
  if (!rows.length) return 0;
  const result = await db
    .insertInto('outbox')
    .values(
      rows.map((r) => ({
        league_id: r.leagueId,
        channel_id: r.channelId,
        kind: r.kind,
        payload: json(r.payload),
        dedupe_key: r.dedupeKey,
        created_at: at,
        next_attempt_at: at,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Undelivered messages due for an attempt, oldest first, whoever holds them. */
export async function pending(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims the due messages of up to `channels` channels until `leaseUntil`, and returns them oldest first: at most
 * `perChannel` of each channel, its oldest, and only up to its first message still waiting for a retry, so posts
 * never overtake each other. Channels take turns: those never claimed first, then the least recently claimed, so a
 * channel with a long queue waits behind every other channel with posts due. A channel is claimed by one poster at a
 * time (none of its messages may be held by another), and the rows held are skipped: when two posters race, the one
 * that waits on the row locks re-reads the lease and takes nothing.
 *
 * The turn and the due posts are each computed once (MATERIALIZED), and the due posts in one window over each
 * channel's undelivered posts: with statistics taken while the outbox was nearly empty, the planner otherwise ran the
 * ranking once per undelivered post (seconds for a few hundred).
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, channels: number, perChannel: number): Promise<OutboxRow[]> {
  const result = await sql<OutboxRow>`
    WITH turn AS MATERIALIZED (
      SELECT waiting.channel_id
      FROM outbox waiting
      LEFT JOIN outbox_channels served ON served.channel_id = waiting.channel_id
      WHERE waiting.delivered_at IS NULL
      GROUP BY waiting.channel_id
      HAVING bool_and(waiting.leased_until IS NULL OR waiting.leased_until <= ${now})
        AND bool_or(waiting.next_attempt_at <= ${now})
      ORDER BY min(served.last_claimed_at) NULLS FIRST, min(waiting.id)
      LIMIT ${channels}),
    due AS MATERIALIZED (
      SELECT id FROM (
        SELECT candidate.id, row_number() OVER running AS place,
               bool_or(candidate.next_attempt_at > ${now}) OVER running AS held
        FROM outbox candidate
        WHERE candidate.channel_id IN (SELECT channel_id FROM turn) AND candidate.delivered_at IS NULL
        WINDOW running AS (PARTITION BY candidate.channel_id ORDER BY candidate.id)) ranked
      WHERE NOT held AND place <= ${perChannel}),
    claimed AS (
      UPDATE outbox SET leased_until = ${leaseUntil}
      WHERE id IN (SELECT id FROM due)
        AND delivered_at IS NULL
        AND (leased_until IS NULL OR leased_until <= ${now})
      RETURNING *),
    served AS (
      INSERT INTO outbox_channels (channel_id, last_claimed_at)
      SELECT DISTINCT channel_id, ${now}::timestamptz FROM claimed
      ON CONFLICT (channel_id) DO UPDATE SET last_claimed_at = excluded.last_claimed_at)
    SELECT * FROM claimed`.execute(db);
  return [...result.rows].sort((a, b) => Number(a.id) - Number(b.id));
}

export async function outboxOfLeague(db: Db, leagueId: string): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('league_id', '=', leagueId).orderBy('id').execute();
}

export async function markDelivered(db: Db, id: string, at: Date, postedMessageId: string | null = null): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ delivered_at: at, leased_until: null, ...(postedMessageId ? { posted_message_id: postedMessageId } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The queued post with this dedupe key: whether it is delivered, and the message it ended with. */
export async function postOfKey(db: Db, dedupeKey: string): Promise<Pick<OutboxRow, 'payload' | 'delivered_at' | 'posted_message_id'> | undefined> {
  return db.selectFrom('outbox').select(['payload', 'delivered_at', 'posted_message_id']).where('dedupe_key', '=', dedupeKey).executeTakeFirst();
}

export async function markFailed(db: Db, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 2000), next_attempt_at: retryAt, leased_until: null }))
    .where('id', '=', id)
    .execute();
}

/** Ends the lease on messages without touching their attempts or retry time. */
export async function release(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('outbox').set({ leased_until: null }).where('id', 'in', ids).where('delivered_at', 'is', null).execute();
}

/** One queued post by its id, with the channel it went to; undefined for an id that is no post. */
export async function postById(db: Db, id: string): Promise<Pick<OutboxRow, 'channel_id' | 'kind' | 'payload'> | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  return db.selectFrom('outbox').select(['channel_id', 'kind', 'payload']).where('id', '=', id).executeTakeFirst();
}
