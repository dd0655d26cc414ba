import type { Transaction } from 'kysely';
import { enqueue, postOfKey } from '../../db/repositories/outbox.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { NoticeEnding, OfferNoticeEndedMessage, OfferNoticeMessage } from './deal-message-types.js';

export type { NoticeEnding, OfferNoticeEndedMessage } from './deal-message-types.js';

/** The dedupe key of an offer's channel notice: the post an ending edits. */
export function offerNoticeKey(offerId: string): string {
  return `offer:${offerId}`;
}

/**
 * Queues the edit of an offer's channel notice: once per offer, after the
 * notice in its channel's order. An offer an AI club answered has no notice.
 */
export async function endOfferNotice(trx: Transaction<Database>, league: LeagueRow, offerId: string, ending: NoticeEnding, at: Date): Promise<void> {
  const posted = await postOfKey(trx, offerNoticeKey(offerId));
  if (!posted) return;
  const notice = posted.payload as OfferNoticeMessage;
  const message: OfferNoticeEndedMessage = {
    notice: { ...notice, buttons: (notice.buttons ?? []).map((b) => ({ ...b, disabled: true })) },
    ending,
    ...(ending === 'accepted' || ending === 'declined' || ending === 'countered' ? { byClubName: notice.toClubName } : {}),
  };
  await enqueue(
    trx,
    [{ leagueId: league.id, channelId: league.channel_id, kind: 'deal-offer-ended', payload: message, dedupeKey: `offer-notice-ended:${offerId}` }],
    at,
  );
}
