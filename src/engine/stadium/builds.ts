import { cloneState } from '../clone-state.js';
import type { EngineEvent } from '../model/events.js';
import { changeMoney } from '../money/ledger.js';
import type { ClubOrders } from '../model/orders.js';
import { STAND_KINDS, type Club, type LeagueState, type Stadium, type StandId, type StandKind } from '../model/types.js';
import { violation, type Violation } from '../model/violations.js';
import { capacityByKind, isAllSeater } from './capacity.js';
import { EXECUTIVE_BOXES_COST, STAND_IDS, STAND_SHAPE, TIER_COST } from './stadium-chart.js';

export type BuildOrder = NonNullable<ClubOrders['builds']>[number];

const STAND_NAME: Readonly<Record<StandId, string>> = {
  north: 'North Stand',
  south: 'South Stand',
  east: 'East Stand',
  west: 'West Stand',
  northEast: 'North-East corner',
  northWest: 'North-West corner',
  southEast: 'South-East corner',
  southWest: 'South-West corner',
};

export function standName(id: StandId): string {
  return STAND_NAME[id];
}

/**
 * The tiers a build order puts up and what it costs. A new tier goes on the
 * outside; renovating a tier costs the same as building it. A stand never
 * mixes kinds, so renovating to the other kind rebuilds every tier of the
 * stand in that kind (house rule, docs/rules.md "Stadium"), tier by tier at
 * the chart's price.
 */
export function plannedWork(stadium: Stadium, order: BuildOrder): { tiers: StandKind[]; rebuilt: number[]; cost: number } {
  const stand = stadium.stands[order.stand];
  const current = stand.tiers;
  const prices = TIER_COST[STAND_SHAPE[order.stand]][order.kind];
  const height = Math.max(current.length, order.tier);
  const changesKind = current.length > 0 && current[0] !== order.kind;
  const rebuilt = changesKind ? Array.from({ length: height }, (_, i) => i + 1) : [order.tier];
  const tiers: StandKind[] = Array.from({ length: height }, (_, i) => (changesKind || i + 1 === order.tier ? order.kind : current[i]!));
  return { tiers, rebuilt, cost: rebuilt.reduce((sum, tier) => sum + prices[tier - 1]!, 0) };
}

/** Checks a club's stadium orders (rulebook, "Stadium"); the builds are checked as one plan, in order. */
export function validateStadiumOrders(state: LeagueState, clubId: string, orders: ClubOrders): Violation[] {
  return stadiumProblems(state, clubId, orders, true);
}

/**
 * Whether a club's stadium orders are legal, as validateStadiumOrders judges them, without wording a refusal: the AI
 * asks this of several builds for every club every week, and a refusal of the seating rule searches for the build
 * that would pass, to name it.
 */
export function stadiumOrdersLegal(state: LeagueState, clubId: string, orders: ClubOrders): boolean {
  return stadiumProblems(state, clubId, orders, false).length === 0;
}

function stadiumProblems(state: LeagueState, clubId: string, orders: ClubOrders, explain: boolean): Violation[] {
  const club = state.clubs[clubId];
  const builds = orders.builds ?? [];
  if (!club || (builds.length === 0 && !orders.executiveBoxes)) return [];
  if (!club.stadium) return [violation('build-unknown-stand', 'build-no-stadium')];
  if (club.balance < 0) {
    return [violation('club-in-debt', 'build-in-debt')];
  }
  const out: Violation[] = [];
  const plan = cloneState(club.stadium);
  let cost = 0;
  const touched = new Set<StandId>();
  for (const order of builds) {
    const problem = buildProblem(plan, order, touched);
    if (problem) {
      out.push(problem);
      continue;
    }
    const work = plannedWork(plan, order);
    cost += work.cost;
    plan.stands[order.stand] = { tiers: work.tiers, bank: false, work: { tier: order.tier, kind: order.kind, weeksLeft: 1 } };
    touched.add(order.stand);
  }
  if (builds.length > 0 && out.length === 0) {
    const { seating, standing } = capacityByKind(plan);
    if (seating <= standing) {
      // The AI only asks whether its plan is legal: the way out (a search of every stand and tier) is for a manager.
      if (explain) out.push(...seatingRuleViolations(club, builds, plan, seating, standing));
      else out.push(violation('build-seating-rule', 'build-seating-rule', { seating, standing }));
    }
  }
  if (orders.executiveBoxes && !club.stadium.executiveBoxes) {
    if (!isAllSeater(plan)) {
      out.push(violation('boxes-need-all-seater', 'boxes-need-all-seater'));
    }
    cost += EXECUTIVE_BOXES_COST;
  }
  if (out.length === 0 && cost > club.balance) {
    out.push(violation('build-unaffordable', 'build-unaffordable', { cost, balance: club.balance }));
  }
  return out;
}

/**
 * Rulebook, "Stadium": from the first development on, seating must exceed
 * standing. The refusal says what is there now and names the cheapest single
 * seating build, on top of the others ordered, that the rule would accept: the refusal's sentences, in order.
 */
