import type { APIEmbed } from 'discord.js';
import type { DivisionTableView } from '../../league/shared/views.js';
import type { TableMessage } from '../../league/posts/outbox-messages.js';
import { COLOURS, codeSafe, divisionName, fitName, name, pad, padStart } from './format.js';

/** Wide enough for every generated club name (the longest has 19 letters) and its mark. */
const CLUB_WIDTH = 21;
const COLUMNS: readonly [string, number][] = [
  ['P', 3],
  ['W', 3],
  ['D', 3],
  ['L', 3],
  ['GD', 4],
  ['Pts', 4],
];

function tableLines(table: DivisionTableView): string {
  const header = `${padStart('#', 2)} ${pad('Club', CLUB_WIDTH)} ${COLUMNS.map(([h, w]) => padStart(h, w)).join('')}`;
  const rows = table.rows.map((row) => {
    const gd = row.goalDifference > 0 ? `+${row.goalDifference}` : String(row.goalDifference);
    const cells = [row.played, row.won, row.drawn, row.lost, gd, row.points].map((cell, i) => padStart(String(cell), COLUMNS[i]![1])).join('');
    const marker = row.managerUserId ? '*' : ' ';
    // A space always parts the name from its mark, however long the name ("Stonebury Rangers *").
    return `${padStart(String(row.position), 2)} ${fitName(codeSafe(row.clubName), CLUB_WIDTH - 2)} ${marker} ${cells}`;
  });
  return ['```', header, ...rows, '```'].join('\n');
}

/** A division simulated at the season's end plays no matches: its order is its only news, never a table of zeros. */
export function isSimulated(table: DivisionTableView): boolean {
  return table.rows.every((row) => row.played === 0);
}

function standingsLines(table: DivisionTableView): string {
  const lines = table.rows.map((row) => `${row.position}. ${name(row.clubName)}`);
  return [`Decided at the season's end, without matches:`, ...lines].join('\n');
}

/** One embed per division; * marks a club with a human manager. A simulated division shows its standings alone. */
export function renderTables(tables: readonly DivisionTableView[], heading = 'Table'): APIEmbed[] {
  return tables.map((table) =>
    isSimulated(table)
      ? { title: `${heading}: ${divisionName(table.division)}`, description: standingsLines(table), color: COLOURS.league }
      : {
          title: `${heading}: ${divisionName(table.division)}`,
          description: tableLines(table),
          color: COLOURS.league,
          footer: { text: '* a club with a human manager' },
        },
  );
}

export function renderTableMessage(message: TableMessage): APIEmbed[] {
  return renderTables(message.tables, message.final ? `Final table, season ${message.season}` : `After week ${message.week}`);
}
