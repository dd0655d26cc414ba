import { cupStepOfRow } from '../shared/calendar-step.js';
import type { Transaction } from 'kysely';
import type { ClubHeader } from '../../db/repositories/club.repository.js';
import { deleteBid, deleteOrder, putBid, putOrder } from '../../db/repositories/orders.repository.js';
import { readyClubs } from '../../db/repositories/ready.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import { json } from '../../db/json.js';
import { footballPhase } from '../../db/league-columns.js';
import type { ClubOrders, ScoutRequest } from '../../engine/model/orders.js';
import { bestLineup } from '../../engine/selection/best-lineup.js';
import { STAND_IDS } from '../../engine/stadium/stadium-chart.js';
import type { Formation, LeagueState, Lineup, SaleMode, StaffRole, StandId, StandKind, Tactics, TrainingCode } from '../../engine/model/types.js';
import { FORMATIONS, SALE_MODES, STAFF_ROLES, STAND_KINDS, TRAINING_CODES } from '../../engine/model/types.js';
import { validateTactics } from '../../engine/selection/validate-selection.js';
import { scoutAvailability } from '../../engine/transfers/scout-order.js';
import { violation } from '../../engine/model/violations.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput, NotFound, RuleViolation } from '../errors.js';
import { requireManagerClub } from '../guards.js';
import { requireOpenGame } from '../shared/open-game.js';
import { checkAmount, checkOneOf } from '../shared/input-checks.js';
import { gameModeOf } from '../modes/game-modes.js';
import { currentState } from '../shared/state-cache.js';
import { clubOrdersOf } from '../shared/stored-orders.js';
import { bidPrice, boxesPrice, buildPrice, hirePrice, salePrice, sponsorPrice, trainingPrice, type OrderPrice } from '../shared/order-prices.js';
import type { OrdersView, StadiumView, StaffView } from '../shared/views.js';
import { stadiumOfClub, staffOfClub } from '../state-views/club-views.js';
import type { PlayerScope } from '../resolve/player-text.js';
import { resolveLeagueShared, type ManagerInput } from '../resolve/league-ref.js';
import { playerIdFromText } from '../resolve/player-text.js';
import { standFromText } from '../resolve/stand-text.js';
import { playerById } from '../../engine/player-lookup.js';

export type { ManagerInput };

export interface OrderContext {
  league: LeagueRow;
  club: ClubHeader;
  state: LeagueState;
  orders: ClubOrders;
  /** The player the order names, once found (pickPlayer), for the reply to name him. */
  player?: { id: string; name: string };
}

/** What an order's reply shows besides the orders: a view built from the state the order was checked against. */
type Present<V> = (ctx: OrderContext, next: ClubOrders, view: OrdersView) => V;

/**
 * The path every order takes: hold the league against a week being played
 * meanwhile, lock the manager's club so his orders change one at a time, load
 * the league, apply the change to his orders for the week, and ask the
 * league's game whether the whole set is legal. Nothing is saved when it is not.
 */
export async function changeOrders<V = OrdersView>(
  deps: LeagueDeps,
  input: ManagerInput,
  change: (ctx: OrderContext) => ClubOrders,
  price?: ((state: LeagueState, clubId: string, next: ClubOrders) => OrderPrice | null) | null,
  present?: Present<V>,
): Promise<V> {
  return deps.db.transaction().execute(async (trx) => {
    const ctx = await orderContext(trx, input);
    const { league, club, state, orders } = ctx;
    const next = change(ctx);
    const violations = gameModeOf(league).validate(state, club.id, next);
    if (violations.length) throw new RuleViolation(violations);
    await saveChanges(trx, league, club.id, orders, next, input.userId, deps.clock.now());
    const base = ordersView(league, club.id, next, await isReady(trx, league, club.id));
    const priced = price?.(state, club.id, next);
    const view = { ...base, ...(priced ? { price: priced } : {}), ...(ctx.player ? { player: ctx.player } : {}) };
    return present ? present(ctx, next, view) : (view as V);
  });
}

