import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import { changeMoney } from '../money/ledger.js';
import type { ClubOrders } from '../model/orders.js';
import type { Club, DivisionIndex, LeagueState } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';

/**
 * House rule (docs/rules.md, "Sponsors"): the rulebook's sponsor chart and
 * modifier list are missing. A die plus modifiers (the one the rulebook names,
 * +3 for winning the league, and others in its spirit) reads a chart of sponsors.
 * A two-year deal pays the bracketed sum now and nothing the next season:
 * about 1.7 times one year, so it is cash early at a price.
 */
export const SPONSOR_DIVISION_MODIFIER: Readonly<Record<DivisionIndex, number>> = { 0: 3, 1: 2, 2: 1, 3: 0 };

export const SPONSOR_RESULT_MODIFIER = {
  wonLeague: 3,
  promoted: 2,
  topHalf: 1,
  relegated: -1,
} as const;

/** By total, from 1 or less up to 12 or more: the sponsor, a one-year deal, and (in brackets) a two-year deal. */
export const SPONSOR_CHART: readonly { name: string; oneYear: number; twoYears: number }[] = [
  { name: 'Corner Café', oneYear: 100_000, twoYears: 170_000 },
  { name: 'Parkside Motors', oneYear: 150_000, twoYears: 250_000 },
  { name: 'Hillview Brewery', oneYear: 200_000, twoYears: 340_000 },
  { name: 'Northgate Builders', oneYear: 250_000, twoYears: 420_000 },
  { name: 'Riverside Print', oneYear: 300_000, twoYears: 510_000 },
  { name: 'Castle Insurance', oneYear: 400_000, twoYears: 680_000 },
  { name: 'Meridian Foods', oneYear: 500_000, twoYears: 850_000 },
  { name: 'Albion Telecom', oneYear: 650_000, twoYears: 1_100_000 },
  { name: 'Crown Airways', oneYear: 800_000, twoYears: 1_350_000 },
  { name: 'Sterling Bank', oneYear: 1_000_000, twoYears: 1_700_000 },
  { name: 'Global Motors', oneYear: 1_250_000, twoYears: 2_100_000 },
  { name: 'Titan Energy', oneYear: 1_500_000, twoYears: 2_550_000 },
];

export function sponsorModifier(club: Pick<Club, 'division' | 'lastSeason'>): number {
  let modifier = SPONSOR_DIVISION_MODIFIER[club.division];
  const last = club.lastSeason;
  if (!last) return modifier;
  if (last.position === 1) modifier += SPONSOR_RESULT_MODIFIER.wonLeague;
  else if (last.promoted || last.runnerUp) modifier += SPONSOR_RESULT_MODIFIER.promoted;
  else if (last.position <= 4) modifier += SPONSOR_RESULT_MODIFIER.topHalf;
  if (last.relegated) modifier += SPONSOR_RESULT_MODIFIER.relegated;
  return modifier;
}

export function sponsorFor(total: number): (typeof SPONSOR_CHART)[number] {
  return SPONSOR_CHART[Math.min(Math.max(total, 1), 12) - 1]!;
}

/**
 * Rulebook, "Pre-Season": the chairman's sponsor for the coming season. A club
 * in the second year of a two-year deal keeps its sponsor and gets no money.
 */
export function signSponsor(state: LeagueState, events: EngineEvent[], club: Club, years: 1 | 2, dice: Dice): void {
  const deal = club.sponsor;
  if (deal && deal.years === 2 && deal.signedSeason === state.season - 1) {
    events.push({ type: 'sponsor-continues', clubId: club.id, name: deal.name });
    return;
  }
  const roll = dice.roll(6);
  const modifier = sponsorModifier(club);
  const sponsor = sponsorFor(roll + modifier);
  const amount = years === 2 ? sponsor.twoYears : sponsor.oneYear;
  club.sponsor = { name: sponsor.name, amount, years, signedSeason: state.season };
  events.push({ type: 'sponsor-signed', clubId: club.id, name: sponsor.name, amount, years, roll, modifier, total: roll + modifier });
  changeMoney(state, events, club.id, amount, 'sponsor', `${sponsor.name} (${years === 2 ? 'two-year' : 'one-year'} deal)`);
}

export function validateSponsorOrder(state: LeagueState, _clubId: string, orders: ClubOrders): Violation[] {
  if (orders.sponsorYears === undefined) return [];
  if (state.phase !== 'preseason') {
    return [violation('sponsor-not-preseason', 'sponsor-not-preseason')];
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- orders also come from stored JSON; the engine checks them itself
  if (orders.sponsorYears !== 1 && orders.sponsorYears !== 2) {
    return [violation('sponsor-not-preseason', 'sponsor-years')];
  }
  return [];
}
