import type { LeagueState } from '../types.js';
import { bankBuyingPrice, sellToBank } from './bank.js';
import type { FortuneEvent } from './fortune-events.js';
import { fortuneMoney, fortunesMoney } from './fortunes-money.js';
import type { FortunesState } from './fortunes-state.js';
import { bestPlayer, NO_LOANS, SECTIONS, sectionOf, squadOf, type LoanedIn, type Section } from './squad.js';

/** Rulebook (003), Crisis: a £50,000 fine in the seed's money. */
export const CRISIS_FINE = fortunesMoney(50_000);

/**
 * Rulebook (003), Crisis: the fine, and the best specialist of the section the
 * manager chooses sold to the bank at three quarters of his value. House rule:
 * an absent manager, or one who names a section with no one in it, gets the
 * AI's choice, the section whose best man fetches least (the smallest loss of
 * strength for the money), in the order goalkeeper, defence, midfield, attack
 * when equal.
 */
export function crisis(
  state: LeagueState,
  fortunes: FortunesState,
  clubId: string,
  chosen: Section | null,
  events: FortuneEvent[],
  loanedIn: LoanedIn = NO_LOANS,
): void {
  fortuneMoney(state, events, clubId, -CRISIS_FINE, 'fortune-fine', 'Crisis');
  const squad = squadOf(state, clubId);
  const bestIn = (section: Section) => bestPlayer(squad, { section, loanedIn });
  const manager = chosen && bestIn(chosen) ? chosen : null;
  const section = manager ?? aiCrisisSection(state, clubId, loanedIn);
  const player = bestIn(section);
  events.push({ type: 'crisis', clubId, section, chosenBy: manager ? 'manager' : 'ai', playerId: player?.id ?? null });
  if (player) sellToBank(state, fortunes, player, 'crisis', events);
}

export function aiCrisisSection(state: LeagueState, clubId: string, loanedIn: LoanedIn = NO_LOANS): Section {
  const squad = squadOf(state, clubId).filter((p) => !loanedIn(p));
  const costs = SECTIONS.flatMap((section) => {
    const [best, next] = squad.filter((p) => sectionOf(p) === section).sort((a, b) => b.ability - a.ability);
    return best ? [{ section, drop: best.ability - (next?.ability ?? 0), price: bankBuyingPrice(best) }] : [];
  });
  costs.sort((a, b) => a.drop - b.drop || a.price - b.price);
  return costs[0]?.section ?? 'G';
}
