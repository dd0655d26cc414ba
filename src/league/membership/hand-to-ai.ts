import { recordAudit } from '../../db/repositories/audit.repository.js';
import { addBan } from '../../db/repositories/ban.repository.js';
import type { LeagueDeps } from '../deps.js';
import { NotFound } from '../errors.js';
import { clubSummary, requireAdminFlag, requireLockedLeague } from '../guards.js';
import { releaseClub } from './release-club.js';
import { clubFromText } from '../resolve/club-text.js';
import type { ClubSummary } from '../views/views.js';

export interface HandToAiInput {
  leagueId: string;
  actorUserId: string;
  isAdmin: boolean;
  clubId: string;
  /** Kick with a ban: the former manager cannot /league join this league again until unbanned. */
  ban?: boolean;
}

/** An admin removes a club's manager (kick, autopilot): the AI manages it from now on. */
export async function handToAi(deps: LeagueDeps, input: HandToAiInput): Promise<ClubSummary> {
  requireAdminFlag(input.isAdmin);
  return deps.db.transaction().execute(async (trx) => {
    const league = await requireLockedLeague(trx, input.leagueId);
    const club = await clubFromText(trx, input.leagueId, input.clubId);
    if (!club || !club.player_controlled) throw new NotFound('club', 'There is no such managed club in this league.');
    await releaseClub(trx, league, club.id, deps.clock.now());
    if (input.ban && club.manager_user_id) {
      await addBan(trx, { leagueId: league.id, userId: club.manager_user_id, by: input.actorUserId, at: deps.clock.now() });
    }
    await recordAudit(
      trx,
      {
        leagueId: league.id,
        guildId: league.guild_id,
        actorUserId: input.actorUserId,
        action: 'hand-to-ai',
        detail: { clubId: club.id, formerManager: club.manager_user_id, ...(input.ban ? { banned: true } : {}) },
      },
      deps.clock.now(),
    );
    return clubSummary({ ...club, manager_user_id: null });
  });
}
