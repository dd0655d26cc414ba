import { CARD_TYPES, type CardType, type StarCard } from './star-card.js';

/**
 * House rule (docs/rules.md, "Football Fortunes, the game"): the rulebook's pack holds 112 player cards but it
 * prints neither their types nor their stars. This one has enough of each type to deal five managers their 4-3-3
 * and two Utility players (5 G, 20 D, 15 M, 15 A, 10 U) with a full Auction File of every type left over, and most
 * cards in the middle ratings, as the rulebook's sample squad (stars 1 to 5, 2.6 on average).
 * Each row gives the number of cards of 1, 2, 3, 4 and 5 stars.
 */
export const PACK_COMPOSITION: Readonly<Record<CardType, readonly [number, number, number, number, number]>> = {
  G: [2, 3, 3, 2, 2],
  D: [6, 7, 8, 6, 3],
  M: [5, 6, 7, 5, 3],
  A: [5, 6, 7, 5, 3],
  U: [4, 5, 5, 3, 1],
};

/** Rulebook (003), "The Equipment": a pack of 112 football player cards. */
export const PACK_SIZE = 112;

/** The whole pack in a fixed order; a card's id is its type, stars and copy, as "D3-2". */
export function fullPack(): StarCard[] {
  return CARD_TYPES.flatMap((type) =>
    PACK_COMPOSITION[type].flatMap((count, index) =>
      Array.from({ length: count }, (_, copy): StarCard => ({ id: `${type}${index + 1}-${copy + 1}`, type, stars: index + 1 })),
    ),
  );
}
