import { recordAudit } from '../../db/repositories/audit.repository.js';
import { isBanned } from '../../db/repositories/ban.repository.js';
import { clubHeaders, clubOfManager, setManager } from '../../db/repositories/club.repository.js';
import type { LeagueDeps } from '../deps.js';
import { Conflict, NotFound } from '../errors.js';
import { clubSummary, requireLockedLeague } from '../guards.js';
import type { ClubSummary } from '../views/views.js';
import { clubFromText } from '../resolve/club-text.js';
import { clubsOutOfTheGame, requireOpenGame } from '../fortunes/open-game.js';
import { startCareer } from './career.js';

export interface JoinLeagueInput {
  leagueId: string;
  userId: string;
  /** A particular free human club; the first free one otherwise. */
  clubId?: string;
}

/** Refuses a join by a member who already manages a club of the league, before any other check. */
export async function requireNotManaging(deps: LeagueDeps, input: { leagueId: string; userId: string }): Promise<void> {
  const own = await clubOfManager(deps.db, input.leagueId, input.userId);
  if (own) throw alreadyManaging(own.name);
}

function alreadyManaging(clubName: string): Conflict {
  return new Conflict('already-managing', `You already manage ${clubName} in this league.`);
}

/** Claims a player-controlled club that has no manager. One club per manager per league. */
export async function joinLeague(deps: LeagueDeps, input: JoinLeagueInput): Promise<ClubSummary> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await requireLockedLeague(trx, input.leagueId);
    requireOpenGame(league);
    if (await isBanned(trx, league.id, input.userId)) {
      throw new Conflict('banned', 'A league admin has banned you from this league, so you cannot join it. Ask one to lift the ban.');
    }
    const own = await clubOfManager(trx, input.leagueId, input.userId);
    if (own) throw alreadyManaging(own.name);
    const out = clubsOutOfTheGame(league);
    const clubs = (await clubHeaders(trx, input.leagueId)).filter((c) => c.player_controlled && !out.includes(c.id));
    let club;
    if (input.clubId) {
      const typed = await clubFromText(trx, input.leagueId, input.clubId);
      club = clubs.find((c) => c.id === typed?.id);
      if (!club) throw new NotFound('club', 'That club is not one a manager can take in this league.');
      if (club.manager_user_id) throw new Conflict('club-taken', `${club.name} already has a manager. Pick another club.`);
    } else {
      club = clubs.find((c) => !c.manager_user_id);
      if (!club) throw new Conflict('league-full', 'Every club in this league has a manager.');
    }
    await setManager(trx, input.leagueId, club.id, input.userId);
    await startCareer(trx, league, club, input.userId, deps.clock.now());
    await recordAudit(
      trx,
      { leagueId: league.id, guildId: league.guild_id, actorUserId: input.userId, action: 'join', detail: { clubId: club.id } },
      deps.clock.now(),
    );
    return clubSummary({ ...club, manager_user_id: input.userId });
  });
}
