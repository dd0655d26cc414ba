import type { Dice } from '../dice.js';
import { shuffled } from '../season/fixtures.js';
import { fullPack } from './pack.js';
import type { CardType, StarCard } from './star-card.js';

/**
 * Rulebook (003), "Setting up the teams": a squad of thirteen, laid out as the 4-3-3 and two Utility players in
 * reserve (the rulebook's illustration: one G, four D, three M, three A, two U).
 */
export const SQUAD_DEAL: Readonly<Record<CardType, number>> = { G: 1, D: 4, M: 3, A: 3, U: 2 };
export const SQUAD_SIZE = 13;

/** Rulebook (003): two to five managers. */
export const MIN_MANAGERS = 2;
export const MAX_MANAGERS = 5;

export interface Deal {
  squads: Record<string, StarCard[]>;
  /** The Auction File: the rest of the pack shuffled, top card first. */
  auctionFile: StarCard[];
}

/**
 * The deal: each manager in turn gets his thirteen, each of the squad's places drawn from the shuffled pack's cards
 * of that type (house rule: the rulebook's program picks the squads by a method it does not print). The rest of the
 * pack, 112 − 13 × managers cards, shuffled again, is the Auction File.
 */
export function dealSquads(managerIds: readonly string[], dice: Dice): Deal {
  if (managerIds.length < MIN_MANAGERS || managerIds.length > MAX_MANAGERS) {
    throw new Error(`Football Fortunes has ${MIN_MANAGERS} to ${MAX_MANAGERS} managers, not ${managerIds.length}`);
  }
  const pile = shuffled(fullPack(), dice);
  const squads: Record<string, StarCard[]> = {};
  for (const id of managerIds) {
    const squad: StarCard[] = [];
    for (const [type, count] of Object.entries(SQUAD_DEAL) as [CardType, number][]) {
      for (let i = 0; i < count; i++) {
        const at = pile.findIndex((card) => card.type === type);
        squad.push(pile.splice(at, 1)[0]!);
      }
    }
    squads[id] = squad;
  }
  return { squads, auctionFile: shuffled(pile, dice) };
}
