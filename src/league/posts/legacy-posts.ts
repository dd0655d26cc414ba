import { clubHeaders } from '../../db/repositories/club.repository.js';
import { findLeague } from '../../db/repositories/league.repository.js';
import type { LeagueDeps } from '../deps.js';
import { settingsView } from '../shared/league-summary.js';
import type { OutboxMessage } from './outbox-messages.js';
import { postNames } from '../shared/post-names.js';
import { currentState } from '../shared/state-cache.js';

type Lookup = { live: boolean; player(id: string): string | undefined; club(id: string): string | undefined };

/**
 * Posts queued before they carried their names and live flag lack both. Until the last such row is delivered,
 * they are completed from the league as it is now, as they always were; posts queued since read nothing.
 */
function isLegacyPost(message: OutboxMessage): boolean {
  switch (message.kind) {
    case 'week-summary':
    case 'transfer-news':
      return !('names' in message.message);
    case 'match':
      return !('names' in message.message) || !('live' in message.message);
    default:
      return false;
  }
}

async function leagueLookup(deps: LeagueDeps, leagueId: string): Promise<Lookup> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await findLeague(trx, leagueId);
    // A league deleted since: its names are gone too, and the post shows the stand-ins.
    if (!league) return { live: false, player: () => undefined, club: () => undefined };
    const [clubs, state] = await Promise.all([clubHeaders(trx, leagueId), currentState(trx, league)]);
    const clubNames = new Map(clubs.map((c) => [c.id, c.name]));
    return {
      live: settingsView(league).live,
      player: (id) => state.players[id]?.name,
      club: (id) => clubNames.get(id) ?? state.clubs[id]?.name,
    };
  });
}

/** The message as it is, or, queued before posts carried their names, completed from its league. */
export async function completeLegacyPost(deps: LeagueDeps, message: OutboxMessage): Promise<OutboxMessage> {
  if (!isLegacyPost(message)) return message;
  const lookup = await leagueLookup(deps, message.leagueId);
  switch (message.kind) {
    case 'week-summary':
      return { ...message, message: { ...message.message, names: postNames(message.message.events, lookup) } };
    case 'transfer-news':
      return { ...message, message: { ...message.message, names: postNames(message.message.events, lookup) } };
    case 'match': {
      const { home, away, events } = message.message;
      return { ...message, message: { ...message.message, names: postNames(events, lookup, [home.id, away.id]), live: lookup.live } };
    }
    default:
      return message;
  }
}
