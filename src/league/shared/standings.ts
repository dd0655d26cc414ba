import { divisionTable as engineTable } from '../../engine/season/league-table.js';
import type { Division, DivisionIndex, TableRow } from '../../engine/model/types.js';
import type { DivisionTableView } from './views.js';

export interface ClubNames {
  name(clubId: string): string;
  manager(clubId: string): string | null;
}

/**
 * The engine's table (the one promotion and relegation read), with names: three
 * points a win, one a draw; ties go to goal difference, goals scored, then the
 * Division Ranking sheet.
 */
export function divisionTable(division: Pick<Division, 'index' | 'clubIds' | 'results'>, clubs: ClubNames): DivisionTableView {
  return namedTable(division.index, engineTable(division), clubs);
}

/** Rows already in table order (a live table or a season's final one), with names. */
export function namedTable(division: DivisionIndex, table: readonly TableRow[], clubs: ClubNames): DivisionTableView {
  const rows = table.map((row, i) => ({
    position: i + 1,
    clubId: row.clubId,
    clubName: clubs.name(row.clubId),
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalsFor - row.goalsAgainst,
    points: row.points,
    managerUserId: clubs.manager(row.clubId),
  }));
  return { division, rows };
}
