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
 * House rule: the computer gives every manager an even start. A deal is made again while the squads' star totals
 * differ by more than this (the rulebook's program picks the squads by a method it does not print; a random deal
 * spreads them from 28 to 39 stars, and a side four stars stronger wins two games in three).
 */
export const DEAL_SPREAD = 2;
const DEAL_ATTEMPTS = 100;

/**
 * The deal: each manager in turn gets his thirteen, each of the squad's places drawn from the shuffled pack's cards
 * of that type. The rest of the pack, 112 − 13 × managers cards, shuffled again, is the Auction File. Of the deals
 * tried, the first within DEAL_SPREAD is kept (or the evenest, which a hundred tries never fail to find in practice).
 */
export function dealSquads(managerIds: readonly string[], dice: Dice): Deal {
  if (managerIds.length < MIN_MANAGERS || managerIds.length > MAX_MANAGERS) {
    throw new Error(`Football Fortunes has ${MIN_MANAGERS} to ${MAX_MANAGERS} managers, not ${managerIds.length}`);
  }
  let best: { deal: Deal; spread: number } | null = null;
  for (let attempt = 0; attempt < DEAL_ATTEMPTS && (!best || best.spread > DEAL_SPREAD); attempt++) {
    const deal = dealOnce(managerIds, dice);
    const totals = Object.values(deal.squads).map((squad) => squad.reduce((sum, card) => sum + card.stars, 0));
    const spread = Math.max(...totals) - Math.min(...totals);
    if (!best || spread < best.spread) best = { deal, spread };
  }
  return best!.deal;
}

function dealOnce(managerIds: readonly string[], dice: Dice): Deal {
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
