import type { Club, LeagueState } from '../model/types.js';
import { capacityInUse } from '../stadium/capacity.js';
import { EXECUTIVE_BOX_INCOME_PER_HOME_GAME } from '../stadium/stadium-chart.js';
import { ATTENDANCE_CHART, AWAY_FANS, TICKET_PRICE } from './attendance-chart.js';
import type { Attendance } from '../model/season-events.js';

export type { Attendance } from '../model/season-events.js';

/**
 * Rulebook, "Income": the attendance and takings of a club's game in a round,
 * or null when it was an away game (or no game). Fairweather fans count the
 * wins in a row before this game, not the game itself.
 */
export function homeGameIncome(state: LeagueState, clubId: string, round: number): Attendance | null {
  const club = state.clubs[clubId];
  if (!club?.stadium) return null;
  const division = state.divisions[club.division];
  const fixture = division?.fixtures.find((f) => f.round === round && f.homeId === clubId);
  if (!division || !fixture) return null;
  const opponent = state.clubs[fixture.awayId]!;
  const d = club.division;
  const winsInARow = winsInARowBefore(state, clubId, round);
  const fairweather = ATTENDANCE_CHART.fairweatherPerWin[d] * winsInARow;
  const opponentDraw = opponentAttendance(opponent, club);
  const hardcore = ATTENDANCE_CHART.hardcore[d];
  const demand = hardcore + AWAY_FANS[d] + fairweather + opponentDraw;
  const capacity = capacityInUse(club.stadium);
  const attendance = Math.min(demand, capacity);
  return {
    clubId,
    round,
    opponentId: opponent.id,
    hardcore,
    awayFans: AWAY_FANS[d],
    winsInARow,
    fairweather,
    opponentDraw,
    demand,
    capacity,
    attendance,
    tickets: attendance * TICKET_PRICE,
    boxes: club.stadium.executiveBoxes ? EXECUTIVE_BOX_INCOME_PER_HOME_GAME : 0,
  };
}

function opponentAttendance(opponent: Club, home: Club): number {
  const last = opponent.lastSeason;
  if (!last) return 0;
  const d = home.division;
  let extra = 0;
  if (last.relegated) extra += ATTENDANCE_CHART.opponentRelegatedLastSeason[d];
  if (last.champion) extra += ATTENDANCE_CHART.opponentChampions[d];
  if (last.runnerUp) extra += ATTENDANCE_CHART.opponentRunnersUp[d];
  return extra;
}

/** Wins in a row this season in the rounds before `round` (a draw or a defeat ends the run). */
export function winsInARowBefore(state: LeagueState, clubId: string, round: number): number {
  const club = state.clubs[clubId]!;
  const results = state.divisions[club.division]!.results.filter((r) => r.round < round && (r.homeId === clubId || r.awayId === clubId)).sort(
    (a, b) => b.round - a.round,
  );
  let wins = 0;
  for (const r of results) {
    const own = r.homeId === clubId ? r.homeGoals : r.awayGoals;
    const other = r.homeId === clubId ? r.awayGoals : r.homeGoals;
    if (own <= other) break;
    wins += 1;
  }
  return wins;
}