/** Reads what an order starts from, each once: the league (held in share mode), the manager's club (locked), the state and his orders. */
export async function orderContext(trx: Transaction<Database>, input: ManagerInput, lockClub = true): Promise<OrderContext> {
  const league = await resolveLeagueShared(trx, input);
  requireOpenGame(league);
  const club = await requireManagerClub(trx, league.id, input.userId, lockClub ? trx : null);
  const [state, orders] = await Promise.all([currentState(trx, league), clubOrdersOf(trx, league.id, club.id, league.turn)]);
  return { league, club, state, orders };
}

export async function isReady(trx: Transaction<Database>, league: LeagueRow, clubId: string): Promise<boolean> {
  return (await readyClubs(trx, league.id, league.turn)).has(clubId);
}

/** Finds the player an order names, by id or by his name typed whole, and keeps him for the reply. */
export function pickPlayer(ctx: OrderContext, text: string, scope: PlayerScope): string {
  const id = playerIdFromText(ctx.state, text, scope, ctx.club.id);
  const player = ctx.state.players[id];
  if (player) ctx.player = { id, name: player.name };
  return id;
}

/** Writes the kinds of order that changed; bids row by row, so two bids never overwrite each other. */
async function saveChanges(
  trx: Transaction<Database>,
  league: LeagueRow,
  clubId: string,
  before: ClubOrders,
  after: ClubOrders,
  userId: string,
  at: Date,
): Promise<void> {
  const kinds = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof ClubOrders>;
  for (const kind of kinds) {
    if (kind === 'bids') continue;
    const value = after[kind];
    if (JSON.stringify(value) === JSON.stringify(before[kind])) continue;
    if (value === undefined) await deleteOrder(trx, league.id, clubId, league.turn, kind);
    else await putOrder(trx, { leagueId: league.id, clubId, turn: league.turn, kind, payload: json(value), by: userId, at });
  }
  const oldBids = new Map((before.bids ?? []).map((b) => [b.playerId, b.amount]));
  const newBids = new Map((after.bids ?? []).map((b) => [b.playerId, b.amount]));
  for (const [playerId, amount] of newBids) {
    if (oldBids.get(playerId) !== amount) {
      await putBid(trx, { leagueId: league.id, clubId, turn: league.turn, playerId, amount, by: userId, at });
    }
  }
  for (const playerId of oldBids.keys()) {
    if (!newBids.has(playerId)) await deleteBid(trx, league.id, clubId, league.turn, playerId);
  }
}

export function ordersView(league: LeagueRow, clubId: string, orders: ClubOrders, ready: boolean): OrdersView {
  return { clubId, season: league.season, week: league.week, phase: footballPhase(league.phase), ...cupStepOfRow(league), orders, ready };
}

/** Removes a key whose value is now empty, so the order disappears rather than being stored empty. */
export function withKind<K extends keyof ClubOrders>(orders: ClubOrders, kind: K, value: ClubOrders[K] | undefined): ClubOrders {
  const next: ClubOrders = { ...orders };
  const empty = value === undefined || (Array.isArray(value) && value.length === 0);
  if (empty) delete next[kind];
  else next[kind] = value;
  return next;
}

/** The manager's own player, by id or name: his id. */
function requireOwnPlayer(ctx: OrderContext, text: string): string {
  const playerId = pickPlayer(ctx, text, 'own');
  const player = playerById(ctx.state, playerId);
  if (!player) throw new NotFound('player', { key: 'reply.noSuchPlayer' });
  if (player.clubId !== ctx.club.id) {
    throw new RuleViolation([violation('not-your-player', 'not-your-player', { player: player.name })]);
  }
  return playerId;
}

export async function myOrders(deps: LeagueDeps, input: ManagerInput): Promise<OrdersView> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await resolveLeagueShared(trx, input);
    const club = await requireManagerClub(trx, league.id, input.userId);
    const orders = await clubOrdersOf(trx, league.id, club.id, league.turn);
    return ordersView(league, club.id, orders, await isReady(trx, league, club.id));
  });
}

