import type { Transaction } from 'kysely';
import { clubOfManager, lockClubOfManager, type ClubHeader } from '../db/repositories/club.repository.js';
import { findLeague, lockLeagueRow } from '../db/repositories/league.repository.js';
import type { Database, LeagueRow } from '../db/tables.js';
import { NotAdmin, NotFound, NotYourClub } from './errors.js';
import type { ClubSummary, LeagueSummary } from './shared/views.js';
import type { DivisionIndex } from '../engine/model/types.js';
import type { Db } from '../db/db.js';

export async function requireLeague(db: Db, leagueId: string): Promise<LeagueRow> {
  const row = await findLeague(db, leagueId);
  if (!row) throw new NotFound('league', { key: 'reply.noSuchLeague' });
  return row;
}

export async function requireLockedLeague(trx: Transaction<Database>, leagueId: string): Promise<LeagueRow> {
  const row = await lockLeagueRow(trx, leagueId);
  if (!row) throw new NotFound('league', { key: 'reply.noSuchLeague' });
  return row;
}

/**
 * The caller's own checks on the league as a use case reads it under lock, before anything changes; a throw refuses.
 * The Discord layer checks there what it knows and the league does not (a member's admin rights by the league's admin
 * role, his membership cooldown), so that the command need not read the league first.
 */
export type LeagueCheck = (league: LeagueSummary) => void;

/** The admin flag comes from the Discord layer's permission check, never from a command option. */
export function requireAdminFlag(isAdmin: boolean): void {
  if (isAdmin !== true) throw new NotAdmin();
}

/** The caller's own club; with `lock`, held until the transaction ends so his orders change one at a time. */
export async function requireManagerClub(db: Db, leagueId: string, userId: string, lock: Transaction<Database> | null = null): Promise<ClubHeader> {
  const club = lock ? await lockClubOfManager(lock, leagueId, userId) : await clubOfManager(db, leagueId, userId);
  if (!club) throw new NotYourClub();
  return club;
}

export function clubSummary(club: ClubHeader): ClubSummary {
  return {
    id: club.id,
    name: club.name,
    division: club.division as DivisionIndex,
    playerControlled: club.player_controlled,
    managerUserId: club.manager_user_id,
  };
}
