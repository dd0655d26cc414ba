import type { AppContext } from '../context.js';
import type { EngineEvent } from '../engine/events.js';
import { leagueTable, squadView, type OutboxPayload } from '../league/index.js';
import { nameBook, type NameBook } from './render/names.js';

/** Finds the names an outbox payload's events refer to. */
export type NameSource = (leagueId: string, payload: OutboxPayload) => Promise<NameBook>;

function eventClubIds(events: readonly EngineEvent[]): string[] {
  return events.flatMap((event) => ('clubId' in event && typeof event.clubId === 'string' ? [event.clubId] : []));
}

function payloadClubIds(payload: OutboxPayload): string[] {
  switch (payload.kind) {
    case 'match':
      return [payload.message.home.id, payload.message.away.id];
    case 'week-summary':
      return eventClubIds(payload.message.events);
    case 'transfer-news':
      return eventClubIds(payload.message.events);
    default:
      return [];
  }
}

/**
 * Club names from the league tables, player names from the squads of the clubs
 * the payload mentions. A squad that cannot be read leaves its players as "a player".
 */
export function leagueNameSource(ctx: AppContext, viewerUserId = '0'): NameSource {
  return async (leagueId, payload) => {
    const tables = await leagueTable(ctx, { leagueId });
    const clubs: Record<string, string> = {};
    for (const row of tables.flatMap((t) => t.rows)) clubs[row.clubId] = row.clubName;
    const players: Record<string, string> = {};
    for (const clubId of new Set(payloadClubIds(payload))) {
      try {
        const squad = await squadView(ctx, { leagueId, userId: viewerUserId, clubId });
        for (const player of squad.players) players[player.id] = player.name;
      } catch (error) {
        ctx.logger.debug({ err: error, leagueId, clubId }, 'no squad names for club');
      }
    }
    return nameBook(players, clubs);
  };
}
