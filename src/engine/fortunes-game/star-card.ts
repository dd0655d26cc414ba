/** Rulebook (003), "Star Ratings": the five types of player. U, the Utility player, can play in any section. */
export const CARD_TYPES = ['G', 'D', 'M', 'A', 'U'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The four sections of the side; a Utility player is no section's own. */
export const SECTIONS = ['G', 'D', 'M', 'A'] as const;
export type Section = (typeof SECTIONS)[number];

/** One player card: a type and a star rating of 1 to 5, 5 the best. */
export interface StarCard {
  id: string;
  type: CardType;
  stars: number;
}

/** Rulebook (003), "Nominal Values": each star is worth £20,000. */
export const POUNDS_PER_STAR = 20_000;

export function nominalValue(card: Pick<StarCard, 'stars'>): number {
  return card.stars * POUNDS_PER_STAR;
}

/** How a card is written in the rulebook and in Dugout's posts: its type and stars, as "G4" or "U3". */
export function cardLabel(card: Pick<StarCard, 'type' | 'stars'>): string {
  return `${card.type}${card.stars}`;
}
