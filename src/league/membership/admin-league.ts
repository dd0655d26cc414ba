import type { Transaction } from 'kysely';
import type { Database, LeagueRow } from '../../db/tables.js';
import { requireAdminFlag, type LeagueCheck } from '../guards.js';
import { resolveLeagueOfAnyGameLocked, type LeagueLookup } from '../resolve/league-ref.js';
import { leagueSummary } from '../shared/league-summary.js';

/** A league admin's change: the league by id or by its channel, and the caller's check on it (the admin role). */
export type AdminInput = LeagueLookup & {
  actorUserId: string;
  isAdmin: boolean;
  check?: LeagueCheck;
};

/**
 * The league an admin acts on, read once and locked for update, with the caller's check run on it: for a change that
 * takes turns with the others. NotAdmin when the caller is no admin.
 */
export async function adminLeague(trx: Transaction<Database>, input: AdminInput): Promise<LeagueRow> {
  requireAdminFlag(input.isAdmin);
  const league = await resolveLeagueOfAnyGameLocked(trx, input);
  input.check?.(leagueSummary(league));
  return league;
}
