import { clubHeaders } from '../../db/repositories/club.repository.js';
import { gameStandings } from '../../engine/fortunes/game-standings.js';
import type { LeagueDeps } from '../deps.js';
import { resolveLeague, type LeagueRef } from '../resolve/league-ref.js';
import { currentState } from '../shared/state-cache.js';
import { pointsTable, type PointsTable } from './points-standings.js';

export interface PointsView {
  leagueName: string;
  /** Seasons finished so far, and the game's length (null: it has none). */
  seasonsPlayed: number;
  seasons: number | null;
  ended: boolean;
  table: PointsTable;
}

/** /league points: every manager's game points so far, with cash counted as if the game ended now. */
export async function gamePoints(deps: LeagueDeps, ref: string | LeagueRef): Promise<PointsView> {
  const league = await resolveLeague(deps.db, typeof ref === 'string' ? { leagueId: ref } : ref);
  const [state, clubs] = await Promise.all([deps.db.transaction().execute((trx) => currentState(trx, league)), clubHeaders(deps.db, league.id)]);
  const headers = new Map(clubs.map((c) => [c.id, c]));
  const club = (id: string) => ({ name: headers.get(id)?.name ?? id, managerUserId: headers.get(id)?.manager_user_id ?? null });
  return {
    leagueName: league.name,
    seasonsPlayed: state.history.length,
    seasons: state.settings.seasons ?? null,
    ended: league.archived_at !== null,
    table: pointsTable(gameStandings(state), club),
  };
}
