import { sql } from 'kysely';
import type { Db } from '../db.js';
import { json } from '../json.js';
import type { OfferRow } from '../tables.js';

/** Offers still in play: open, or accepted and waiting for the step that carries them out. */
export const LIVE_OFFER_STATUSES = ['open', 'accepted'] as const;

export interface OfferInsert {
  leagueId: string;
  kind: string;
  fromClubId: string;
  toClubId: string;
  fromUserId: string;
  toUserId: string | null;
  terms: unknown;
  turn: number;
  counterOf: string | null;
  at: Date;
}

export async function insertOffer(db: Db, offer: OfferInsert): Promise<OfferRow> {
  return db
    .insertInto('offers')
    .values({
      league_id: offer.leagueId,
      kind: offer.kind,
      from_club_id: offer.fromClubId,
      to_club_id: offer.toClubId,
      from_user_id: offer.fromUserId,
      to_user_id: offer.toUserId,
      terms: json(offer.terms),
      created_turn: offer.turn,
      expires_turn: offer.turn,
      counter_of: offer.counterOf,
      created_at: offer.at,
      updated_at: offer.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One offer, held until the transaction ends so two answers to it are taken one after the other. */
export async function lockOffer(db: Db, offerId: string): Promise<OfferRow | undefined> {
  if (!/^\d{1,18}$/.test(offerId)) return undefined;
  return db.selectFrom('offers').selectAll().where('id', '=', offerId).forUpdate().executeTakeFirst();
}

export async function findOffer(db: Db, offerId: string): Promise<OfferRow | undefined> {
  if (!/^\d{1,18}$/.test(offerId)) return undefined;
  return db.selectFrom('offers').selectAll().where('id', '=', offerId).executeTakeFirst();
}

export interface OfferChange {
  status: string;
  at: Date;
  note?: string | null;
  acceptedSeq?: number;
  acceptedTurn?: number;
  settledTurn?: number;
  expiresTurn?: number;
}

export async function updateOffer(db: Db, offerId: string, change: OfferChange): Promise<void> {
  if (!/^\d{1,18}$/.test(offerId)) return;
  await db
    .updateTable('offers')
    .set({
      status: change.status,
      updated_at: change.at,
      ...(change.note !== undefined ? { note: change.note } : {}),
      ...(change.acceptedSeq !== undefined ? { accepted_seq: change.acceptedSeq } : {}),
      ...(change.acceptedTurn !== undefined ? { accepted_turn: change.acceptedTurn } : {}),
      ...(change.settledTurn !== undefined ? { settled_turn: change.settledTurn } : {}),
      ...(change.expiresTurn !== undefined ? { expires_turn: change.expiresTurn } : {}),
    })
    .where('id', '=', offerId)
    .execute();
}

/** The next number in the league's acceptance order. */
export async function nextAcceptedSeq(db: Db, leagueId: string): Promise<number> {
  const row = await db
    .selectFrom('offers')
    .select(sql<number>`coalesce(max(accepted_seq), 0) + 1`.as('next'))
    .where('league_id', '=', leagueId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** A club's live offers, sent and received, oldest first. */
export async function liveOffersOfClub(db: Db, leagueId: string, clubId: string): Promise<OfferRow[]> {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('status', 'in', [...LIVE_OFFER_STATUSES])
    .where((eb) => eb.or([eb('from_club_id', '=', clubId), eb('to_club_id', '=', clubId)]))
    .orderBy('id')
    .execute();
}

/** How fast a club is making offers: how many of its offers are open, and when it made its last one (null: never). */
export async function offerPace(db: Db, leagueId: string, clubId: string): Promise<{ open: number; lastAt: Date | null }> {
  const row = await db
    .selectFrom('offers')
    .select([sql<number>`count(*) filter (where status = 'open')`.as('open'), sql<Date | null>`max(created_at)`.as('last_at')])
    .where('league_id', '=', leagueId)
    .where('from_club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), lastAt: row.last_at === null ? null : new Date(row.last_at) };
}

/** Offers accepted in a turn, in acceptance order: the deals its step carries out. */
export async function acceptedOffersOfTurn(db: Db, leagueId: string, turn: number): Promise<OfferRow[]> {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('status', '=', 'accepted')
    .where('accepted_turn', '=', turn)
    .orderBy('accepted_seq')
    .execute();
}

/** Open offers whose last turn has been played: they expire. Returns them. */
export async function expireOffers(db: Db, leagueId: string, playedTurn: number, at: Date): Promise<OfferRow[]> {
  return db
    .updateTable('offers')
    .set({ status: 'expired', updated_at: at, settled_turn: playedTurn })
    .where('league_id', '=', leagueId)
    .where('status', '=', 'open')
    .where('expires_turn', '<=', playedTurn)
    .returningAll()
    .execute();
}
