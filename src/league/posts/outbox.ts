import {
  markDelivered as markRowDelivered,
  postOfKey,
  markFailed as markRowFailed,
  claimDue,
  pending,
  release,
} from '../../db/repositories/outbox.repository.js';
import type { OutboxRow } from '../../db/tables.js';
import type { LeagueDeps } from '../deps.js';
import type { OutboxMessage, OutboxPayload } from './outbox-messages.js';

/**
 * Long enough to post a channel's messages, live matches included; a poster that dies holding a lease
 * leaves its rows to another poster once it runs out.
 */
export const OUTBOX_LEASE_MS = 15 * 60_000;

/**
 * A channel's share of one pass: a week's posts of a league of eight managers, near enough, and no more than about ten
 * seconds of Discord's five messages per five seconds per channel, so a channel with a long queue (a flood of offers)
 * holds the others up by one pass at most.
 */
export const POSTS_PER_CHANNEL = 10;

/**
 * Claims the messages due to be posted in up to `channels` channels, the oldest `perChannel` of each, for this poster
 * alone; channels take turns, the least recently served first. The poster marks each delivered, or failed with a
 * retry time, or releases it unposted, which ends the claim.
 */
export async function claimDueOutbox(deps: LeagueDeps, channels = 20, perChannel = POSTS_PER_CHANNEL): Promise<OutboxMessage[]> {
  const now = deps.clock.now();
  return (await claimDue(deps.db, now, new Date(now.getTime() + OUTBOX_LEASE_MS), channels, perChannel)).map(toMessage);
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

/** Delivered; `postedMessageId` is the message the post ended with, kept for a later post to edit. */
export async function markDelivered(deps: LeagueDeps, id: string, postedMessageId: string | null = null): Promise<void> {
  await markRowDelivered(deps.db, id, deps.clock.now(), postedMessageId);
}

/** A post to edit, by its dedupe key: absent, not yet delivered, or delivered as this message (null before it was kept). */
export async function postedMessageOf(deps: LeagueDeps, dedupeKey: string): Promise<{ delivered: boolean; messageId: string | null } | undefined> {
  const row = await postOfKey(deps.db, dedupeKey);
  return row && { delivered: row.delivered_at !== null, messageId: row.posted_message_id };
}

export async function markFailed(deps: LeagueDeps, input: { id: string; error: string; retryAt: Date }): Promise<void> {
  await markRowFailed(deps.db, input.id, input.error, input.retryAt);
}

/** Gives claimed messages back unposted (their channel met a failure before them), for the next claim to take in order. */
export async function releaseOutbox(deps: LeagueDeps, ids: string[]): Promise<void> {
  await release(deps.db, ids);
}
