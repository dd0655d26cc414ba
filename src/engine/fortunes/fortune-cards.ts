import type { Section } from '../model/fortune-sections.js';
import type { CardTable } from '../model/fortune-events.js';

export type { CardTable } from '../model/fortune-events.js';

/** What one row of Manager's Luck or Selection Problems does to the club that drew it. */
export type CardEffect =
  /** Money from (positive) or to (negative) the bank, in the seed's pounds; scaled by fortunesMoney. */
  | { kind: 'money'; seedPounds: number }
  /** The best fit player (of the section, if named) is injured for this many weeks. */
  | { kind: 'injury'; weeks: number; section?: Section }
  /** The best player (of the section, if named) leaves for the bottom of the auction pool. */
  | { kind: 'lost'; section?: Section }
  /** The oldest player not already retiring announces he retires at the end of the season. */
  | { kind: 'retirement' }
  /** The bank issues an Immunity card, if it has one left. */
  | { kind: 'immunity' };

export interface CardRow {
  text: string;
  effect: CardEffect;
}

/**
 * House rule (docs/rules.md, "Football Fortunes"): the seed's program holds
 * the cards but the seed prints none. Manager's Luck is good or bad about
 * evenly (a small gain on average, so a lucky manager can buy one player);
 * rolled on a d12.
 */
export const MANAGERS_LUCK: readonly CardRow[] = [
  { text: 'The FA fines the club for crowd trouble.', effect: { kind: 'money', seedPounds: -40_000 } },
  { text: 'A tax inquiry finds unpaid bills.', effect: { kind: 'money', seedPounds: -30_000 } },
  { text: 'Safety work on the ground is ordered.', effect: { kind: 'money', seedPounds: -20_000 } },
  { text: 'Your best player is hurt in training.', effect: { kind: 'injury', weeks: 2 } },
  { text: 'Your best player walks out after a row with the board.', effect: { kind: 'lost' } },
  { text: 'Your oldest player says this season is his last.', effect: { kind: 'retirement' } },
  { text: 'A television appearance pays a fee.', effect: { kind: 'money', seedPounds: 10_000 } },
  { text: 'Club shop sales boom.', effect: { kind: 'money', seedPounds: 20_000 } },
  { text: 'A testimonial match sells out.', effect: { kind: 'money', seedPounds: 30_000 } },
  { text: "A pools win for the supporters' club is donated.", effect: { kind: 'money', seedPounds: 30_000 } },
  { text: 'A local businessman invests in the club.', effect: { kind: 'money', seedPounds: 40_000 } },
  { text: 'A rich benefactor leaves the club a legacy.', effect: { kind: 'money', seedPounds: 50_000 } },
];

/**
 * House rule (docs/rules.md, "Football Fortunes"): Selection Problems are
 * problems, bar the seed's own good news, an Immunity card (two rows in
 * twelve, so the bank's six last a few seasons); rolled on a d12.
 */
export const SELECTION_PROBLEMS: readonly CardRow[] = [
  { text: 'Your best player is injured.', effect: { kind: 'injury', weeks: 3 } },
  { text: 'Your goalkeeper breaks a finger.', effect: { kind: 'injury', weeks: 2, section: 'G' } },
  { text: 'Your best defender tears a hamstring.', effect: { kind: 'injury', weeks: 3, section: 'D' } },
  { text: 'Your best midfielder twists a knee.', effect: { kind: 'injury', weeks: 3, section: 'M' } },
  { text: 'Your best attacker breaks an ankle.', effect: { kind: 'injury', weeks: 4, section: 'A' } },
  { text: 'Your best player refuses to play for you again.', effect: { kind: 'lost' } },
  { text: 'Your best attacker goes home homesick.', effect: { kind: 'lost', section: 'A' } },
  { text: 'Your best defender quits the game.', effect: { kind: 'lost', section: 'D' } },
  { text: 'Your oldest player retires at the end of the season.', effect: { kind: 'retirement' } },
  { text: 'Players break a curfew: the club is fined.', effect: { kind: 'money', seedPounds: -20_000 } },
  { text: 'The bank issues you an Immunity card.', effect: { kind: 'immunity' } },
  { text: 'The bank issues you an Immunity card.', effect: { kind: 'immunity' } },
];

export const CARD_TABLES: Readonly<Record<CardTable, readonly CardRow[]>> = {
  luck: MANAGERS_LUCK,
  'selection-problems': SELECTION_PROBLEMS,
};

/** An Immunity card is spent only on a row that harms the club, never on good news. */
export function isProblem(row: CardRow): boolean {
  return row.effect.kind === 'money' ? row.effect.seedPounds < 0 : row.effect.kind !== 'immunity';
}
