import type { ClubOrders } from '../../engine/model/orders.js';
import { sponsorFor, sponsorModifier } from '../../engine/preseason/sponsors.js';
import { plannedWork } from '../../engine/stadium/builds.js';
import { capacityInUse, totalCapacity } from '../../engine/stadium/capacity.js';
import { EXECUTIVE_BOX_INCOME_PER_HOME_GAME, EXECUTIVE_BOXES_COST, IN_SEASON_BUILD_WEEKS } from '../../engine/stadium/stadium-chart.js';
import { WEEKLY_WAGE } from '../../engine/staff/staff-chart.js';
import { OUTBID_PREMIUM } from '../../engine/transfers/market-rules.js';
import { trainingWeeks } from '../../engine/training/training-weeks.js';
import { INTEREST_ROLL, QUICK_SALE_ROLL } from '../../engine/transfers/market-rules.js';
import { askingPrice } from '../../engine/transfers/transfer-values.js';
import type { LeagueState, SaleMode, StaffRole, StandId, TrainingCode } from '../../engine/model/types.js';

/** What an order costs or can bring, worked out when it is given, so the reply can say it before the week is played. */
export type OrderPrice =
  | {
      kind: 'build';
      stand: StandId;
      cost: number;
      /** Weeks the stand is closed; 0 when it is ready for week 1. */
      weeksClosed: number;
      capacityNow: number;
      capacityDuring: number;
      capacityAfter: number;
      balance: number;
      /** After every build ordered this week. */
      balanceAfter: number;
    }
  | { kind: 'hire'; role: StaffRole; wage: number; balance: number }
  | { kind: 'sponsor'; years: 1 | 2; continues: boolean; least: number; most: number; otherLeast: number; otherMost: number }
  | { kind: 'bid'; askingPrice: number; amount: number; balance: number; otherBids: number; premium: number; settledWeek: number }
  | { kind: 'sale'; mode: SaleMode; askingPrice: number; sellsOn: number; firstRollWeek: number }
  | { kind: 'training'; code: TrainingCode | null; weeks: number | null; done: number }
  | { kind: 'boxes'; cost: number; incomePerHomeGame: number; balance: number };

/**
 * Rulebook, "Stadium": the cost of this week's builds in order, the capacity
 * while the stands are closed and after, and the money left. A build in the
 * pre-season after season one is ready for week 1; otherwise it takes seven weeks.
 */
export function buildPrice(state: LeagueState, clubId: string, orders: ClubOrders, stand: StandId): OrderPrice | null {
  const club = state.clubs[clubId];
  if (!club?.stadium) return null;
  const plan = structuredClone(club.stadium);
  const weeks = state.phase === 'preseason' && state.season > 1 ? 0 : IN_SEASON_BUILD_WEEKS;
  let spent = 0;
  let cost = 0;
  for (const order of orders.builds ?? []) {
    const work = plannedWork(plan, order);
    spent += work.cost;
    if (order.stand === stand) cost = work.cost;
    plan.stands[order.stand] = { tiers: work.tiers, bank: false, work: weeks > 0 ? { tier: order.tier, kind: order.kind, weeksLeft: weeks } : null };
  }
  if (orders.executiveBoxes && !club.stadium.executiveBoxes) spent += EXECUTIVE_BOXES_COST;
  return {
    kind: 'build',
    stand,
    cost,
    weeksClosed: weeks,
    capacityNow: capacityInUse(club.stadium),
    capacityDuring: capacityInUse(plan),
    capacityAfter: totalCapacity(plan),
    balance: club.balance,
    balanceAfter: club.balance - spent,
  };
}

/** Rulebook, "Staff": the weekly wage, paid when he is hired and every week after. */
export function hirePrice(state: LeagueState, clubId: string, role: StaffRole): OrderPrice {
  return { kind: 'hire', role, wage: WEEKLY_WAGE[role], balance: state.clubs[clubId]?.balance ?? 0 };
}

/**
 * Rulebook, "Pre-Season": the chairman's sponsor comes from a die plus the
 * club's modifier, so the deal pays between what a 1 and a 6 would bring.
 */
export function sponsorPrice(state: LeagueState, clubId: string, years: 1 | 2): OrderPrice | null {
  const club = state.clubs[clubId];
  if (!club) return null;
  const deal = club.sponsor;
  const continues = deal !== null && deal.years === 2 && deal.signedSeason === state.season - 1;
  const modifier = sponsorModifier(club);
  const [low, high] = [sponsorFor(1 + modifier), sponsorFor(6 + modifier)];
  const pays = (y: 1 | 2) => (y === 2 ? [low.twoYears, high.twoYears] : [low.oneYear, high.oneYear]);
  const [least, most] = pays(years);
  const [otherLeast, otherMost] = pays(years === 1 ? 2 : 1);
  return { kind: 'sponsor', years, continues, least: least!, most: most!, otherLeast: otherLeast!, otherMost: otherMost! };
}

/**
 * Rulebook, "Signings": a lone bidder pays the asking price (£100,000 more
 * after a 6); against other managers the highest sealed bid pays what it bid.
 */
export function bidPrice(state: LeagueState, clubId: string, orders: ClubOrders, playerId: string, amount: number): OrderPrice | null {
  const listing = state.market.find((l) => l.playerId === playerId);
  if (!listing) return null;
  const otherBids = (orders.bids ?? []).filter((b) => b.playerId !== playerId).reduce((sum, b) => sum + b.amount, 0);
  return {
    kind: 'bid',
    askingPrice: listing.askingPrice,
    amount,
    balance: state.clubs[clubId]?.balance ?? 0,
    otherBids,
    premium: OUTBID_PREMIUM,
    // A bid given in pre-season is a week 1 order (carry-preseason-orders).
    settledWeek: state.phase === 'preseason' ? 1 : state.week,
  };
}

/**
 * Rulebook, "Player-controlled Teams Can Sell": full value goes on a 6, a
 * quick sale at half on a 4 or above. He is first rolled the week after he is
 * listed (house rule, "Transfers"); listed in pre-season, in week 1.
 */
export function salePrice(state: LeagueState, playerId: string, mode: SaleMode | 'unlist'): OrderPrice | null {
  const player = state.players[playerId];
  if (!player || mode === 'unlist') return null;
  return {
    kind: 'sale',
    mode,
    askingPrice: askingPrice(player, mode),
    sellsOn: mode === 'quick' ? QUICK_SALE_ROLL : INTEREST_ROLL,
    firstRollWeek: state.phase === 'preseason' ? 1 : state.week + 1,
  };
}

/** Rulebook, "Training": how many weeks the plan takes, and how many he has done. */
export function trainingPrice(state: LeagueState, clubId: string, playerId: string, code: TrainingCode | null): OrderPrice | null {
  const player = state.players[playerId];
  const club = state.clubs[clubId];
  if (!player || !club) return null;
  return {
    kind: 'training',
    code,
    weeks: code ? trainingWeeks(player, code, club, state.season) : null,
    done: code ? (player.trainingProgress[code] ?? 0) : 0,
  };
}

export function boxesPrice(state: LeagueState, clubId: string): OrderPrice {
  return {
    kind: 'boxes',
    cost: EXECUTIVE_BOXES_COST,
    incomePerHomeGame: EXECUTIVE_BOX_INCOME_PER_HOME_GAME,
    balance: state.clubs[clubId]?.balance ?? 0,
  };
}
