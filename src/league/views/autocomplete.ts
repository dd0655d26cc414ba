import { clubHeaders, clubOfManager } from '../../db/repositories/club.repository.js';
import { playersByPrefix } from '../../db/repositories/player.repository.js';
import { clubDirectory } from '../shared/club-names.js';
import { clubFromText } from '../resolve/club-text.js';
import type { LeagueDeps } from '../deps.js';
import { NotYourClub } from '../errors.js';
import { lookUpLeague, type LeagueLookup } from '../resolve/league-ref.js';
import type { PlayerChoice } from '../shared/views.js';
import type { PlayerScope } from '../resolve/player-text.js';

/** The other side of a deal, as far as the command's options name it yet: a manager, or a club by id or name. */
export interface TradeSide {
  userId?: string;
  clubText?: string;
}

/** Discord offers at most 25 choices. */
export const MAX_CHOICES = 25;

/**
 * Players whose name starts with what the manager has typed, for a command's autocomplete; the league is read once,
 * and none are offered where there is no football league.
 */
export async function autocompletePlayers(
  deps: LeagueDeps,
  input: LeagueLookup & { userId: string; prefix: string; scope: PlayerScope; limit?: number; side?: TradeSide },
): Promise<PlayerChoice[]> {
  const league = await lookUpLeague(deps.db, input);
  // Players are football's: a cards league has none to offer.
  if (league?.game !== 'football') return [];
  const limit = Math.min(Math.max(1, input.limit ?? MAX_CHOICES), MAX_CHOICES);
  const prefix = input.prefix.trim().slice(0, 100);
  let scope: Parameters<typeof playersByPrefix>[3];
  if (input.scope === 'own') {
    const own = await clubOfManager(deps.db, league.id, input.userId);
    if (!own) throw new NotYourClub();
    scope = { clubId: own.id };
  } else if (input.scope === 'trade' || input.scope === 'loan') {
    const others = await otherSideClubIds(deps, league.id, input.userId, input.side ?? {});
    const own = input.scope === 'loan' ? await clubOfManager(deps.db, league.id, input.userId) : undefined;
    scope = { clubIds: own ? [own.id, ...others] : others };
  } else scope = input.scope === 'market' ? { market: true } : { league: true };
  const [players, clubs] = await Promise.all([playersByPrefix(deps.db, league.id, prefix, scope, limit), clubDirectory(deps.db, league.id)]);
  return players.map((p) => {
    // Another club's player is named with his club, so two of the same name can be told apart.
    const club = input.scope === 'own' ? null : clubs.nameOrNull(p.clubId);
    return {
      id: p.id,
      name: p.name,
      positions: p.positions,
      ability: p.ability,
      age: p.age,
      club,
      label: `${p.name} (${p.positions.join('/')}, ${p.ability}, age ${p.age}${club ? `, ${club}` : ''})`.slice(0, 100),
    };
  });
}

/** The clubs a deal's other side may be: the one the options name, when it trades; else every club that trades but the caller's. */
async function otherSideClubIds(deps: LeagueDeps, leagueId: string, userId: string, side: TradeSide): Promise<string[]> {
  const named = side.userId
    ? await clubOfManager(deps.db, leagueId, side.userId)
    : side.clubText?.trim()
      ? await clubFromText(deps.db, leagueId, side.clubText.trim())
      : null;
  if (named !== null) return named?.player_controlled ? [named.id] : [];
  return (await tradingClubs(deps, leagueId, userId)).map((club) => club.id);
}

/** Clubs a manager may make an offer to: those with squads of their own (the clubs run from the charts refuse), his own left out. */
async function tradingClubs(deps: LeagueDeps, leagueId: string, userId: string) {
  return (await clubHeaders(deps.db, leagueId)).filter((club) => club.player_controlled && club.manager_user_id !== userId);
}

/** A deal's `club:` option: the clubs that can trade whose name contains what was typed, managers' clubs first. */
export async function autocompleteTradingClubs(
  deps: LeagueDeps,
  input: { leagueId: string; userId: string; typed: string },
): Promise<{ id: string; name: string; managed: boolean }[]> {
  const typed = input.typed.trim().toLowerCase();
  const clubs = (await tradingClubs(deps, input.leagueId, input.userId))
    .filter((club) => club.name.toLowerCase().includes(typed))
    .map((club) => ({ id: club.id, name: club.name, managed: club.manager_user_id !== null }));
  return [...clubs.filter((club) => club.managed), ...clubs.filter((club) => !club.managed)];
}

/** The league's clubs whose name contains what was typed, from the club list alone: managers' clubs first; none without a league. */
export async function autocompleteClubs(
  deps: LeagueDeps,
  input: LeagueLookup & { typed: string },
): Promise<{ id: string; name: string; managed: boolean }[]> {
  const league = await lookUpLeague(deps.db, input);
  if (!league) return [];
  const typed = input.typed.trim().toLowerCase();
  const clubs = (await clubHeaders(deps.db, league.id))
    .filter((club) => club.name.toLowerCase().includes(typed))
    .map((club) => ({ id: club.id, name: club.name, managed: club.manager_user_id !== null }));
  return [...clubs.filter((club) => club.managed), ...clubs.filter((club) => !club.managed)];
}
