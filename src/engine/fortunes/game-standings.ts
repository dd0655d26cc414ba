import type { LeagueState } from '../model/types.js';
import { cupRoundsOf } from './cup-rounds.js';
import { cashPoints, seasonPoints } from './game-points.js';
import type { GameStanding } from '../model/game-standing.js';

export type { GameStanding } from '../model/game-standing.js';

/**
 * Rulebook (003), "Game Points" and "The Winner": every player-controlled
 * club's points from the league (position by division, promotion and
 * relegation) and the cups of each season in the history, plus its cash as
 * game points. Sorted best first: points, then cash, then club id.
 */
export function gameStandings(state: LeagueState): GameStanding[] {
  const resigned = new Set(state.fortunes?.resigned ?? []);
  const clubs = Object.values(state.clubs).filter((c) => c.playerControlled);
  const standings = clubs.map((club) => {
    let fromSeasons = 0;
    for (const history of state.history) {
      for (const division of history.divisions) {
        const position = division.table.findIndex((row) => row.clubId === club.id) + 1;
        if (position === 0) continue;
        fromSeasons += seasonPoints({
          division: division.index,
          position,
          promoted: division.promoted.includes(club.id),
          relegated: division.relegated.includes(club.id),
          ...cupRoundsOf(history, club.id),
        });
      }
    }
    const cash = cashPoints(club.balance);
    return {
      clubId: club.id,
      seasonPoints: fromSeasons,
      cashPoints: cash,
      points: fromSeasons + cash,
      cash: club.balance,
      resigned: resigned.has(club.id),
    };
  });
  return standings.sort((a, b) => b.points - a.points || b.cash - a.cash || (a.clubId < b.clubId ? -1 : 1));
}