/** FRM, ABL, FIT, RST or a new position; null stops training. */
export async function setTraining(deps: LeagueDeps, input: ManagerInput & { playerId: string; plan: TrainingCode | null }): Promise<OrdersView> {
  checkOneOf(input.plan, [...TRAINING_CODES, null], 'training-plan');
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const playerId = requireOwnPlayer(ctx, input.playerId);
      return withKind(ctx.orders, 'training', { ...ctx.orders.training, [playerId]: input.plan });
    },
    (state, clubId) => trainingPrice(state, clubId, playerIdFromText(state, input.playerId, 'own', clubId), input.plan),
  );
}

/**
 * Tactics given with the XI; else the tactics that would stand (this week's,
 * or the club's standing ones) when they suit the new formation; else none.
 */
function tacticsFor(ctx: OrderContext, lineup: Lineup, given: Tactics | undefined): Tactics | undefined {
  if (given) return given;
  const standing = ctx.orders.selection?.tactics ?? ctx.state.clubs[ctx.club.id]?.tactics ?? {};
  return validateTactics(lineup, standing).length === 0 ? ctx.orders.selection?.tactics : {};
}

type Selection = NonNullable<ClubOrders['selection']>;

/** This XI with the tactics given, else those standing while they suit it (tacticsFor). */
export function selectionFor(ctx: OrderContext, lineup: Lineup, given?: Tactics): Selection {
  const tactics = tacticsFor(ctx, lineup, given);
  return tactics ? { lineup, tactics } : { lineup };
}

/** The best legal XI for the formation from the fit players, or the rule saying they cannot make it up. */
export function bestXi(ctx: OrderContext, formation: Formation): Lineup {
  checkOneOf(formation, FORMATIONS, 'formation');
  const lineup = bestLineup(ctx.state, ctx.club.id, formation);
  if (!lineup) {
    throw new RuleViolation([violation('formation-needs-players', 'formation-no-fit-xi', { formation })]);
  }
  return lineup;
}

/** The XI standing tactics go with: this week's, or the standing lineup. */
export function xiForTactics(ctx: OrderContext): Lineup {
  const lineup = ctx.orders.selection?.lineup ?? ctx.state.clubs[ctx.club.id]?.lineup;
  if (!lineup) throw new RuleViolation([violation('formation-needs-players', 'tactics-need-xi')]);
  return lineup;
}

/** A sealed bid for a listed player; a second bid for the same player replaces the first. */
export async function placeBid(deps: LeagueDeps, input: ManagerInput & { playerId: string; amount: number }): Promise<OrdersView> {
  checkAmount(input.amount);
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const playerId = pickPlayer(ctx, input.playerId, 'market');
      if (!playerById(ctx.state, playerId)) throw new NotFound('player', { key: 'reply.noSuchPlayer' });
      const bids = (ctx.orders.bids ?? []).filter((b) => b.playerId !== playerId);
      return withKind(ctx.orders, 'bids', [...bids, { playerId, amount: input.amount }]);
    },
    (state, clubId, next) => bidPrice(state, clubId, next, playerIdFromText(state, input.playerId, 'market', clubId), input.amount),
  );
}

export async function withdrawBid(deps: LeagueDeps, input: ManagerInput & { playerId: string }): Promise<OrdersView> {
  return changeOrders(deps, input, (ctx) => {
    const playerId = pickPlayer(ctx, input.playerId, 'market');
    if (!ctx.orders.bids?.some((b) => b.playerId === playerId)) {
      throw new NotFound('bid', { key: 'reply.noBid' });
    }
    return withKind(
      ctx.orders,
      'bids',
      ctx.orders.bids.filter((b) => b.playerId !== playerId),
    );
  });
}

