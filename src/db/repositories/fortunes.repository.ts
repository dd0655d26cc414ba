import type { Transaction } from 'kysely';
import type { Database } from '../tables.js';

type Trx = Transaction<Database>;

/** A finished game: archived read-only; no step is due in it and no reminder is sent (dueLeagueRows). */
export async function archiveLeague(trx: Trx, leagueId: string, at: Date): Promise<void> {
  await trx.updateTable('leagues').set({ archived_at: at }).where('id', '=', leagueId).execute();
}

/** Managers who resigned bankrupt leave their clubs; the AI runs them, with youth players, to the end. */
export async function removeManagers(trx: Trx, leagueId: string, clubIds: readonly string[]): Promise<void> {
  if (clubIds.length === 0) return;
  await trx
    .updateTable('clubs')
    .set({ manager_user_id: null })
    .where('league_id', '=', leagueId)
    .where('id', 'in', [...clubIds])
    .execute();
  await trx
    .deleteFrom('ready_flags')
    .where('league_id', '=', leagueId)
    .where('club_id', 'in', [...clubIds])
    .execute();
}
