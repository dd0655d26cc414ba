import type { EngineEvent } from '../model/events.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { immunityHeld, passImmunity } from '../immunity.js';
import type { LeagueState } from '../model/types.js';
import { dealImmunity, type DealTerms } from './terms.js';

export type ImmunityTermRule = 'immunity-whole-cards' | 'immunity-not-fortunes' | 'immunity-not-held';

/**
 * Football Fortunes (shared/seeds/003_3bba18cc0241fab7.txt), "Immunity cards":
 * a card may be sold to another manager. Why a deal's Immunity cards cannot
 * change hands, as the rule broken and the club at fault, or null.
 */
export function immunityTermProblem(
  state: LeagueState,
  terms: DealTerms,
): { clubId: string | null; rule: ImmunityTermRule; params: Record<string, string | number> } | null {
  if (terms.kind === 'transfer' && terms.immunity !== undefined && !Number.isInteger(terms.immunity)) {
    return { clubId: null, rule: 'immunity-whole-cards', params: {} };
  }
  const card = dealImmunity(terms);
  if (!card) return null;
  if (!state.fortunes) return { clubId: null, rule: 'immunity-not-fortunes', params: {} };
  const held = immunityHeld(state.fortunes, card.giver);
  if (held < card.cards) {
    // The sentence names the deal's cards, never how many the giver holds: the other manager may read it.
    return { clubId: card.giver, rule: 'immunity-not-held', params: { club: state.clubs[card.giver]?.name ?? card.giver, cards: card.cards } };
  }
  return null;
}

/** Moves a checked deal's Immunity cards from giver to receiver; the bank's count does not change. */
export function passDealImmunity(state: LeagueState, terms: DealTerms, events: EngineEvent[]): void {
  const card = dealImmunity(terms);
  if (!card || !state.fortunes) return;
  const passed: FortuneEvent[] = [];
  for (let i = 0; i < card.cards; i++) passImmunity(state.fortunes, card.giver, card.receiver, passed);
  events.push(...passed);
}
