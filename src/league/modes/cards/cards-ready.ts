import type { LeagueDeps } from '../../deps.js';
import type { Transaction } from 'kysely';
import type { Database, LeagueRow } from '../../../db/tables.js';
import { recordReadyIn } from '../../schedule/ready.js';
import { resolveLeagueShared, type LeagueRef } from '../../resolve/league-ref.js';
import { cards } from './cards-mode.js';
import type { CardsOrders } from '../../../engine/cards/orders.js';
import { clubOrdersOf } from '../../shared/stored-orders.js';
import { handView, type HandView } from './cards-views.js';

export interface CardsReadyView {
  hand: HandView;
  ready: boolean;
  allReady: boolean;
  playsNow: boolean;
  /** What the AI will decide for him, since he has not; the renderer words each. */
  warnings: CardsReadyWarning[];
}

/** Something left to the AI: the kept cards, the team sheet, the bids. */
export type CardsReadyWarning = 'no-keep' | 'no-sheet' | 'no-bids';

/** /ready in a cards league: the shared ready flag, with the manager's hand and what he has left to the AI. */
export async function markCardsReady(deps: LeagueDeps, input: LeagueRef & { userId: string; ready?: boolean }): Promise<CardsReadyView> {
  return deps.db.transaction().execute(async (trx) => markCardsReadyIn(trx, deps, await resolveLeagueShared(trx, input), input));
}

/** markCardsReady in the league already read (and held in share mode) by the transaction. */
export async function markCardsReadyIn(
  trx: Transaction<Database>,
  deps: LeagueDeps,
  league: LeagueRow,
  input: { userId: string; ready?: boolean },
): Promise<CardsReadyView> {
  const { club, ready, allReady, playsNow } = await recordReadyIn(trx, deps, league, input);
  const state = await cards.read(trx, league);
  const orders = (await clubOrdersOf(trx, league.id, club.id, league.turn)) as CardsOrders;
  const hand = handView({ league, club, state, orders });
  const warnings: CardsReadyWarning[] = [];
  if (hand.phase === 'keep' && !orders.keep) warnings.push('no-keep');
  if ((hand.phase === 'round' || hand.phase === 'opening-auction') && !hand.sheet) warnings.push('no-sheet');
  if (hand.lots.length > 0 && hand.bids.length === 0) warnings.push('no-bids');
  return { hand, ready, allReady, playsNow, warnings };
}
