import { matchDay } from '../match/match-day.js';
import { chartResult } from '../results/chart-result.js';
import { recordStats } from '../results/record-stats.js';
import { winStreakBeforeLatest } from '../results/win-streak.js';
import { fixturesThisWeek } from '../selection/fixtures-this-week.js';
import { squadsByClub } from '../selection/squad.js';
import type { Division } from '../model/types.js';
import type { WeekPhase } from './context.js';

/**
 * Rulebook, "Results": the week's matches are recorded, and the games between
 * two non-player teams in divisions with a player-controlled club are decided
 * by the ranking chart. Divisions without one are simmed at the end of the season.
 */
export const resultsPhase: WeekPhase = (ctx) => {
  const { state, dice, events } = ctx;
  const day = matchDay(ctx);
  // Results move no player between clubs, so the squads hold for the whole phase.
  const squads = squadsByClub(state);
  for (const division of state.divisions) {
    if (!division.clubIds.some((id) => state.clubs[id]?.playerControlled)) continue;
    for (const fixture of fixturesThisWeek(state, division)) {
      const home = state.clubs[fixture.homeId];
      const away = state.clubs[fixture.awayId];
      if (!home || !away) continue;
      const played = day.played.find((m) => m.home.clubId === home.id && m.away.clubId === away.id);
      let result;
      if (played) {
        recordStats(state, played, day.injuredAtKickOff, squads);
        result = { homeGoals: played.outcome.homeGoals, awayGoals: played.outcome.awayGoals, chart: null };
      } else if (!home.playerControlled && !away.playerControlled) {
        const r = chartResult(home.ranking, away.ranking, dice);
        result = { homeGoals: r.homeGoals, awayGoals: r.awayGoals, chart: { row: r.row, roll: r.roll, margin: r.margin, scoreRoll: r.scoreRoll } };
      } else {
        continue;
      }
      division.results.push({ round: fixture.round, homeId: home.id, awayId: away.id, homeGoals: result.homeGoals, awayGoals: result.awayGoals });
      events.push({ type: 'result', division: division.index, round: fixture.round, homeId: home.id, awayId: away.id, ...result });
    }
    updateWinStreaks(state.clubs, division);
  }
};

function updateWinStreaks(clubs: Record<string, { winStreak: number }>, division: Division): void {
  for (const id of division.clubIds) {
    const club = clubs[id];
    if (club) club.winStreak = winStreakBeforeLatest(division, id);
  }
}
