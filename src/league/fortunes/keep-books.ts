import type { Transaction } from 'kysely';
import { archiveLeague, removeManagers } from '../../db/repositories/fortunes.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { EngineEvent } from '../../engine/model/events.js';
import { lapseClubOffers } from '../deals/lapse-club-offers.js';
import { endCareers } from '../shared/career.js';

/**
 * What a Fortunes step leaves behind beyond the state: a manager who resigned
 * bankrupt is removed from his club (the channel is told in the week's post)
 * and his offers lapse, as a manager's who leaves; a game that ended is
 * archived, read-only, with its history kept. Run once the step's deals are
 * settled, so only offers still open are left to lapse.
 */
export async function keepFortunesBooks(
  trx: Transaction<Database>,
  input: { league: LeagueRow; events: readonly EngineEvent[]; at: Date },
): Promise<void> {
  const resigned = input.events.flatMap((e) => (e.type === 'manager-resigned' ? [e.clubId] : []));
  await removeManagers(trx, input.league.id, resigned);
  await endCareers(trx, input.league, resigned, true);
  for (const clubId of resigned) await lapseClubOffers(trx, input.league, clubId, 'system', input.at);
  if (input.events.some((e) => e.type === 'game-ended')) await archiveLeague(trx, input.league.id, input.at);
}
