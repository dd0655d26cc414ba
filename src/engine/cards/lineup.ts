import { ADJACENT, GOAL, isAdjacent } from './board.js';
import { isAce, isPicture, rankOf, type CardId } from './cards.js';
import { formationOf } from './formations.js';
import { levelOf, type SuitOrder } from './suit-levels.js';

/**
 * A team sheet: the tactic card, the goalkeeper and the four outfield players in the order of the formation's
 * spaces. `null` leaves a place to a level-0 reserve.
 */
export interface Lineup {
  tactic: CardId;
  keeper: CardId | null;
  places: readonly (CardId | null)[];
}

/** Who stands in a space: a card, a level-0 reserve, a dummy's player, or nobody. */
export type Occupant = CardId | 'reserve' | 'dummy' | null;

/** The side on the pitch: for each space 1–10 its occupant and adjusted level (index 0 unused). */
export interface FieldedSide {
  occupant: Occupant[];
  level: number[];
}

/** A card may play in its own space or an adjacent one; only an ace keeps goal, and an ace plays nowhere else. */
export function canPlayIn(card: CardId, space: number): boolean {
  if (isPicture(card)) return false;
  if (space === GOAL || isAce(card)) return space === GOAL && isAce(card);
  const rank = rankOf(card);
  return rank === space || (rank !== GOAL && isAdjacent(rank, space));
}

/**
 * The two level bonuses: +1 for a player in the space of his own number (never the keeper), +1 for a player with
 * two or more team-mates in adjacent spaces. Reserves get neither and count as no team-mate.
 */
export function fieldLineup(lineup: Lineup, order: SuitOrder): FieldedSide {
  const occupant = new Array<Occupant>(11).fill(null);
  const level = new Array<number>(11).fill(0);
  occupant[GOAL] = lineup.keeper ?? 'reserve';
  formationOf(lineup.tactic).forEach((space, i) => (occupant[space] = lineup.places[i] ?? 'reserve'));
  for (let space = 1; space <= 10; space++) {
    const card = occupant[space];
    if (card === null || card === 'reserve' || card === 'dummy' || card === undefined) continue;
    let mates = 0;
    for (const near of ADJACENT[space]!) {
      const other = occupant[near];
      if (other !== null && other !== 'reserve') mates++;
    }
    level[space] = levelOf(card, order) + (space !== GOAL && rankOf(card) === space ? 1 : 0) + (mates >= 2 ? 1 : 0);
  }
  return { occupant, level };
}

/** A dummy side: the formation full, keeper included, every player at one flat level with no bonuses. */
export function fieldDummy(tactic: CardId, flatLevel: number): FieldedSide {
  const occupant = new Array<Occupant>(11).fill(null);
  const level = new Array<number>(11).fill(0);
  for (const space of [GOAL, ...formationOf(tactic)]) {
    occupant[space] = 'dummy';
    level[space] = flatLevel;
  }
  return { occupant, level };
}

/** The cards a sheet puts on the pitch, tactic card included. */
export function cardsOnSheet(lineup: Lineup): CardId[] {
  return [lineup.tactic, lineup.keeper, ...lineup.places].filter((card): card is CardId => card !== null);
}
