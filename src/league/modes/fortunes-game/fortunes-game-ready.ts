import type { Transaction } from 'kysely';
import type { Database, LeagueRow } from '../../../db/tables.js';
import type { TurnOrders } from '../../../engine/fortunes-game/orders.js';
import type { LeagueDeps } from '../../deps.js';
import { clubOrdersOf } from '../../shared/stored-orders.js';
import { recordReadyIn } from '../../schedule/ready.js';
import { fortunesGame } from './fortunes-game-mode.js';
import { fortunesGameView, type FortunesGameView } from './fortunes-game-views.js';
import { lastTurnMoney } from './last-turn-money.js';

/** A choice left to the defaults: a Crisis with no section, an Immunity card neither spent nor kept, lots without a bid. */
export type FortunesReadyWarning = 'crisis' | 'immunity' | 'bids';

export interface FortunesReadyView {
  view: FortunesGameView;
  ready: boolean;
  allReady: boolean;
  playsNow: boolean;
  /** What the engine will decide for him, since he has not; the renderer words each in the reader's language. */
  warnings: FortunesReadyWarning[];
}

/** /ready in a Football Fortunes game: the shared ready flag, with his square and what he has left to the defaults. */
export async function markFortunesReadyIn(
  trx: Transaction<Database>,
  deps: LeagueDeps,
  league: LeagueRow,
  input: { userId: string; ready?: boolean },
): Promise<FortunesReadyView> {
  const { club, ready, allReady, playsNow } = await recordReadyIn(trx, deps, league, input);
  const state = await fortunesGame.read(trx, league);
  const orders = (await clubOrdersOf(trx, league.id, club.id, league.turn)) as TurnOrders;
  const view = fortunesGameView({ league, club, state, orders, lastTurnMoney: await lastTurnMoney(trx, league.id, club.id) });
  const warnings: FortunesReadyWarning[] = [];
  if (view.square === 'crisis' && !orders.crisisSection) warnings.push('crisis');
  if (view.cards.some((c) => c.table === 'selection-problems' && c.harms) && view.immunity > 0 && orders.useImmunity === undefined)
    warnings.push('immunity');
  if (view.lots.length > 0 && !orders.bids) warnings.push('bids');
  return { view, ready, allReady, playsNow, warnings };
}
