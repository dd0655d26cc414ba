import { describe, expect, it } from 'vitest';
import { cardsTableBlock } from '../../src/discord/render/cards.render.js';
import { renderFortunesGameTable } from '../../src/discord/render/fortunes-game.render.js';
import type { TableRow } from '../../src/engine/model/types.js';
import type { FortunesGameLeagueView } from '../../src/league/index.js';

const NAMES: Record<string, string> = {
  c1: 'Colbridge Wanderers',
  c2: 'Beckhampton Rovers',
  c3: 'Dunmarsh Athletic',
  c4: 'The Longest Club Name Anyone Typed',
};
const rows: TableRow[] = Object.keys(NAMES).map((clubId, i) => ({
  clubId,
  played: 12,
  won: 9 - i,
  drawn: i,
  lost: 3,
  goalsFor: 24 - i,
  goalsAgainst: 10 + i,
  points: 27 - 2 * i,
}));

const lines = (block: string) => block.split('\n').filter((line) => !line.startsWith('```'));

describe('the table of clubs the card game and Football Fortunes post', () => {
  it('GIVEN every generated club name THEN each is shown whole; a longer name of a user’s is cut with "…", and the columns stay aligned', () => {
    const table = lines(cardsTableBlock(rows, NAMES));
    for (const name of ['Colbridge Wanderers', 'Beckhampton Rovers', 'Dunmarsh Athletic'])
      expect(table.some((l) => l.includes(`${name} `))).toBe(true);
    expect(table[4]).toContain('The Longest Club N… 12');
    expect(new Set(table.slice(1).map((l) => l.length)).size).toBe(1);
    // The heads right-aligned over their figures: P over the last digit of 12.
    expect(table[0]!.indexOf(' P ')).toBe(table[1]!.indexOf('12'));
  });

  it('GIVEN a German game of Football Fortunes THEN its table has the same widths under its own heads', () => {
    const view = { leagueName: 'Liga', season: 1, table: rows, names: NAMES } as unknown as FortunesGameLeagueView;
    const table = lines(renderFortunesGameTable(view, 'de').description!);
    expect(table[0]).toMatch(/^ # Verein {14}Sp {2}S/);
    expect(table[1]).toContain('Colbridge Wanderers 12');
    expect(new Set(table.slice(1).map((l) => l.length)).size).toBe(1);
  });
});