/** List at full value or for a quick sale, switch between the two, or take him off the list. */
export async function setSale(deps: LeagueDeps, input: ManagerInput & { playerId: string; mode: SaleMode | 'unlist' }): Promise<OrdersView> {
  checkOneOf<string>(input.mode, [...SALE_MODES, 'unlist'], 'sale-mode');
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const playerId = requireOwnPlayer(ctx, input.playerId);
      const sales = (ctx.orders.sales ?? []).filter((s) => s.playerId !== playerId);
      // Taking off the list a player who is only ordered onto it this week cancels that order.
      const listed = ctx.state.market.some((l) => l.playerId === playerId);
      if (input.mode === 'unlist' && !listed) return withKind(ctx.orders, 'sales', sales);
      return withKind(ctx.orders, 'sales', [...sales, { playerId, mode: input.mode }]);
    },
    (state, clubId) => salePrice(state, playerIdFromText(state, input.playerId, 'own', clubId), input.mode),
  );
}

/** A stand to build (or rebuild) this week; the reply shows the ground with the builds ordered. */
export async function orderBuild(
  deps: LeagueDeps,
  input: ManagerInput & { stand: StandId; tier: 1 | 2 | 3; kind: StandKind },
): Promise<OrdersView & { stadium: StadiumView }> {
  checkOneOf(input.stand, STAND_IDS, 'stand');
  checkOneOf(input.tier, [1, 2, 3] as const, 'tier');
  checkOneOf<string>(input.kind, STAND_KINDS, 'stand-kind');
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const builds = (ctx.orders.builds ?? []).filter((b) => b.stand !== input.stand);
      return withKind(ctx.orders, 'builds', [...builds, { stand: input.stand, tier: input.tier, kind: input.kind }]);
    },
    (state, clubId, next) => buildPrice(state, clubId, next, input.stand),
    (ctx, next, view) => ({ ...view, stadium: stadiumOfClub(ctx.state, ctx.club, next) }),
  );
}

/**
 * Takes back this week's build order for a stand (its id, or its name as typed), before the week is played: nothing
 * is built or charged.
 */
export async function cancelBuild(deps: LeagueDeps, input: ManagerInput & { stand: string }): Promise<OrdersView & { stand: StandId }> {
  let stand: StandId | undefined;
  const view = await changeOrders(deps, input, (ctx) => {
    stand = standFromText(input.stand);
    if (!stand) throw new InvalidInput({ key: 'ground.notAStand' });
    const builds = ctx.orders.builds ?? [];
    if (!builds.some((b) => b.stand === stand)) {
      throw new NotFound('build', { key: 'ground.noBuildOrder' });
    }
    return withKind(
      ctx.orders,
      'builds',
      builds.filter((b) => b.stand !== stand),
    );
  });
  return { ...view, stand: stand! };
}

export async function setExecutiveBoxes(deps: LeagueDeps, input: ManagerInput & { build: boolean }): Promise<OrdersView> {
  return changeOrders(
    deps,
    input,
    (ctx) => withKind(ctx.orders, 'executiveBoxes', input.build ? true : undefined),
    (state, clubId) => (input.build ? boxesPrice(state, clubId) : null),
  );
}

function employs(ctx: OrderContext, role: StaffRole): boolean {
  return ctx.state.clubs[ctx.club.id]?.staff.some((s) => s.role === role) ?? false;
}

/** Hiring a role he is firing this week only cancels the firing. */
export async function hireStaff(deps: LeagueDeps, input: ManagerInput & { role: StaffRole }): Promise<OrdersView & { staff: StaffView }> {
  checkOneOf(input.role, STAFF_ROLES, 'staff-role');
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const fire = (ctx.orders.fire ?? []).filter((r) => r !== input.role);
      const hire = (ctx.orders.hire ?? []).filter((r) => r !== input.role);
      if (!employs(ctx, input.role)) hire.push(input.role);
      return withKind(withKind(ctx.orders, 'fire', fire), 'hire', hire);
    },
    (state, clubId) => hirePrice(state, clubId, input.role),
    withStaff,
  );
}

