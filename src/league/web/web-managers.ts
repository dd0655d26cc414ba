import { leagueManagerNames } from '../../db/repositories/manager-names.repository.js';
import type { LeagueDeps } from '../deps.js';
import { leagueCareer, type ProfileLeague, type ProfileTotals } from '../views/profile.js';
import type { WebLeague } from './web-league.js';

/**
 * The names the web page gives the league's managers: the name the server shows for each (migration 0035). Two
 * members the server shows alike are told apart by a number after the name, in the order they first took a club, so
 * each has his own page. A manager whose name was never kept is not named.
 */
export interface WebManagerNames {
  /** The name the page shows for the member; null when none is kept. */
  of(userId: string): string | null;
  /** The member the page names so; null when it names no one so. */
  userOf(shownName: string): string | null;
}

export async function webManagerNames(deps: LeagueDeps, league: Pick<WebLeague, 'id'>): Promise<WebManagerNames> {
  const rows = await leagueManagerNames(deps.db, league.id);
  const shown = new Map<string, string>();
  const taken = new Map<string, string>();
  const count = new Map<string, number>();
  for (const row of rows) {
    const n = (count.get(row.displayName) ?? 0) + 1;
    count.set(row.displayName, n);
    let name = n === 1 ? row.displayName : `${row.displayName} (${n})`;
    // A member whose own name already reads "Name (2)" keeps it; the second "Name" counts on.
    for (let next = n + 1; taken.has(name); next++) name = `${row.displayName} (${next})`;
    shown.set(row.userId, name);
    taken.set(name, row.userId);
  }
  return { of: (userId) => shown.get(userId) ?? null, userOf: (name) => taken.get(name) ?? null };
}

/** A manager's page: his career in this league, named as the server shows him; never his Discord id. */
export interface WebManager {
  name: string;
  career: ProfileLeague;
  totals: ProfileTotals;
}

/** The manager the page names so, with his career in the league; null when the league has no manager of that name. */
export async function webManager(deps: LeagueDeps, league: WebLeague, shownName: string): Promise<WebManager | null> {
  const userId = (await webManagerNames(deps, league)).userOf(shownName);
  if (userId === null) return null;
  const career = await leagueCareer(deps, league.id, userId);
  return career && { name: shownName, career: career.league, totals: career.totals };
}
