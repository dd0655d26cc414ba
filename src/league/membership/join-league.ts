import { recordAudit } from '../../db/repositories/audit.repository.js';
import { isBanned } from '../../db/repositories/ban.repository.js';
import { clubHeaders, clubOfManager, setManager } from '../../db/repositories/club.repository.js';
import type { LeagueDeps } from '../deps.js';
import { Conflict, NotFound } from '../errors.js';
import { clubSummary, type LeagueCheck } from '../guards.js';
import { resolveLeagueOfAnyGameLocked, type LeagueLookup } from '../resolve/league-ref.js';
import { leagueSummary } from '../shared/league-summary.js';
import type { ClubSummary, LeagueSummary } from '../shared/views.js';
import { clubFromText } from '../resolve/club-text.js';
import { clubsOutOfTheGame, requireOpenGame } from '../shared/open-game.js';
import { startCareer } from '../shared/career.js';
import { keepManagerName } from './manager-name.js';

export type JoinLeagueInput = LeagueLookup & {
  userId: string;
  /** The name the server shows for him, kept for the web page's manager page. */
  displayName?: string;
  /** A particular free human club; the first free one otherwise. */
  clubId?: string;
  /** Run once the member is known to manage no club here, before any other check (the command's cooldown). */
  check?: LeagueCheck;
};

/** Claims a player-controlled club that has no manager. One club per manager per league. */
export async function joinLeague(deps: LeagueDeps, input: JoinLeagueInput): Promise<ClubSummary> {
  return (await joinLeagueRead(deps, input)).club;
}

/** Claims a club as joinLeague does, with the league read under lock for the command's answer. */
export async function joinLeagueRead(deps: LeagueDeps, input: JoinLeagueInput): Promise<{ league: LeagueSummary; club: ClubSummary }> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await resolveLeagueOfAnyGameLocked(trx, input);
    // A member who manages a club here is told so first, before a cooldown or any other refusal.
    const own = await clubOfManager(trx, league.id, input.userId);
    if (own) throw new Conflict('already-managing', { key: 'reply.league.alreadyManaging', params: { club: own.name } });
    const summary = leagueSummary(league);
    input.check?.(summary);
    requireOpenGame(league);
    if (await isBanned(trx, league.id, input.userId)) {
      throw new Conflict('banned', { key: 'reply.league.banned' });
    }
    const out = clubsOutOfTheGame(league);
    const clubs = (await clubHeaders(trx, league.id)).filter((c) => c.player_controlled && !out.includes(c.id));
    let club;
    if (input.clubId) {
      const typed = await clubFromText(trx, league.id, input.clubId);
      club = clubs.find((c) => c.id === typed?.id);
      if (!club) throw new NotFound('club', { key: 'refusal.join.clubNotOpen' });
      if (club.manager_user_id) throw new Conflict('club-taken', { key: 'reply.league.clubTaken', params: { club: club.name } });
    } else {
      club = clubs.find((c) => !c.manager_user_id);
      if (!club) throw new Conflict('league-full', { key: 'reply.league.full' });
    }
    await setManager(trx, league.id, club.id, input.userId);
    await startCareer(trx, league, club, input.userId, deps.clock.now());
    await keepManagerName(trx, { guildId: league.guild_id, userId: input.userId, displayName: input.displayName }, deps.clock.now());
    await recordAudit(
      trx,
      { leagueId: league.id, guildId: league.guild_id, actorUserId: input.userId, action: 'join', detail: { clubId: club.id } },
      deps.clock.now(),
    );
    return { league: summary, club: clubSummary({ ...club, manager_user_id: input.userId }) };
  });
}
