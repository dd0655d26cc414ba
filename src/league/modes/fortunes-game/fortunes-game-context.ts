import type { Transaction } from 'kysely';
import type { ClubHeader } from '../../../db/repositories/club.repository.js';
import type { Database, LeagueRow } from '../../../db/tables.js';
import type { TurnOrders } from '../../../engine/fortunes-game/orders.js';
import type { LeagueDeps } from '../../deps.js';
import { requireManagerClub } from '../../guards.js';
import type { ManagerInput } from '../../resolve/league-ref.js';
import { clubOrdersOf } from '../../shared/stored-orders.js';
import { resolveLeagueShared } from '../../resolve/league-ref.js';
import { fortunesGame } from './fortunes-game-mode.js';
import type { FortunesGameLeague } from './fortunes-game-league.js';
import { lastTurnMoney, type MoneyLine } from './last-turn-money.js';

/** What the Football Fortunes commands work on: the manager's club, the game and his orders for this turn. */
export interface FortunesGameContext {
  league: LeagueRow;
  club: ClubHeader;
  state: FortunesGameLeague;
  orders: TurnOrders;
  /** His cash's moves in the turn last played. */
  lastTurnMoney: MoneyLine[];
}

export async function readFortunesGameContext(trx: Transaction<Database>, input: ManagerInput, lockClub: boolean): Promise<FortunesGameContext> {
  const league = await resolveLeagueShared(trx, input);
  const club = await requireManagerClub(trx, league.id, input.userId, lockClub ? trx : null);
  const state = await fortunesGame.read(trx, league);
  const orders = (await clubOrdersOf(trx, league.id, club.id, league.turn)) as TurnOrders;
  return { league, club, state, orders, lastTurnMoney: await lastTurnMoney(trx, league.id, club.id) };
}

/** The manager's club, the game and his orders, for reading. */
export async function fortunesGameContext(deps: LeagueDeps, input: ManagerInput): Promise<FortunesGameContext> {
  return deps.db.transaction().execute((trx) => readFortunesGameContext(trx, input, false));
}
