import type { ClubHeader } from '../../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../../db/tables.js';
import type { GameEvent } from '../../../engine/fortunes-game/events.js';
import { BOARD } from '../../../engine/fortunes/board.js';
import { COMPETITION_NAMES } from '../../../engine/fortunes-game/cup.js';
import { leagueTable } from '../../../engine/fortunes-game/league.js';
import { sideOf } from '../../../engine/fortunes-game/turn.js';
import type { TableRow } from '../../../engine/model/types.js';
import type { FortunesGameLeague } from './fortunes-game-league.js';
import type { FortunesTurnMessage } from '../../posts/fortunes-game-message-types.js';

export type { FortunesTurnMessage };

function matchClubIds(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'league-result' ? [e.homeId, e.awayId] : e.type === 'cup-tie' ? [e.tie.homeId, e.tie.awayId] : []));
}

/** The table of ten with this turn's league results: the state after a season's last round holds the next season's. */
function tableAfter(before: FortunesGameLeague, events: readonly GameEvent[]): TableRow[] | null {
  const results = events.flatMap((e) => (e.type === 'league-result' ? [{ ...e }] : []));
  if (results.length === 0) return null;
  return leagueTable({ clubIds: before.game.league.clubIds, results: [...before.game.league.results, ...results] });
}

/**
 * The post a turn leaves: the board's news (cards drawn, Crises, auctions and the bank), the matches with each side's
 * Defence and Attack, the table of ten, the cup ties, the season's game points and the game's end, and where the
 * dice moved every manager for the coming turn. A manager's cash is not posted, only what happened to his club.
 */
export function fortunesGameMessages(input: {
  league: LeagueRow;
  clubs: ClubHeader[];
  before: FortunesGameLeague;
  after: FortunesGameLeague;
  events: GameEvent[];
  nextDeadline: Date | null;
}): OutboxInsert[] {
  const { league, before, after, events } = input;
  const message: FortunesTurnMessage = {
    leagueName: league.name,
    season: before.game.season,
    played: before.game.calendar[before.game.slot]!,
    competitionNames: { ...COMPETITION_NAMES },
    names: Object.fromEntries([...before.game.clubs.map((c) => [c.id, c.name]), ...input.clubs.map((c) => [c.id, c.name])]),
    // A deal that failed is told to its two managers alone (the offer lapses), since its reason may be one's money.
    events: events.filter((e): e is FortunesTurnMessage['events'][number] => e.type !== 'money' && e.type !== 'deal-failed'),
    sides: Object.fromEntries(matchClubIds(events).map((id) => [id, sideOf(after.game, id)])),
    table: tableAfter(before, events),
    gamePoints: events.some((e) => e.type === 'season-ended') ? { ...after.game.gamePoints } : null,
    nextDeadline: after.game.finished ? null : (input.nextDeadline?.toISOString() ?? null),
    board: BOARD,
  };
  return [
    {
      leagueId: league.id,
      channelId: league.channel_id,
      kind: 'fortunes-turn',
      payload: message,
      dedupeKey: `${league.id}:${league.turn}:fortunes-turn`,
    },
  ];
}
