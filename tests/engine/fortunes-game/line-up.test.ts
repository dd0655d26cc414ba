import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestLineUp,
  checkSelection,
  isFull,
  lineUpOf,
  reserves,
  teamValues,
  totalStrength,
  valueIn,
} from '../../../src/engine/fortunes-game/line-up.js';
import { cardLabel, nominalValue, type StarCard } from '../../../src/engine/fortunes-game/star-card.js';
import { fullPack } from '../../../src/engine/fortunes-game/pack.js';

/** Cards from labels such as "G4"; a repeated label gets the next copy's id. */
function cards(...labels: string[]): StarCard[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const copy = (seen.get(label) ?? 0) + 1;
    seen.set(label, copy);
    return { id: `${label}-${copy}`, type: label[0] as StarCard['type'], stars: Number(label.slice(1)) };
  });
}

/** The rulebook's illustrated squad (003, "Star Ratings"). */
const SAMPLE = cards('G4', 'D4', 'D2', 'D2', 'D1', 'M1', 'M3', 'M4', 'A3', 'A4', 'A2', 'U1', 'U3');

describe('the rulebook worked examples (003, "Star Ratings")', () => {
  it('GIVEN the sample squad laid out as dealt, Utilities in reserve THEN Defence 13, Attack 17, strength 30', () => {
    const dealt = lineUpOf(SAMPLE, {
      G: ['G4-1'],
      D: ['D4-1', 'D2-1', 'D2-2', 'D1-1'],
      M: ['M1-1', 'M3-1', 'M4-1'],
      A: ['A3-1', 'A4-1', 'A2-1'],
    });
    const values = teamValues(dealt);
    expect(values).toEqual({ defence: 13, attack: 17 });
    expect(totalStrength(values)).toBe(30);
  });

  it('GIVEN the sample squad THEN the best side puts the U3 in for the D1: Defence 15, Attack 17, strength 32', () => {
    const best = bestLineUp(SAMPLE);
    expect(best.D.map(cardLabel).sort()).toEqual(['D2', 'D2', 'D4', 'U3']);
    expect(reserves(SAMPLE, best).map(cardLabel).sort()).toEqual(['D1', 'U1']);
    expect(teamValues(best)).toEqual({ defence: 15, attack: 17 });
    expect(totalStrength(teamValues(best))).toBe(32);
  });

  it('GIVEN a Utility player in goal THEN he counts one star whatever his face value', () => {
    const [u5] = cards('U5');
    expect(valueIn(u5!, 'G')).toBe(1);
    expect(valueIn(u5!, 'D')).toBe(5);
    const noKeeper = cards('D4', 'D2', 'D2', 'D1', 'M1', 'M3', 'M4', 'A3', 'A4', 'A2', 'U5');
    const side = bestLineUp(noKeeper);
    expect(side.G.map(cardLabel)).toEqual(['U5']);
    expect(teamValues(side)).toEqual({ defence: 1 + 4 + 2 + 2 + 1, attack: 17 });
  });

  it('GIVEN the G4 and the U3 THEN their nominal values are £80,000 and £60,000 (£20,000 a star)', () => {
    const [g4, u3] = cards('G4', 'U3');
    expect(nominalValue(g4!)).toBe(80_000);
    expect(nominalValue(u3!)).toBe(60_000);
  });
});

describe('a side short of players (003, "The squad")', () => {
  it('GIVEN no one to play in goal THEN Defence and Attack are both 0', () => {
    const side = bestLineUp(cards('D4', 'D2', 'D2', 'D1', 'M1', 'M3', 'M4', 'A3', 'A4', 'A2'));
    expect(isFull(side)).toBe(false);
    expect(teamValues(side)).toEqual({ defence: 0, attack: 0 });
  });
});

describe("a manager's own selection", () => {
  it('GIVEN a defender named in midfield, a card twice or one not his THEN each is refused', () => {
    expect(checkSelection(SAMPLE, { G: ['G4-1'], D: [], M: ['D4-1'], A: [] })).toEqual(['wrong-section']);
    expect(checkSelection(SAMPLE, { G: ['G4-1'], D: ['U3-1'], M: ['U3-1'], A: [] })).toEqual(['twice']);
    expect(checkSelection(SAMPLE, { G: ['G5-1'], D: [], M: [], A: [] })).toEqual(['not-in-squad']);
    expect(checkSelection(SAMPLE, { G: ['G4-1', 'U1-1'], D: [], M: [], A: [] })).toEqual(['too-many']);
    expect(checkSelection(SAMPLE, { G: ['U1-1'], D: ['U3-1'], M: [], A: [] })).toEqual([]);
  });

  it('GIVEN any squad from the pack THEN no legal side beats the best side', () => {
    const pack = fullPack();
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: pack.length - 1 }), { minLength: 8, maxLength: 16 }), (picks) => {
        const squad = picks.map((i) => pack[i]!);
        const best = totalStrength(teamValues(bestLineUp(squad)));
        expect(checkSelection(squad, selectionOf(bestLineUp(squad)))).toEqual([]);
        const naive = lineUpOf(squad, {
          G: squad
            .filter((c) => c.type === 'G')
            .slice(0, 1)
            .map((c) => c.id),
          D: squad
            .filter((c) => c.type === 'D')
            .slice(0, 4)
            .map((c) => c.id),
          M: squad
            .filter((c) => c.type === 'M')
            .slice(0, 3)
            .map((c) => c.id),
          A: squad
            .filter((c) => c.type === 'A')
            .slice(0, 3)
            .map((c) => c.id),
        });
        expect(best).toBeGreaterThanOrEqual(totalStrength(teamValues(naive)));
      }),
    );
  });
});

function selectionOf(side: ReturnType<typeof bestLineUp>) {
  return { G: side.G.map((c) => c.id), D: side.D.map((c) => c.id), M: side.M.map((c) => c.id), A: side.A.map((c) => c.id) };
}
