import { recordAudit } from '../../db/repositories/audit.repository.js';
import type { LeagueDeps } from '../deps.js';
import { clubSummary, requireLockedLeague, requireManagerClub } from '../guards.js';
import { releaseClub } from './release-club.js';
import type { ClubSummary } from '../views/views.js';

/** The manager gives up his club; the AI manages it from the next week on. */
export async function leaveLeague(deps: LeagueDeps, input: { leagueId: string; userId: string }): Promise<ClubSummary> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await requireLockedLeague(trx, input.leagueId);
    const club = await requireManagerClub(trx, input.leagueId, input.userId);
    await releaseClub(trx, league, club.id, deps.clock.now());
    await recordAudit(
      trx,
      { leagueId: league.id, guildId: league.guild_id, actorUserId: input.userId, action: 'leave', detail: { clubId: club.id } },
      deps.clock.now(),
    );
    return clubSummary({ ...club, manager_user_id: null });
  });
}
