import type { Transaction } from 'kysely';
import { archiveLeague, removeManagers } from '../../db/repositories/fortunes.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { EngineEvent } from '../../engine/events.js';

/**
 * What a Fortunes step leaves behind beyond the state: a manager who resigned
 * bankrupt is removed from his club (the channel is told in the week's post),
 * and a game that ended is archived, read-only, with its history kept.
 */
export async function keepFortunesBooks(
  trx: Transaction<Database>,
  input: { league: LeagueRow; events: readonly EngineEvent[]; at: Date },
): Promise<void> {
  const resigned = input.events.flatMap((e) => (e.type === 'manager-resigned' ? [e.clubId] : []));
  await removeManagers(trx, input.league.id, resigned);
  if (input.events.some((e) => e.type === 'game-ended')) await archiveLeague(trx, input.league.id, input.at);
}
