import type { Transaction } from 'kysely';
import type { Database, LeagueRow } from '../../../db/tables.js';
import type { TurnOrders } from '../../../engine/fortunes-game/orders.js';
import type { LeagueDeps } from '../../deps.js';
import { clubOrdersOf } from '../../shared/stored-orders.js';
import { recordReadyIn } from '../../schedule/ready.js';
import { fortunesGame } from './fortunes-game-mode.js';
import { fortunesGameView, type FortunesGameView } from './fortunes-game-views.js';

export interface FortunesReadyView {
  view: FortunesGameView;
  ready: boolean;
  allReady: boolean;
  playsNow: boolean;
  /** What the engine will decide for him, since he has not. */
  warnings: string[];
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
  const view = fortunesGameView({ league, club, state, orders });
  const warnings: string[] = [];
  if (view.square === 'crisis' && !orders.crisisSection)
    warnings.push('You are on Crisis and chose no section (/fortune crisis): the one whose best player is worth least goes.');
  if (view.cards.some((c) => c.table === 'selection-problems' && c.harms) && view.immunity > 0 && orders.useImmunity === undefined)
    warnings.push('A Selection Problem harms you and you hold an Immunity card: spend it with /fortune immunity use:True, or it is kept.');
  if (view.lots.length > 0 && !orders.bids) warnings.push('No bids for the lots up for auction (/fortune bid).');
  return { view, ready, allReady, playsNow, warnings };
}
