import type { GameStanding } from '../../engine/fortunes/game-standings.js';
import { gameWinners } from '../../engine/fortunes/game-points.js';

/** One line of the game-points table, names resolved. */
export interface PointsRow {
  clubId: string;
  clubName: string;
  managerUserId: string | null;
  seasonPoints: number;
  cashPoints: number;
  points: number;
  cash: number;
  resigned: boolean;
  /** Run by the AI: listed, but cannot win. */
  aiRun: boolean;
}

export interface PointsTable {
  rows: PointsRow[];
  /** The clubs that win (or would, if the game ended now): several only when level on points and cash. */
  leaders: string[];
}

/**
 * Rulebook (003), "The Winner": the standings with who can win. A club run
 * by the AI, or whose manager resigned bankrupt, is listed but cannot win.
 */
export function pointsTable(standings: readonly GameStanding[], club: (id: string) => { name: string; managerUserId: string | null }): PointsTable {
  const rows = standings.map((s) => {
    const { name, managerUserId } = club(s.clubId);
    return { ...s, clubName: name, managerUserId, aiRun: managerUserId === null && !s.resigned };
  });
  const leaders = gameWinners(rows.map((r) => ({ clubId: r.clubId, points: r.points, cash: r.cash, eligible: !r.aiRun && !r.resigned })));
  return { rows, leaders };
}
