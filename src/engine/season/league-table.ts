import type { Division, TableRow } from '../model/types.js';

/** House rule (docs/rules.md, "League table"): three points for a win, one for a draw. */
export const POINTS = { win: 3, draw: 1 } as const;

/**
 * The division's table from its results, best first: points, then goal
 * difference, then goals scored, then the order on the Division Ranking sheet.
 */
export function divisionTable(division: Pick<Division, 'clubIds' | 'results'>): TableRow[] {
  const rows = new Map<string, TableRow>(
    division.clubIds.map((clubId) => [clubId, { clubId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 }]),
  );
  for (const r of division.results) {
    const home = rows.get(r.homeId);
    const away = rows.get(r.awayId);
    if (!home || !away) continue;
    record(home, r.homeGoals, r.awayGoals);
    record(away, r.awayGoals, r.homeGoals);
  }
  const order = (id: string) => division.clubIds.indexOf(id);
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      order(a.clubId) - order(b.clubId),
  );
}

function record(row: TableRow, scored: number, conceded: number): void {
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  if (scored > conceded) {
    row.won += 1;
    row.points += POINTS.win;
  } else if (scored === conceded) {
    row.drawn += 1;
    row.points += POINTS.draw;
  } else {
    row.lost += 1;
  }
}