/** Firing a role he is hiring this week only cancels the hiring. */
export async function fireStaff(deps: LeagueDeps, input: ManagerInput & { role: StaffRole }): Promise<OrdersView & { staff: StaffView }> {
  checkOneOf(input.role, STAFF_ROLES, 'staff-role');
  return changeOrders(
    deps,
    input,
    (ctx) => {
      const hire = (ctx.orders.hire ?? []).filter((r) => r !== input.role);
      const fire = (ctx.orders.fire ?? []).filter((r) => r !== input.role);
      const cancelsHire = (ctx.orders.hire ?? []).includes(input.role) && !employs(ctx, input.role);
      if (!cancelsHire) fire.push(input.role);
      return withKind(withKind(ctx.orders, 'hire', hire), 'fire', fire);
    },
    null,
    withStaff,
  );
}

/** Staff orders reply with the club's staff and the week's hire and fire orders. */
function withStaff(ctx: OrderContext, next: ClubOrders, view: OrdersView): OrdersView & { staff: StaffView } {
  return { ...view, staff: staffOfClub(ctx.state, ctx.club, next) };
}

/**
 * Pre-season: whether a player listed at his own request last season stays on
 * the list (keep) or comes off, which is also what happens if nothing is said.
 */
export async function settleTransferRequest(deps: LeagueDeps, input: ManagerInput & { playerId: string; keep: boolean }): Promise<OrdersView> {
  return changeOrders(deps, input, (ctx) => {
    const playerId = requireOwnPlayer(ctx, input.playerId);
    const others = (ctx.orders.keepListed ?? []).filter((id) => id !== playerId);
    const kept = input.keep ? [...others, playerId] : others;
    return withKind(ctx.orders, 'keepListed', kept.length ? kept : undefined);
  });
}

/** Pre-season: a one-year or a two-year sponsor deal. */
export async function chooseSponsor(deps: LeagueDeps, input: ManagerInput & { years: 1 | 2 }): Promise<OrdersView> {
  checkOneOf(input.years, [1, 2] as const, 'sponsor-years');
  return changeOrders(
    deps,
    input,
    (ctx) => withKind(ctx.orders, 'sponsorYears', input.years),
    (state, clubId) => sponsorPrice(state, clubId, input.years),
  );
}

/**
 * The Chief Scout's request for this week's listing (the engine checks the
 * facet, the shift and that he is employed); null withdraws it.
 */
export async function setScoutRequest(deps: LeagueDeps, input: ManagerInput & { request: ScoutRequest | null }): Promise<OrdersView> {
  const request = input.request && cleanScoutRequest(input.request);
  return changeOrders(deps, input, (ctx) => {
    if (!request && !ctx.orders.scout) throw new NotFound('scout request', { key: 'scout.noRequest' });
    return withKind(ctx.orders, 'scout', request ?? undefined);
  });
}

/** Only the fields of a request are stored, whatever else came with it. */
function cleanScoutRequest(request: ScoutRequest): ScoutRequest {
  if (request.facet !== 'prefer') return { facet: request.facet, shift: request.shift } as ScoutRequest;
  const { position, younger, better } = request;
  return {
    facet: 'prefer',
    ...(position !== undefined ? { position } : {}),
    ...(younger !== undefined ? { younger } : {}),
    ...(better !== undefined ? { better } : {}),
  };
}

/** This week's orders, for a manager whose club can ask the Chief Scout now; refused otherwise. */
export async function myScoutRequest(deps: LeagueDeps, input: ManagerInput): Promise<OrdersView> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await resolveLeagueShared(trx, input);
    const club = await requireManagerClub(trx, league.id, input.userId);
    const [state, orders] = await Promise.all([currentState(trx, league), clubOrdersOf(trx, league.id, club.id, league.turn)]);
    const unavailable = scoutAvailability(state, club.id, orders);
    if (unavailable.length > 0) throw new RuleViolation(unavailable);
    return ordersView(league, club.id, orders, await isReady(trx, league, club.id));
  });
}
