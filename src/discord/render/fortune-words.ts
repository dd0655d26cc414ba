import type { Square } from '../../engine/fortunes/board.js';
import type { Section } from '../../engine/fortunes/squad.js';

/** The board's squares by the seed's own names. */
export const SQUARE_WORDS: Readonly<Record<Square, string>> = {
  start: 'Start',
  wages: 'Wages',
  luck: 'Manager’s Luck',
  'selection-problems': 'Selection Problems',
  auction: 'Auction',
  'half-price-auction': '50% Auction',
  sponsorship: 'Sponsorship',
  'bank-finance': 'Bank Finance',
  sunday: 'Sunday',
  crisis: 'Crisis',
};

export const SECTION_WORDS: Readonly<Record<Section, string>> = { G: 'goalkeeper', D: 'defence', M: 'midfield', A: 'attack' };
