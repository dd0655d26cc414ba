import { playersFor } from '../transfers/loan-policy.js';
import type { LeagueState } from '../model/types.js';
import { bankBuyingPrice, sellToBank } from './bank.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { fortuneMoney, fortunesMoney } from './fortunes-money.js';
import type { FortunesState } from '../model/fortunes-state.js';
import { bestPlayer, SECTIONS, sectionOf, type Section } from './squad.js';

/** Rulebook (003), Crisis: a £50,000 fine in the seed's money. */
export const CRISIS_FINE = fortunesMoney(50_000);

/**
 * Rulebook (003), Crisis: the fine, and the best specialist of the section the
 * manager chooses sold to the bank at three quarters of his value. House rule:
 * an absent manager, or one who names a section with no one in it, gets the
 * AI's choice, the section whose best man fetches least (the smallest loss of
 * strength for the money), in the order goalkeeper, defence, midfield, attack
 * when equal. A player on loan, either way, is not the club's to sell (loan-policy.ts).
 */
export function crisis(state: LeagueState, fortunes: FortunesState, clubId: string, chosen: Section | null, events: FortuneEvent[]): void {
  fortuneMoney(state, events, clubId, -CRISIS_FINE, 'fortune-fine', 'Crisis');
  const squad = playersFor(state, clubId, 'sell');
  const bestIn = (section: Section) => bestPlayer(squad, { section });
  const manager = chosen && bestIn(chosen) ? chosen : null;
  const section = manager ?? aiCrisisSection(state, clubId);
  const player = bestIn(section);
  events.push({ type: 'crisis', clubId, section, chosenBy: manager ? 'manager' : 'ai', playerId: player?.id ?? null });
  if (player) sellToBank(state, fortunes, player, 'crisis', events);
}

export function aiCrisisSection(state: LeagueState, clubId: string): Section {
  const squad = playersFor(state, clubId, 'sell');
  const costs = SECTIONS.flatMap((section) => {
    const [best, next] = squad.filter((p) => sectionOf(p) === section).sort((a, b) => b.ability - a.ability);
    return best ? [{ section, drop: best.ability - (next?.ability ?? 0), price: bankBuyingPrice(best) }] : [];
  });
  costs.sort((a, b) => a.drop - b.drop || a.price - b.price);
  return costs[0]?.section ?? 'G';
}
