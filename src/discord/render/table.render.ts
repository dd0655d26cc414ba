import type { APIEmbed } from 'discord.js';
import type { DivisionTableView } from '../../league/views.js';
import { COLOURS, codeSafe, divisionName, pad, padStart } from './format.js';

const CLUB_WIDTH = 18;

function tableLines(table: DivisionTableView): string {
  const header = `${padStart('#', 2)} ${pad('Club', CLUB_WIDTH)} ${['P', 'W', 'D', 'L', 'GD', 'Pts'].map((h) => padStart(h, 3)).join('')}`;
  const rows = table.rows.map((row) => {
    const gd = row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference);
    const cells = [row.played, row.won, row.drawn, row.lost, gd, row.points].map((cell) => padStart(String(cell), 3)).join('');
    const marker = row.managerUserId ? '*' : ' ';
    return `${padStart(String(row.position), 2)} ${pad(codeSafe(row.clubName), CLUB_WIDTH - 1)}${marker} ${cells}`;
  });
  return ['```', header, ...rows, '```'].join('\n');
}

/** One embed per division; * marks a club with a human manager. */
export function renderTables(tables: readonly DivisionTableView[], heading = 'Table'): APIEmbed[] {
  return tables.map((table) => ({
    title: `${heading}: ${divisionName(table.division)}`,
    description: tableLines(table),
    color: COLOURS.league,
    footer: { text: '* a club with a human manager' },
  }));
}
