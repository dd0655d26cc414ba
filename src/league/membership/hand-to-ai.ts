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
import { leagueLanguage } from '../shared/league-summary.js';
import type { ClubInLeague } from '../shared/views.js';
import type { Locale } from '../../i18n/locales.js';

export type HandToAiInput = AdminInput & {
  clubId: string;
  /** Kick with a ban: the former manager cannot /league join this league again until unbanned. */
  ban?: boolean;
};

/** An admin removes a club's manager (kick, autopilot): the AI manages it from now on. */
export async function handToAi(deps: LeagueDeps, input: HandToAiInput): Promise<ClubInLeague> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await adminLeague(trx, input);
    const club = await clubFromText(trx, league.id, input.clubId);
    if (!club || !club.player_controlled) throw new NotFound('club', { key: 'admin.autopilot.noClub' });
    return releaseToAi(trx, deps, league, club, input);
  });
}

/**
 * /admin kick: the manager's club goes to the AI, and with `ban` he may not join again; a member who manages no club
 * here is only banned. No club, with nothing changed, when he manages none and no ban was asked. The league's language
 * comes with it, for the channel's answer.
 */
export async function kickManager(
  deps: LeagueDeps,
  input: AdminInput & { userId: string; ban: boolean },
): Promise<{ club: ClubInLeague | null; language: Locale }> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await adminLeague(trx, input);
    const club = await clubOfManager(trx, league.id, input.userId);
    if (club) return { club: await releaseToAi(trx, deps, league, club, input), language: leagueLanguage(league) };
    if (input.ban) await banIn(trx, deps, league, input);
    return { club: null, language: leagueLanguage(league) };
  });
}

async function releaseToAi(
  trx: Transaction<Database>,
  deps: LeagueDeps,
  league: LeagueRow,
  club: ClubHeader,
  input: AdminInput & { ban?: boolean },
): Promise<ClubInLeague> {
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
  return { ...clubSummary({ ...club, manager_user_id: null }), language: leagueLanguage(league) };
}
