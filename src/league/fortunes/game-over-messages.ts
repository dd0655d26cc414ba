import type { ClubHeader } from '../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { LeagueState } from '../../engine/model/types.js';
import type { Locale } from '../../i18n/locales.js';
import { postLocale } from '../shared/league-summary.js';
import { pointsTable, type PointsTable } from './points-standings.js';

/** Game points as posted to the channel: after each season, and at the end of the game with the winner. */
export interface GameOverMessage {
  leagueName: string;
  /** The season just ended (at the end of the game, its last). */
  seasons: number;
  table: PointsTable;
  /** The league's language; English when absent (posts queued before the league had one). */
  locale?: Locale;
}

/** The game points post of an end of season: 'season-points' after a season, 'game-over' after the last; none for other steps. */
export function gameOverMessages(input: { league: LeagueRow; clubs: ClubHeader[]; after: LeagueState; events: EngineEvent[] }): OutboxInsert[] {
  const scored = input.events.find((e) => e.type === 'game-ended' || e.type === 'game-points');
  if (scored?.type !== 'game-ended' && scored?.type !== 'game-points') return [];
  const headers = new Map(input.clubs.map((c) => [c.id, c]));
  const club = (id: string) => ({
    name: headers.get(id)?.name ?? input.after.clubs[id]?.name ?? id,
    managerUserId: headers.get(id)?.manager_user_id ?? null,
  });
  const message: GameOverMessage = {
    leagueName: input.league.name,
    seasons: scored.season,
    table: pointsTable(scored.standings, club),
    ...postLocale(input.league),
  };
  const kind = scored.type === 'game-ended' ? 'game-over' : 'season-points';
  return [
    {
      leagueId: input.league.id,
      channelId: input.league.channel_id,
      kind,
      payload: message,
      dedupeKey: `${input.league.id}:${input.league.turn}:${kind}`,
    },
  ];
}
