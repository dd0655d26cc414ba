import { recordAudit } from '../../db/repositories/audit.repository.js';
import type { LeagueDeps } from '../deps.js';
import { clubSummary, requireManagerClub, type LeagueCheck } from '../guards.js';
import { resolveLeagueOfAnyGameLocked, type LeagueLookup } from '../resolve/league-ref.js';
import { leagueLanguage, leagueSummary } from '../shared/league-summary.js';
import { releaseClub } from './release-club.js';
import type { ClubInLeague } from '../shared/views.js';

/**
 * The manager gives up his club; the AI manages it from the next week on. `check` runs on the league first (the
 * command's cooldown). The club comes with the league's language, for the channel's answer.
 */
export async function leaveLeague(deps: LeagueDeps, input: LeagueLookup & { userId: string; check?: LeagueCheck }): Promise<ClubInLeague> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await resolveLeagueOfAnyGameLocked(trx, input);
    input.check?.(leagueSummary(league));
    const club = await requireManagerClub(trx, league.id, input.userId);
    await releaseClub(trx, league, club.id, deps.clock.now());
    await recordAudit(
      trx,
      { leagueId: league.id, guildId: league.guild_id, actorUserId: input.userId, action: 'leave', detail: { clubId: club.id } },
      deps.clock.now(),
    );
    return { ...clubSummary({ ...club, manager_user_id: null }), language: leagueLanguage(league) };
  });
}
