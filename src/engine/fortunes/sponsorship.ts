import type { LeagueState } from '../model/types.js';
import type { FortuneEvent } from '../model/fortune-events.js';
import { fortuneMoney, fortunesMoney } from './fortunes-money.js';

/** Rulebook (003), Sponsorship: £30,000 from the bank at once, in the seed's money. */
export const SPONSORSHIP_PAY = fortunesMoney(30_000);

export function paySponsorship(state: LeagueState, clubId: string, events: FortuneEvent[]): void {
  fortuneMoney(state, events, clubId, SPONSORSHIP_PAY, 'fortune-sponsorship', 'Sponsorship square');
}
