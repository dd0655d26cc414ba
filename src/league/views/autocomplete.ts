import { clubHeaders, clubOfManager } from '../../db/repositories/club.repository.js';
import { playersByPrefix } from '../../db/repositories/player.repository.js';
import type { Player } from '../../engine/types.js';
import { clubDirectory } from './club-names.js';
import type { LeagueDeps } from '../deps.js';
import { NotYourClub } from '../errors.js';
import { requireLeague } from '../guards.js';
import type { PlayerChoice } from './views.js';

/** own: the caller's squad; market: the transfer list; league: every player in the league. */
export type PlayerScope = 'own' | 'market' | 'league';

/** Discord offers at most 25 choices. */
export const MAX_CHOICES = 25;

/** Players whose name starts with what the manager has typed, for a command's autocomplete. */
export async function autocompletePlayers(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; prefix: string; scope: PlayerScope; limit?: number },
): Promise<PlayerChoice[]> {
  const league = await requireLeague(deps.db, input.leagueId);
  const limit = Math.min(Math.max(1, input.limit ?? MAX_CHOICES), MAX_CHOICES);
  const prefix = input.prefix.trim().slice(0, 100);
  let scope: Parameters<typeof playersByPrefix>[3];
  if (input.scope === 'own') {
    const own = await clubOfManager(deps.db, league.id, input.userId);
    if (!own) throw new NotYourClub();
    scope = { clubId: own.id };
  } else scope = input.scope === 'market' ? { market: true } : { league: true };
  const [rows, clubs] = await Promise.all([playersByPrefix(deps.db, league.id, prefix, scope, limit), clubDirectory(deps.db, league.id)]);
  return rows.map((r) => {
    const p = r.data as Player;
    // Another club's player is named with his club, so two of the same name can be told apart.
    const club = input.scope === 'own' ? null : clubs.nameOrNull(p.clubId);
    return {
      id: r.id,
      name: r.name,
      label: `${r.name} (${p.positions.join('/')}, ${p.ability}, age ${p.age}${club ? `, ${club}` : ''})`.slice(0, 100),
    };
  });
}

/** The league's clubs whose name contains what was typed, from the club list alone: managers' clubs first. */
export async function autocompleteClubs(
  deps: LeagueDeps,
  input: { leagueId: string; typed: string },
): Promise<{ id: string; name: string; managed: boolean }[]> {
  const typed = input.typed.trim().toLowerCase();
  const clubs = (await clubHeaders(deps.db, input.leagueId))
    .filter((club) => club.name.toLowerCase().includes(typed))
    .map((club) => ({ id: club.id, name: club.name, managed: club.manager_user_id !== null }));
  return [...clubs.filter((club) => club.managed), ...clubs.filter((club) => !club.managed)];
}
