import { describe, expect, it } from 'vitest';
import { LeagueError } from '../../src/league/errors.js';
import { checkOneOf, type ListKind } from '../../src/league/shared/input-checks.js';
import { thrownBy } from '../support/thrown.js';

describe('a value outside its list, refused in the reader’s language', () => {
  const kinds: [ListKind, string, string][] = [
    ['training-plan', '"X" is not a training plan.', '„X“ ist kein Trainingsplan.'],
    ['formation', '"X" is not a formation.', '„X“ ist kein System.'],
    ['stand', '"X" is not a stand.', '„X“ ist keine Tribüne.'],
    ['tier', '"X" is not a tier.', '„X“ ist kein Rang.'],
    ['staff-role', '"X" is not a staff role.', '„X“ ist keine Stelle im Stab.'],
    ['sponsor-years', '"X" is not a sponsor deal length.', '„X“ ist keine Laufzeit für einen Sponsorvertrag.'],
    ['section', '"X" is not a section.', '„X“ ist kein Mannschaftsteil.'],
    ['sale-mode', '"X" is not a way to sell.', '„X“ ist keine Art zu verkaufen.'],
    ['stand-kind', '"X" is not a kind of stand.', '„X“ ist keine Art von Tribüne.'],
  ];
  it.each(kinds)('GIVEN a %s outside its list THEN it is refused in English and in German', (kind, english, german) => {
    const refusal = thrownBy(() => checkOneOf('X', ['A', 'B'], kind), LeagueError);
    expect(refusal.code).toBe('invalid-input');
    expect(refusal.sentence('en')).toBe(english);
    expect(refusal.sentence('de')).toBe(german);
  });

  it('GIVEN a value in its list THEN it is taken as it is', () => {
    expect(checkOneOf('B', ['A', 'B'], 'formation')).toBe('B');
  });
});
