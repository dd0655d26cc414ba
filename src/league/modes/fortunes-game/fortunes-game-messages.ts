import type { ClubHeader } from '../../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../../db/tables.js';
import type { GameEvent } from '../../../engine/fortunes-game/events.js';
import { BOARD } from '../../../engine/fortunes/board.js';
import { COMPETITION_NAMES } from '../../../engine/fortunes-game/cup.js';
import { leagueTable } from '../../../engine/fortunes-game/league.js';
import { foreignClubName } from '../../../engine/fortunes-game/europe.js';
import type { TeamValues } from '../../../engine/fortunes-game/line-up.js';
import type { TableRow } from '../../../engine/model/types.js';
import { postLocale } from '../../shared/league-summary.js';
import type { FortunesGameLeague } from './fortunes-game-league.js';
import type { FortunesTurnMessage } from '../../posts/fortunes-game-message-types.js';

export type { FortunesTurnMessage };

/** Each side's Defence and Attack as it played this turn, as the engine's results carry them. */
function playedSides(events: readonly GameEvent[]): [string, TeamValues][] {
  return events.flatMap((e): [string, TeamValues][] => {
    const match = e.type === 'league-result' ? e : e.type === 'cup-tie' ? e.tie : null;
    return match
      ? [
          [match.homeId, match.sides.home],
          [match.awayId, match.sides.away],
        ]
      : [];
  });
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
    names: Object.fromEntries([
      ...playedSides(events).map(([id]) => [id, foreignClubName(id)]),
      ...before.game.clubs.map((c) => [c.id, c.name]),
      ...input.clubs.map((c) => [c.id, c.name]),
    ]),
    managed: input.clubs.filter((c) => c.manager_user_id).map((c) => c.id),
    // A deal that failed is told to its two managers alone (the offer lapses), since its reason may be one's money.
    events: events.filter((e): e is FortunesTurnMessage['events'][number] => e.type !== 'money' && e.type !== 'deal-failed'),
    sides: Object.fromEntries(playedSides(events)),
    table: tableAfter(before, events),
    gamePoints: events.some((e) => e.type === 'season-ended') ? { ...after.game.gamePoints } : null,
    nextDeadline: after.game.finished ? null : (input.nextDeadline?.toISOString() ?? null),
    board: BOARD,
    ...postLocale(league),
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
