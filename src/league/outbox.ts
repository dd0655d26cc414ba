import {
  markDelivered as markRowDelivered,
  markFailed as markRowFailed,
  pending,
} from '../db/repositories/outbox.repository.js';
import type { LeagueDeps } from './deps.js';
import type { OutboxMessage, OutboxPayload } from './outbox-messages.js';

/** Messages waiting to be posted, oldest first. The poster marks each delivered, or failed with a retry time. */
export async function pendingOutbox(deps: LeagueDeps, limit = 20): Promise<OutboxMessage[]> {
  const rows = await pending(deps.db, deps.clock.now(), limit);
  return rows.map((r) => ({
    ...({ kind: r.kind, message: r.payload } as OutboxPayload),
    id: String(r.id),
    leagueId: r.league_id,
    channelId: r.channel_id,
    attempts: r.attempts,
    createdAt: r.created_at,
  }));
}

export async function markDelivered(deps: LeagueDeps, id: string): Promise<void> {
  await markRowDelivered(deps.db, id, deps.clock.now());
}

export async function markFailed(deps: LeagueDeps, input: { id: string; error: string; retryAt: Date }): Promise<void> {
  await markRowFailed(deps.db, input.id, input.error, input.retryAt);
}
