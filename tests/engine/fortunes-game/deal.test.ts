import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { dealSquads, SQUAD_SIZE } from '../../../src/engine/fortunes-game/deal.js';
import { fullPack, PACK_SIZE } from '../../../src/engine/fortunes-game/pack.js';
import { cardLabel } from '../../../src/engine/fortunes-game/star-card.js';

describe('the pack and the deal (003, "The Equipment", "Setting up the teams")', () => {
  it('GIVEN the pack THEN it holds 112 cards of 1 to 5 stars, each id once', () => {
    const pack = fullPack();
    expect(pack).toHaveLength(PACK_SIZE);
    expect(new Set(pack.map((c) => c.id)).size).toBe(PACK_SIZE);
    expect(pack.every((c) => c.stars >= 1 && c.stars <= 5)).toBe(true);
  });

  it.each([2, 3, 4, 5])(
    'GIVEN %i managers THEN each gets 13 as 1 G, 4 D, 3 M, 3 A, 2 U and the Auction File holds 112 − 13 × managers',
    (managers) => {
      const ids = Array.from({ length: managers }, (_, i) => `m${i}`);
      const deal = dealSquads(ids, seededDice(managers));
      for (const id of ids) {
        const squad = deal.squads[id]!;
        expect(squad).toHaveLength(SQUAD_SIZE);
        const types = squad.map((c) => c.type).join('');
        expect(types).toBe('GDDDDMMMAAAUU');
      }
      expect(deal.auctionFile).toHaveLength(PACK_SIZE - SQUAD_SIZE * managers);
      const all = [...Object.values(deal.squads).flat(), ...deal.auctionFile].map((c) => c.id);
      expect(new Set(all).size).toBe(PACK_SIZE);
    },
  );

  it('GIVEN the same seed THEN the same deal; another seed deals otherwise', () => {
    const a = dealSquads(['x', 'y'], seededDice(7));
    expect(dealSquads(['x', 'y'], seededDice(7))).toEqual(a);
    expect(dealSquads(['x', 'y'], seededDice(8)).squads.x!.map(cardLabel)).not.toEqual(a.squads.x!.map(cardLabel));
  });

  it('GIVEN one manager or six THEN there is no deal', () => {
    expect(() => dealSquads(['x'], seededDice(1))).toThrow();
    expect(() => dealSquads(['a', 'b', 'c', 'd', 'e', 'f'], seededDice(1))).toThrow();
  });
});
