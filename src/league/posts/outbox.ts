import { markDelivered as markRowDelivered, markFailed as markRowFailed, claimDue, pending } from '../../db/repositories/outbox.repository.js';
import type { OutboxRow } from '../../db/tables.js';
import type { LeagueDeps } from '../deps.js';
import type { OutboxMessage, OutboxPayload } from './outbox-messages.js';

/**
 * Long enough to post a channel's messages, live matches included; a poster that dies holding a lease
 * leaves its rows to another poster once it runs out.
 */
export const OUTBOX_LEASE_MS = 15 * 60_000;

/**
 * Claims the messages due to be posted in up to `channels` channels, oldest first, for this poster alone.
 * The poster marks each delivered, or failed with a retry time, which ends the claim.
 */
export async function claimDueOutbox(deps: LeagueDeps, channels = 20): Promise<OutboxMessage[]> {
  const now = deps.clock.now();
  return (await claimDue(deps.db, now, new Date(now.getTime() + OUTBOX_LEASE_MS), channels)).map(toMessage);
}

/** Messages due to be posted, oldest first, without claiming them. */
export async function pendingOutbox(deps: LeagueDeps, limit = 20): Promise<OutboxMessage[]> {
  return (await pending(deps.db, deps.clock.now(), limit)).map(toMessage);
}

function toMessage(r: OutboxRow): OutboxMessage {
  return {
    ...({ kind: r.kind, message: r.payload } as OutboxPayload),
    id: String(r.id),
    leagueId: r.league_id,
    channelId: r.channel_id,
    attempts: r.attempts,
    createdAt: r.created_at,
  };
}

export async function markDelivered(deps: LeagueDeps, id: string): Promise<void> {
  await markRowDelivered(deps.db, id, deps.clock.now());
}

export async function markFailed(deps: LeagueDeps, input: { id: string; error: string; retryAt: Date }): Promise<void> {
  await markRowFailed(deps.db, input.id, input.error, input.retryAt);
}
