import type { APIEmbed } from 'discord.js';
import type { DivisionTableView } from '../../league/shared/views.js';
import type { TableMessage } from '../../league/posts/outbox-messages.js';
import { COLOURS, codeSafe, fitName, name, pad, padStart } from './format.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { divisionIn } from './post-words.js';

/** Wide enough for every generated club name (the longest has 19 letters) and its mark. */
const CLUB_WIDTH = 21;
const COLUMNS: readonly [MessageKey, number][] = [
  ['posts.table.played', 3],
  ['posts.table.won', 3],
  ['posts.table.drawn', 3],
  ['posts.table.lost', 3],
  ['posts.table.goalDifference', 4],
  ['posts.table.points', 4],
];

function tableLines(table: DivisionTableView, locale: Locale): string {
  const columns = COLUMNS.map(([key, w]) => padStart(t(locale, key), w)).join('');
  const header = `${padStart('#', 2)} ${pad(t(locale, 'posts.table.club'), CLUB_WIDTH)} ${columns}`;
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

function standingsLines(table: DivisionTableView, locale: Locale): string {
  const lines = table.rows.map((row) => `${row.position}. ${name(row.clubName)}`);
  return [t(locale, 'posts.table.simulated'), ...lines].join('\n');
}

/** One embed per division; * marks a club with a human manager. A simulated division shows its standings alone. */
export function renderTables(tables: readonly DivisionTableView[], heading?: string, locale: Locale = DEFAULT_LOCALE): APIEmbed[] {
  const title = (table: DivisionTableView) => `${heading ?? t(locale, 'posts.table.heading')}: ${divisionIn(locale, table.division)}`;
  return tables.map((table) =>
    isSimulated(table)
      ? { title: title(table), description: standingsLines(table, locale), color: COLOURS.league }
      : {
          title: title(table),
          description: tableLines(table, locale),
          color: COLOURS.league,
          footer: { text: t(locale, 'posts.table.managed') },
        },
  );
}

export function renderTableMessage(message: TableMessage, locale: Locale = DEFAULT_LOCALE): APIEmbed[] {
  const heading = message.final
    ? t(locale, 'posts.table.final', { season: message.season })
    : t(locale, 'posts.table.afterWeek', { week: message.week });
  return renderTables(message.tables, heading, locale);
}
