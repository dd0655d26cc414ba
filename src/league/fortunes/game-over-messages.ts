import type { ClubHeader } from '../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import type { EngineEvent } from '../../engine/events.js';
import type { LeagueState } from '../../engine/types.js';
import { pointsTable, type PointsTable } from './points-standings.js';

/** The end of the game, as posted to the channel: the final game points and the winner. */
export interface GameOverMessage {
  leagueName: string;
  seasons: number;
  table: PointsTable;
}

/** The post of a step that ended the game; none for any other step. */
export function gameOverMessages(input: { league: LeagueRow; clubs: ClubHeader[]; after: LeagueState; events: EngineEvent[] }): OutboxInsert[] {
  const ended = input.events.find((e) => e.type === 'game-ended');
  if (!ended) return [];
  const headers = new Map(input.clubs.map((c) => [c.id, c]));
  const club = (id: string) => ({ name: headers.get(id)?.name ?? input.after.clubs[id]?.name ?? id, managerUserId: headers.get(id)?.manager_user_id ?? null });
  const message: GameOverMessage = { leagueName: input.league.name, seasons: ended.season, table: pointsTable(ended.standings, club) };
  return [
    {
      leagueId: input.league.id,
      channelId: input.league.channel_id,
      kind: 'game-over',
      payload: message,
      dedupeKey: `${input.league.id}:${input.league.turn}:game-over`,
    },
  ];
}
