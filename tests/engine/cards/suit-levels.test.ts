import { describe, expect, it } from 'vitest';
import { FULL_PACK, isPicture, rankOf, suitOf } from '../../../src/engine/cards/cards.js';
import { FIRST_SEASON_ORDER, levelOf, rotateSuits, type SuitOrder } from '../../../src/engine/cards/suit-levels.js';

describe('cards and suits', () => {
  it('has 52 cards, twelve of them pictures', () => {
    expect(new Set(FULL_PACK).size).toBe(52);
    expect(FULL_PACK.filter(isPicture)).toHaveLength(12);
    expect([rankOf('AS'), rankOf('TD'), rankOf('KH'), suitOf('9C')]).toEqual([1, 10, 13, 'C']);
  });
  it('ranks hearts 4, clubs 3, diamonds 2, spades 1 in season one', () => {
    expect(['9H', '9C', '9D', '9S'].map((card) => levelOf(card, FIRST_SEASON_ORDER))).toEqual([4, 3, 2, 1]);
  });
  it('swaps 4/3 and 2/1 after an odd season, 3/2 after an even one, and comes back after eight seasons', () => {
    const seen: SuitOrder[] = [FIRST_SEASON_ORDER];
    for (let season = 1; season <= 8; season++) seen.push(rotateSuits(seen.at(-1)!, season));
    expect(seen.map((order) => order.join(''))).toEqual(['HCDS', 'CHSD', 'CSHD', 'SCDH', 'SDCH', 'DSHC', 'DHSC', 'HDCS', 'HCDS']);
  });
});
