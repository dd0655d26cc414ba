import type { Dice } from '../dice.js';
import { divisionTable } from '../season/league-table.js';
import type { TableRow } from '../model/types.js';
import type { CardsEvent } from './events.js';
import { newSeason } from './new-season.js';
import { isDummy, type CardsState } from './state.js';
import { rotateSuits } from './suit-levels.js';

export const PRIZES = { 'league-winner': 2000, 'league-runner-up': 1000, 'cup-winner': 1500, 'cup-runner-up': 500 } as const;
export const TROPHY_POINTS = { league: 2, cup: 1 } as const;

/** The league table: 3 points a win, 1 a draw, then goal difference and goals scored. */
export function cardsLeagueTable(state: CardsState): TableRow[] {
  return divisionTable({ clubIds: state.clubIds, results: state.results.filter((r) => r.competition === 'league') });
}

/**
 * The season's end (sections 9 and 10): prizes of £20 and £10 for the league's first two, £15 and £5 for the cup
 * finalists; 2 trophy points for the league title and 1 for the cup; the suits rotate. A dummy wins nothing.
 * After the agreed number of seasons the most trophy points win the game (a tie is shared).
 */
export function endCardsSeason(state: CardsState, dice: Dice, events: CardsEvent[]): void {
  const table = cardsLeagueTable(state);
  const [cupWinnerId, cupRunnerUpId] = [state.cup.winnerId, state.cup.finalists.find((id) => id !== state.cup.winnerId) ?? null];
  const awards: [string | null, keyof typeof PRIZES][] = [
    [table[0]!.clubId, 'league-winner'],
    [table[1]!.clubId, 'league-runner-up'],
    [cupWinnerId, 'cup-winner'],
    [cupRunnerUpId, 'cup-runner-up'],
  ];
  for (const [clubId, prize] of awards) {
    if (clubId === null || isDummy(clubId)) continue;
    state.managers[clubId]!.pence += PRIZES[prize];
    events.push({ type: 'prize', managerId: clubId, pence: PRIZES[prize], for: prize });
  }
  for (const [clubId, points] of [
    [table[0]!.clubId, TROPHY_POINTS.league],
    [cupWinnerId, TROPHY_POINTS.cup],
  ] as const) {
    if (clubId === null || isDummy(clubId)) continue;
    const manager = state.managers[clubId]!;
    manager.trophyPoints += points;
    events.push({ type: 'trophy-points', managerId: clubId, points, total: manager.trophyPoints });
  }
  state.history.push({ season: state.season, leagueWinnerId: table[0]!.clubId, leagueRunnerUpId: table[1]!.clubId, cupWinnerId, cupRunnerUpId });
  events.push({ type: 'season-ended', season: state.season, leagueWinnerId: table[0]!.clubId, cupWinnerId });
  state.suitOrder = rotateSuits(state.suitOrder, state.season);
  events.push({ type: 'suits-rotated', order: [...state.suitOrder] });
  state.season += 1;
  if (state.season > state.seasons) {
    const best = Math.max(...state.managerIds.map((id) => state.managers[id]!.trophyPoints));
    state.winnerIds = state.managerIds.filter((id) => state.managers[id]!.trophyPoints === best);
    state.phase = 'finished';
    events.push({ type: 'game-won', winnerIds: [...state.winnerIds], points: best });
    return;
  }
  newSeason(state, dice);
  events.push({ type: 'cup-drawn', round: 1, ties: state.cup.ties.map((tie) => ({ ...tie })) });
  state.phase = 'round';
}
