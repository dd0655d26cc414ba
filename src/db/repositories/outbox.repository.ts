import type { Kysely, Transaction } from 'kysely';
import type { Database, OutboxRow } from '../tables.js';
import { json } from '../json.js';

type Db = Kysely<Database> | Transaction<Database>;

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

/** Undelivered messages due for an attempt, oldest first. */
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

export async function outboxOfLeague(db: Db, leagueId: string): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().where('league_id', '=', leagueId).orderBy('id').execute();
}

export async function markDelivered(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('outbox').set({ delivered_at: at }).where('id', '=', id).execute();
}

export async function markFailed(db: Db, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 2000), next_attempt_at: retryAt }))
    .where('id', '=', id)
    .execute();
}
