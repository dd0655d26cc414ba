import type { Transaction } from 'kysely';
import { clubOfManager, type ClubHeader } from '../../db/repositories/club.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { ClubOrders } from '../../engine/model/orders.js';
import type { LeagueState } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import { NotFound, NotYourClub } from '../errors.js';
import { currentState } from '../shared/state-cache.js';
import { clubOrdersOf } from '../shared/stored-orders.js';
import { clubFromText } from './club-text.js';
import { resolveLeagueShared, type LeagueRef } from './league-ref.js';

/** What a view read by a manager starts from: the league, its kept state, and his club if he has one. */
export interface ManagerReading {
  trx: Transaction<Database>;
  league: LeagueRow;
  state: LeagueState;
  own: ClubHeader | undefined;
  /** His orders for the week, read when asked; none without a club. */
  ownOrders(): Promise<ClubOrders>;
  /** The club asked for, or his own; NotYourClub when he asked for none and has none. */
  viewedClub(clubId: string | undefined): Promise<ClubHeader>;
}

/**
 * Runs a view in one transaction holding the league in share mode (a week
 * being played waits for it), with the league, state and club resolved once.
 */
export async function readAsManager<T>(
  deps: LeagueDeps,
  input: LeagueRef & { userId: string },
  read: (reading: ManagerReading) => Promise<T> | T,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await resolveLeagueShared(trx, input);
    const [state, own] = await Promise.all([currentState(trx, league), clubOfManager(trx, league.id, input.userId)]);
    const ownOrders = async () => (own ? clubOrdersOf(trx, league.id, own.id, league.turn) : {});
    const viewedClub = async (clubId: string | undefined) => {
      if (clubId === undefined || clubId === own?.id) {
        if (!own) throw new NotYourClub();
        return own;
      }
      const club = await clubFromText(trx, league.id, clubId);
      if (!club) throw new NotFound('club', { key: 'reply.noSuchClub' });
      return club;
    };
    return read({ trx, league, state, own, ownOrders, viewedClub });
  });
}