function seatingRuleViolations(club: Club, builds: readonly BuildOrder[], plan: Stadium, seating: number, standing: number): Violation[] {
  const same = builds.filter((b) => club.stadium!.stands[b.stand].tiers[b.tier - 1] === b.kind);
  const already = same.map((b) => violation('build-seating-rule', 'build-adds-nothing', { stand: b.stand, tier: b.tier, kind: b.kind }));
  const spent = builds.reduce((sum, b) => sum + plannedWork(club.stadium!, b).cost, 0);
  const suggestion = cheapestSeatingFix(plan, new Set(builds.map((b) => b.stand)), club.balance - spent);
  const next = suggestion
    ? violation('build-seating-rule', 'build-seating-fix', { stand: suggestion.stand, tier: suggestion.tier, cost: suggestion.cost })
    : violation('build-seating-rule', 'build-seating-no-fix');
  return [...already, violation('build-seating-rule', 'build-seating-rule', { seating, standing }), next];
}

function cheapestSeatingFix(plan: Stadium, touched: Set<StandId>, money: number): { stand: StandId; tier: number; cost: number } | null {
  let best: { stand: StandId; tier: number; cost: number } | null = null;
  for (const stand of STAND_IDS) {
    for (const tier of [1, 2, 3] as const) {
      const order: BuildOrder = { stand, tier, kind: 'seating' };
      if (buildProblem(plan, order, touched) || plan.stands[stand].tiers[tier - 1] === 'seating') continue;
      const work = plannedWork(plan, order);
      const after = cloneState(plan);
      after.stands[stand] = { tiers: work.tiers, bank: false, work: null };
      const kinds = capacityByKind(after);
      if (kinds.seating > kinds.standing && work.cost <= money && (!best || work.cost < best.cost)) best = { stand, tier, cost: work.cost };
    }
  }
  return best;
}

function buildProblem(plan: Stadium, order: BuildOrder, touched: Set<StandId>): Violation | null {
  const stand = plan.stands[order.stand];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- orders also come from stored JSON; the engine checks them itself
  if (!stand || ![1, 2, 3].includes(order.tier) || !STAND_KINDS.includes(order.kind)) {
    return violation('build-unknown-stand', 'build-unknown-stand', { tier: order.tier, kindName: order.kind, name: order.stand });
  }
  if (stand.work || touched.has(order.stand)) {
    return violation('build-in-progress', 'build-in-progress', { stand: order.stand });
  }
  if (order.tier > stand.tiers.length + 1) {
    return violation('build-needs-inner-tier', 'build-needs-inner-tier', { stand: order.stand, tier: order.tier, inner: order.tier - 1 });
  }
  const innerKinds = stand.tiers.slice(0, order.tier - 1);
  if (order.tier === stand.tiers.length + 1 && innerKinds.some((kind) => kind !== order.kind)) {
    return violation('build-mixed-kinds', 'build-mixed-kinds', { stand: order.stand, kind: innerKinds[0]!, tier: order.tier });
  }
  return null;
}

/**
 * Starts the club's builds: the money goes at once, and the stand is out of
 * use for seven weeks in the season. Built in pre-season (after season one)
 * it is ready for week 1.
 */
export function startBuilds(state: LeagueState, events: EngineEvent[], club: Club, orders: ClubOrders, weeks: number): void {
  const stadium = club.stadium!;
  for (const order of orders.builds ?? []) {
    const work = plannedWork(stadium, order);
    changeMoney(state, events, club.id, -work.cost, 'build', `${standName(order.stand)}: ${order.kind} tier ${order.tier}`);
    stadium.stands[order.stand] = {
      tiers: work.tiers,
      bank: false,
      work: weeks > 0 ? { tier: order.tier, kind: order.kind, weeksLeft: weeks } : null,
    };
    stadium.developed = true;
    events.push({ type: 'build-started', clubId: club.id, stand: order.stand, tiers: work.rebuilt, kind: order.kind, cost: work.cost, weeks });
    if (weeks === 0) events.push({ type: 'build-completed', clubId: club.id, stand: order.stand });
  }
  if (orders.executiveBoxes && !stadium.executiveBoxes) {
    changeMoney(state, events, club.id, -EXECUTIVE_BOXES_COST, 'build', 'Executive boxes');
    stadium.executiveBoxes = true;
    events.push({ type: 'boxes-fitted', clubId: club.id, cost: EXECUTIVE_BOXES_COST });
  }
}

/** Weeks of work pass on every stand being built; the one that reaches zero is back in use. */
export function progressBuilds(events: EngineEvent[], club: Club, weeks = 1): void {
  for (const id of STAND_IDS) {
    const stand = club.stadium?.stands[id];
    if (!stand?.work) continue;
    stand.work.weeksLeft -= weeks;
    if (stand.work.weeksLeft <= 0) {
      stand.work = null;
      events.push({ type: 'build-completed', clubId: club.id, stand: id });
    }
  }
}

/** Rulebook, "Stadium": unfinished work completes in pre-season. */
export function completeAllBuilds(events: EngineEvent[], club: Club): void {
  progressBuilds(events, club, Number.POSITIVE_INFINITY);
}
