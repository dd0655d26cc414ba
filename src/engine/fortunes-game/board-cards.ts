import type { Section } from './star-card.js';

export type BoardCardEffect =
  /** Money from (positive) or to (negative) the bank. */
  | { kind: 'money'; pounds: number }
  /** The best player (of the section, if named) is lost, injured or retired: to the bottom of the Auction Pile. */
  | { kind: 'lose-player'; section?: Section }
  /** The bank issues an Immunity card, while it has one. */
  | { kind: 'immunity' };

export interface BoardCard {
  text: string;
  effect: BoardCardEffect;
}

/**
 * House rule (docs/rules.md, "Football Fortunes, the game", the cards): the rulebook's program holds Manager's Luck
 * and the Selection Problems but prints none. Luck is good or bad about evenly, a small gain on average; rolled on a
 * d12. Its sums are Dugout's board-over-football cards' in the rulebook's own pounds.
 */
export const LUCK: readonly BoardCard[] = [
  { text: 'The F.A. fines the club £40,000 for crowd trouble.', effect: { kind: 'money', pounds: -40_000 } },
  { text: 'A tax inquiry finds £30,000 of unpaid bills.', effect: { kind: 'money', pounds: -30_000 } },
  { text: 'Safety work on the ground costs £20,000.', effect: { kind: 'money', pounds: -20_000 } },
  { text: 'The best player is injured in training and lost for the season.', effect: { kind: 'lose-player' } },
  { text: 'The best player walks out after a row with the board.', effect: { kind: 'lose-player' } },
  { text: 'The club is fined £10,000 for a late kick-off.', effect: { kind: 'money', pounds: -10_000 } },
  { text: 'A television appearance pays £10,000.', effect: { kind: 'money', pounds: 10_000 } },
  { text: 'Club shop sales bring in £20,000.', effect: { kind: 'money', pounds: 20_000 } },
  { text: 'A testimonial match sells out: £30,000.', effect: { kind: 'money', pounds: 30_000 } },
  { text: "The supporters' club donates a £30,000 pools win.", effect: { kind: 'money', pounds: 30_000 } },
  { text: 'A local businessman invests £40,000.', effect: { kind: 'money', pounds: 40_000 } },
  { text: 'A benefactor leaves the club £50,000.', effect: { kind: 'money', pounds: 50_000 } },
];

/**
 * House rule: Selection Problems are problems, bar the rulebook's own good news, an Immunity card (two rows in
 * twelve, so the bank's six last a few seasons); rolled on a d12. "Best" is the rulebook's Top Player.
 */
export const SELECTION_PROBLEMS: readonly BoardCard[] = [
  { text: 'The best player is injured for the rest of the season.', effect: { kind: 'lose-player' } },
  { text: 'The goalkeeper breaks a finger and is out for the season.', effect: { kind: 'lose-player', section: 'G' } },
  { text: 'The best defender quits the game.', effect: { kind: 'lose-player', section: 'D' } },
  { text: 'The best midfielder retires.', effect: { kind: 'lose-player', section: 'M' } },
  { text: 'The best attacker goes home homesick.', effect: { kind: 'lose-player', section: 'A' } },
  { text: 'Players break a curfew: the club is fined £10,000.', effect: { kind: 'money', pounds: -10_000 } },
  { text: 'A player is sent off for fighting: the club is fined £15,000.', effect: { kind: 'money', pounds: -15_000 } },
  { text: 'Players are caught in a nightclub brawl: the club is fined £20,000.', effect: { kind: 'money', pounds: -20_000 } },
  { text: 'The club is fined £25,000 for fielding a weakened side.', effect: { kind: 'money', pounds: -25_000 } },
  { text: 'The club is fined £30,000 for a pitch invasion.', effect: { kind: 'money', pounds: -30_000 } },
  { text: 'The bank issues an Immunity card.', effect: { kind: 'immunity' } },
  { text: 'The bank issues an Immunity card.', effect: { kind: 'immunity' } },
];

export const BOARD_CARDS = { luck: LUCK, 'selection-problems': SELECTION_PROBLEMS } as const;

/** An Immunity card is spent only on a card that harms the club. */
export function harms(card: BoardCard): boolean {
  return card.effect.kind === 'money' ? card.effect.pounds < 0 : card.effect.kind === 'lose-player';
}
