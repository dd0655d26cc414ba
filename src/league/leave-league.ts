import { recordAudit } from '../db/repositories/audit.repository.js';
import { setManager } from '../db/repositories/club.repository.js';
import { clearReady } from '../db/repositories/ready.repository.js';
import type { LeagueDeps } from './deps.js';
import { clubSummary, requireLockedLeague, requireManagerClub } from './guards.js';
import type { ClubSummary } from './views.js';

/** The manager gives up his club; the AI manages it from the next week on. */
export async function leaveLeague(deps: LeagueDeps, input: { leagueId: string; userId: string }): Promise<ClubSummary> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await requireLockedLeague(trx, input.leagueId);
    const club = await requireManagerClub(trx, input.leagueId, input.userId);
    await setManager(trx, input.leagueId, club.id, null);
    await clearReady(trx, input.leagueId, club.id);
    await recordAudit(
      trx,
      { leagueId: league.id, guildId: league.guild_id, actorUserId: input.userId, action: 'leave', detail: { clubId: club.id } },
      deps.clock.now(),
    );
    return clubSummary({ ...club, manager_user_id: null });
  });
}
