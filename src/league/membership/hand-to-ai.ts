import type { Transaction } from 'kysely';
import { recordAudit } from '../../db/repositories/audit.repository.js';
import { addBan } from '../../db/repositories/ban.repository.js';
import { clubOfManager, type ClubHeader } from '../../db/repositories/club.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { LeagueDeps } from '../deps.js';
import { NotFound } from '../errors.js';
import { clubSummary } from '../guards.js';
import { banIn } from './bans.js';
import { adminLeague, type AdminInput } from './admin-league.js';
import { releaseClub } from './release-club.js';
import { clubFromText } from '../resolve/club-text.js';
import type { ClubSummary } from '../shared/views.js';

export type HandToAiInput = AdminInput & {
  clubId: string;
  /** Kick with a ban: the former manager cannot /league join this league again until unbanned. */
  ban?: boolean;
};

/** An admin removes a club's manager (kick, autopilot): the AI manages it from now on. */
export async function handToAi(deps: LeagueDeps, input: HandToAiInput): Promise<ClubSummary> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await adminLeague(trx, input);
    const club = await clubFromText(trx, league.id, input.clubId);
    if (!club || !club.player_controlled) throw new NotFound('club', 'There is no such managed club in this league.');
    return releaseToAi(trx, deps, league, club, input);
  });
}

/**
 * /admin kick: the manager's club goes to the AI, and with `ban` he may not join again; a member who manages no club
 * here is only banned. Null, with nothing changed, when he manages none and no ban was asked.
 */
export async function kickManager(deps: LeagueDeps, input: AdminInput & { userId: string; ban: boolean }): Promise<ClubSummary | null> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await adminLeague(trx, input);
    const club = await clubOfManager(trx, league.id, input.userId);
    if (club) return releaseToAi(trx, deps, league, club, input);
    if (input.ban) await banIn(trx, deps, league, input);
    return null;
  });
}

async function releaseToAi(
  trx: Transaction<Database>,
  deps: LeagueDeps,
  league: LeagueRow,
  club: ClubHeader,
  input: AdminInput & { ban?: boolean },
): Promise<ClubSummary> {
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
}
