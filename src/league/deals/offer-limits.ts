import type { Transaction } from 'kysely';
import { offerPace } from '../../db/repositories/offers.repository.js';
import type { Database } from '../../db/tables.js';
import { Conflict } from '../errors.js';

/**
 * House rule (docs/rules.md, "Deals between managers", offer limits): each offer to a manager pings him in the
 * league's channel, so one club may not flood it. Five open offers let a manager court every likely seller of
 * the man he needs, or make a swap, a sale and a loan side by side; thirty seconds is about the time it takes
 * to put an offer together by hand, and holds one club to two notices a minute.
 */
export const OFFER_LIMITS = { openPerClub: 5, cooldownMs: 30_000 } as const;

/**
 * Refuses an offer the limits forbid, saying when the club may offer again. Read from the offers table (the
 * open ones, the last one's time as the league's clock wrote it), so every bot process sharing the database
 * agrees; the caller holds the club's row, so two offers of one club are counted one after the other.
 */
export async function requireOfferRoom(trx: Transaction<Database>, leagueId: string, clubId: string, now: Date): Promise<void> {
  const { open, lastAt } = await offerPace(trx, leagueId, clubId);
  if (open >= OFFER_LIMITS.openPerClub) {
    throw new Conflict('offer-limit', { key: 'deal.refusal.openLimit', params: { open } });
  }
  const waitMs = lastAt === null ? 0 : lastAt.getTime() + OFFER_LIMITS.cooldownMs - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new Conflict('offer-cooldown', { key: 'deal.refusal.cooldown', params: { every: OFFER_LIMITS.cooldownMs / 1000, seconds } });
  }
}
