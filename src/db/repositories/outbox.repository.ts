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
 * Claims the due messages of up to `channels` channels until `leaseUntil`, oldest first, and returns them.
 * A channel is claimed whole, and only up to its first message still waiting for a retry, so posts never
 * overtake each other. Rows another poster holds are skipped: when two posters race, the one that waits
 * on the row locks re-reads the lease and takes nothing.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, channels: number): Promise<OutboxRow[]> {
  const result = await sql<OutboxRow>`
    UPDATE outbox SET leased_until = ${leaseUntil}
    WHERE delivered_at IS NULL
      AND next_attempt_at <= ${now}
      AND (leased_until IS NULL OR leased_until <= ${now})
      AND NOT EXISTS (
        SELECT 1 FROM outbox earlier
        WHERE earlier.channel_id = outbox.channel_id AND earlier.delivered_at IS NULL
          AND earlier.id < outbox.id AND earlier.next_attempt_at > ${now})
      AND channel_id IN (
        SELECT channel_id FROM outbox waiting
        WHERE waiting.delivered_at IS NULL
        GROUP BY channel_id
        HAVING bool_and(waiting.leased_until IS NULL OR waiting.leased_until <= ${now})
          AND bool_or(waiting.next_attempt_at <= ${now})
        ORDER BY min(waiting.id)
        LIMIT ${channels})
    RETURNING *`.execute(db);
  return [...result.rows].sort((a, b) => Number(a.id) - Number(b.id));
}

export async function outboxOfLeague(db: Db, leagueId: string): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('league_id', '=', leagueId).orderBy('id').execute();
}

export async function markDelivered(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('outbox').set({ delivered_at: at, leased_until: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Db, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 2000), next_attempt_at: retryAt, leased_until: null }))
    .where('id', '=', id)
    .execute();
}
