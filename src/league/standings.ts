import type { Division, DivisionIndex } from '../engine/types.js';
import type { DivisionTableView, TableRowView } from './views.js';

export interface ClubNames {
  name(clubId: string): string;
  manager(clubId: string): string | null;
}

/** Three points a win, one a draw; ties go to goal difference, then goals scored, then name. */
export function divisionTable(division: Pick<Division, 'index' | 'clubIds' | 'results'>, clubs: ClubNames): DivisionTableView {
  const rows = new Map<string, TableRowView>(
    division.clubIds.map((clubId) => [
      clubId,
      {
        position: 0,
        clubId,
        clubName: clubs.name(clubId),
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        managerUserId: clubs.manager(clubId),
      },
    ]),
  );
  for (const r of division.results) {
    tally(rows.get(r.homeId), r.homeGoals, r.awayGoals);
    tally(rows.get(r.awayId), r.awayGoals, r.homeGoals);
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      a.clubName.localeCompare(b.clubName),
  );
  sorted.forEach((row, i) => (row.position = i + 1));
  return { division: division.index as DivisionIndex, rows: sorted };
}

function tally(row: TableRowView | undefined, scored: number, conceded: number): void {
  if (!row) return;
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  if (scored > conceded) row.won += 1;
  else if (scored === conceded) row.drawn += 1;
  else row.lost += 1;
  row.points = row.won * 3 + row.drawn;
}
