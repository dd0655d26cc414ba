import { describe, expect, it } from 'vitest';
import { DETAILED_PHRASES } from '../../src/commentary/detailed-phrases.js';
import { DETAILED_PHRASES_DE } from '../../src/commentary/detailed-phrases.de.js';
import { PHRASES } from '../../src/commentary/phrases.js';
import { PHRASES_DE } from '../../src/commentary/phrases.de.js';
import { placeholdersOf } from '../../src/i18n/placeholders.js';

/** Each language's phrase tables beside the English ones they translate. */
const TABLES = [
  { name: 'classic', english: PHRASES as Record<string, readonly string[]>, translations: { de: PHRASES_DE as Record<string, readonly string[]> } },
  {
    name: 'detailed',
    english: DETAILED_PHRASES as Record<string, readonly string[]>,
    translations: { de: DETAILED_PHRASES_DE as Record<string, readonly string[]> },
  },
];

const cases = TABLES.flatMap(({ name, english, translations }) =>
  Object.entries(translations).map(([locale, table]) => ({ label: `${name} ${locale}`, english, table })),
);

/** The parts a moment is told with: every placeholder any English phrasing of it uses. */
const partsOf = (phrasings: readonly string[]) => [...new Set(phrasings.flatMap(placeholdersOf))].sort();

describe('the commentary in every language', () => {
  it.each(cases)('GIVEN the $label phrase table THEN it tells every moment English tells, and no other', ({ english, table }) => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(table).filter(([, phrasings]) => phrasings.length === 0)).toEqual([]);
  });

  it.each(cases)('GIVEN the $label phrase table THEN each phrasing uses only the parts its moment is told with', ({ english, table }) => {
    const strays = Object.entries(table).flatMap(([kind, phrasings]) => {
      const parts = partsOf(english[kind]!);
      return phrasings.filter((phrasing) => placeholdersOf(phrasing).some((part) => !parts.includes(part))).map((phrasing) => `${kind}: ${phrasing}`);
    });
    expect(strays).toEqual([]);
  });

  it.each(cases)('GIVEN the $label phrase table THEN no phrasing is left as the English one, and none is told twice', ({ english, table }) => {
    const untranslated = Object.entries(table).flatMap(([kind, phrasings]) => phrasings.filter((p) => english[kind]!.includes(p)));
    expect(untranslated).toEqual([]);
    const all = Object.values(table).flat();
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
  });

  it.each(cases)(
    'GIVEN the $label phrase table THEN a moment that always names a part in English names it in some phrasing too',
    ({ english, table }) => {
      // A part every English phrasing uses (the scorer of a goal, the club of a corner) is one the moment cannot be told without.
      const missing = Object.entries(english).flatMap(([kind, phrasings]) => {
        const always = partsOf(phrasings).filter((part) => phrasings.every((p) => placeholdersOf(p).includes(part)));
        const told = partsOf(table[kind]!);
        return always.filter((part) => !told.includes(part)).map((part) => `${kind}: {${part}}`);
      });
      expect(missing).toEqual([]);
    },
  );
});
