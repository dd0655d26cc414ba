import { describe, expect, it } from 'vitest';
import { seededDice, stepSeed } from '../../../src/engine/dice.js';
import { measurePack } from '../../../src/engine/cards/balance-measure.js';
import type { CardsEvent } from '../../../src/engine/cards/events.js';
import { newCardsGame } from '../../../src/engine/cards/new-game.js';
import { squadLimit } from '../../../src/engine/cards/sizes.js';
import { enforceSquadLimit } from '../../../src/engine/cards/squad.js';
import { validateLineup } from '../../../src/engine/cards/validate.js';

describe('the squad limit keeps the pack alive', () => {
  it.each([
    [2, 24],
    [3, 16],
    [4, 12],
    [5, 9],
    [6, 8],
  ])('%i managers hold at most %i cards each, leaving the bank four or more', (managers, limit) => {
    expect(squadLimit(managers)).toBe(limit);
    expect(52 - managers * limit).toBeGreaterThanOrEqual(4);
  });

  it('GIVEN a hand over the limit THEN it sells back players off its sheet, the weakest first, at half price, and keeps its tactic', () => {
    const state = newCardsGame(['a', 'b', 'c', 'd', 'e', 'f'], 1, seededDice(1));
    const a = state.managers['a']!;
    a.hand = ['KC', 'QH', '6C', '8C', '9H', 'TC', 'AH', '2S', '3D', '4H'];
    a.sheet = { tactic: 'KC', keeper: 'AH', places: ['6C', '8C', '9H', 'TC'] };
    const pence = a.pence;
    const events: CardsEvent[] = [];
    enforceSquadLimit(state, events);
    expect(a.hand).toEqual(['KC', 'QH', '6C', '8C', '9H', 'TC', 'AH', '4H']);
    expect(events.flatMap((e) => (e.type === 'sold-back' ? [[e.card, e.pence]] : []))).toEqual([
      ['2S', 50],
      ['3D', 100],
    ]);
    expect(a.pence).toBe(pence + 150);
    expect(state.pack.slice(-2)).toEqual(['2S', '3D']);
  });

  it("GIVEN a sheet in the step's orders THEN the limit keeps its cards and sells from the standing sheet instead", () => {
    const state = newCardsGame(['a', 'b', 'c', 'd', 'e', 'f'], 1, seededDice(1));
    const a = state.managers['a']!;
    a.hand = ['KC', 'QH', '6C', '8C', '9H', 'TC', 'AH', '2S', '3D', '4H'];
    a.sheet = { tactic: 'KC', keeper: 'AH', places: ['6C', '8C', '9H', 'TC'] };
    const given = { tactic: 'QH', keeper: null, places: ['3D', '6C', null, '9H'] };
    expect(validateLineup(a, given)).toEqual([]);
    const events: CardsEvent[] = [];
    enforceSquadLimit(state, events, { a: { sheet: given } });
    expect(events.flatMap((e) => (e.type === 'sold-back' ? [e.card] : []))).toEqual(['2S', '8C']);
    expect(a.hand).toEqual(expect.arrayContaining(['QH', '3D', '6C', '9H']));
  });

  it('GIVEN 30 seasons each of five and of six absent managers THEN no round is played from an empty pack, every market has a lot and no card is drawn from a hand', () => {
    for (const managers of [5, 6]) {
      const figures = measurePack(30, managers, (game, step) => seededDice(stepSeed(100 + game, 1, step + 1, 2)));
      expect(figures.rounds).toBe(30 * 17);
      expect(figures).toMatchObject({ emptyPackRounds: 0, marketsWithoutLot: 0, drawnFromHands: 0 });
    }
  }, 180_000);
});
