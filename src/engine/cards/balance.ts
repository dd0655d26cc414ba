/**
 * The balance of a cards league (docs/cards.md, "Balance"): the seed's scoring is the default, named `article`;
 * the other options change a few numbers of the match, chosen by the figures in docs/cards.md. A league's option
 * is set when it is created and kept in its state; a state without one plays the article's rules.
 */
export const CARDS_BALANCES = ['article', 'away-minus-one', 'open-play'] as const;
export type CardsBalance = (typeof CARDS_BALANCES)[number];
export const DEFAULT_CARDS_BALANCE: CardsBalance = 'article';

/** The numbers of a match that an option changes, in half goals. */
export interface MatchRules {
  /** The away side's start: −4 half goals is the seed's −2. */
  awayStartHalves: number;
  /** What an attacker scores from a duel in attack that ends level (the seed: nothing). */
  levelAttackHalves: number;
  /** What a keeper saves: `high` at level 4 or more (the seed: 2 goals), `low` at levels 1 to 3 (the seed: 1). */
  keeperHalves: { low: number; high: number };
}

const ARTICLE_KEEPER = { low: 2, high: 4 };
export const MATCH_RULES: Readonly<Record<CardsBalance, MatchRules>> = {
  article: { awayStartHalves: -4, levelAttackHalves: 0, keeperHalves: ARTICLE_KEEPER },
  'away-minus-one': { awayStartHalves: -2, levelAttackHalves: 0, keeperHalves: ARTICLE_KEEPER },
  'open-play': { awayStartHalves: 0, levelAttackHalves: 2, keeperHalves: { low: 0, high: 2 } },
};

export const BALANCE_NAMES: Readonly<Record<CardsBalance, string>> = {
  article: "the article's rules",
  'away-minus-one': 'away side starts at −1',
  'open-play': 'no away handicap, a level duel in attack scores, keepers save less',
};

export function isCardsBalance(value: unknown): value is CardsBalance {
  return typeof value === 'string' && (CARDS_BALANCES as readonly string[]).includes(value);
}

export function matchRulesOf(balance: CardsBalance | undefined): MatchRules {
  return MATCH_RULES[balance ?? DEFAULT_CARDS_BALANCE];
}
