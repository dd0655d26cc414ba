import type { CatalogueText } from '../../i18n/translate.js';
import { violationText } from '../../commentary/violation-text.js';
import { footballPhase } from '../../db/league-columns.js';
import { ordersOfTurn, playersBidForBy } from '../../db/repositories/orders.repository.js';
import { lastPlayedStep } from '../../db/repositories/played-steps.repository.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { Violation } from '../../engine/model/violations.js';
import type { LineupChange } from '../../engine/selection/keep-formation.js';
import type { LineupSource } from '../../engine/selection/lineup-to-play.js';
import type { CupStepKind } from '../../engine/model/cups-state.js';
import type { SeasonPhase, SaleMode, StaffRole, StandId, TrainingCode } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import { NotYourClub } from '../errors.js';
import type { LeagueRef } from '../resolve/league-ref.js';
import { readAsManager } from '../resolve/manager-reading.js';
import { clubHeadline, type ClubHeadline } from './club-headline.js';
import { dealNewsItems } from '../deals/deal-news-items.js';

/** One thing that happened to the manager's club in the step last played, names resolved. */
export type NewsItem =
  | { kind: 'bid-won'; player: string; amount: number; fee: number }
  | { kind: 'bid-lost'; player: string; amount: number; joined: string | null }
  | { kind: 'bid-open'; player: string; amount: number }
  | { kind: 'sold'; player: string; fee: number; to: string | null }
  | { kind: 'not-sold'; player: string; roll: number }
  | { kind: 'listed'; player: string; mode: SaleMode | 'unlist'; askingPrice: number }
  | { kind: 'build-started'; stand: StandId; cost: number; weeks: number }
  | { kind: 'build-finished'; stand: StandId }
  | { kind: 'staff'; role: StaffRole; hired: boolean }
  | { kind: 'training-completed'; player: string; code: TrainingCode }
  | { kind: 'injury'; player: string; weeks: number }
  | { kind: 'money'; amount: number; detail: string }
  /** An order the engine refused: its violation, worded in the reader's language, or a sentence kept in English. */
  | { kind: 'refused'; order: string; message: string; violation?: Violation; text?: CatalogueText }
  | {
      kind: 'lineup';
      formation: string;
      source: LineupSource;
      changes: { slot: LineupChange['slot']; out: string | null; in: string | null; reason: LineupChange['reason'] }[];
    }
  | { kind: 'ai-filled'; what: 'selection' | 'training' | 'sponsor'; players: string[] };

export interface ClubNewsView {
  clubName: string;
  /** The step told of; null before the first step is played. */
  step: { season: number; week: number; phase: SeasonPhase; cupStep?: CupStepKind } | null;
  /** The step's result, the table position and the cups: null before the first step is played. */
  headline: ClubHeadline | null;
  items: NewsItem[];
  balance: number;
  next: { opponent: string; home: boolean; week: number } | null;
}

/**
 * The manager's own news of the step last played, read from its stored
 * events and orders: only what concerns his club, and a sealed bid's amount
 * only his own (a rival's winning amount is never told; a fee is, as the
 * channel's transfer news announces it). A bid is told only to the manager
 * who placed it, never to a successor who took the club since.
 */
export async function clubNews(deps: LeagueDeps, input: LeagueRef & { userId: string }): Promise<ClubNewsView> {
  return readAsManager(deps, input, async ({ trx, league, state, own: club }) => {
    if (!club) throw new NotYourClub();
    const step = await lastPlayedStep(trx, league.id);
    const own = state.clubs[club.id];
    const clubName = (id: string | null) => (id ? (state.clubs[id]?.name ?? 'another club') : null);
    const next = nextFixture(state, club.id, clubName);
    if (!step) return { clubName: club.name, step: null, headline: null, items: [], balance: own?.balance ?? 0, next };

    const names = new Map<string, string>(Object.values(state.players).map((p) => [p.id, p.name]));
    for (const e of step.events) if (e.type === 'transferred' || e.type === 'player-listed') names.set(e.playerId, e.name);
    const player = (id: string) => names.get(id) ?? 'a player who has left the game';
    const [given, hisBids] = await Promise.all([
      ordersOfTurn(trx, league.id, step.turn, club.id),
      playersBidForBy(trx, league.id, step.turn, club.id, input.userId),
    ]);
    // A predecessor's sealed bids left with him (release-club): only the bids this manager placed are told.
    const bids = (step.orders[club.id]?.bids ?? []).filter((bid) => hisBids.has(bid.playerId));
    const items = [
      ...transferNews(step.events, bids, club.id, player, clubName, (id) => state.players[id]?.clubId === club.id),
      ...clubEvents(step.events, club.id, player),
      ...dealNewsItems(step.events, club.id, state),
      ...aiFilled(step.orders[club.id] ?? {}, new Set(given.map((g) => g.kind)), given, player),
    ];
    return {
      clubName: club.name,
      step: { season: step.season, week: step.week, phase: footballPhase(step.phase), ...cupStepIn(step.events) },
      headline: clubHeadline(state, step.events, club.id),
      items,
      balance: own?.balance ?? 0,
      next,
    };
  });
}

/** A cup step's news says which it was, as its posts do. */
function cupStepIn(events: readonly EngineEvent[]): { cupStep?: CupStepKind } {
  const started = events.find((e) => e.type === 'cup-step-started');
  return started?.type === 'cup-step-started' ? { cupStep: started.kind } : {};
}

function transferNews(
  events: readonly EngineEvent[],
  bids: readonly { playerId: string; amount: number }[],
  clubId: string,
  player: (id: string) => string,
  clubName: (id: string | null) => string | null,
  isOwn: (playerId: string) => boolean,
): NewsItem[] {
  const items: NewsItem[] = [];
  const moved = new Map<string, Extract<EngineEvent, { type: 'transferred' }>>();
  for (const e of events) if (e.type === 'transferred') moved.set(e.playerId, e);
  for (const bid of bids) {
    const deal = moved.get(bid.playerId);
    if (deal?.toClubId === clubId) items.push({ kind: 'bid-won', player: player(bid.playerId), amount: bid.amount, fee: deal.fee });
    else if (deal) items.push({ kind: 'bid-lost', player: player(bid.playerId), amount: bid.amount, joined: clubName(deal.toClubId) });
    else items.push({ kind: 'bid-open', player: player(bid.playerId), amount: bid.amount });
  }
  for (const e of events) {
    if (e.type === 'transferred' && e.fromClubId === clubId) items.push({ kind: 'sold', player: e.name, fee: e.fee, to: clubName(e.toClubId) });
    if (e.type === 'sale-changed' && e.clubId === clubId)
      items.push({ kind: 'listed', player: player(e.playerId), mode: e.mode, askingPrice: e.askingPrice });
  }
  for (const e of events) {
    if (e.type === 'transfer-roll' && !moved.has(e.playerId) && isOwn(e.playerId))
      items.push({ kind: 'not-sold', player: player(e.playerId), roll: e.roll });
  }
  return items;
}

function clubEvents(events: readonly EngineEvent[], clubId: string, player: (id: string) => string): NewsItem[] {
  const items: NewsItem[] = [];
  for (const e of events) {
    if (!('clubId' in e) || e.clubId !== clubId) continue;
    switch (e.type) {
      case 'build-started':
        items.push({ kind: 'build-started', stand: e.stand, cost: e.cost, weeks: e.weeks });
        break;
      case 'build-completed':
        items.push({ kind: 'build-finished', stand: e.stand });
        break;
      case 'staff-hired':
      case 'staff-fired':
        items.push({ kind: 'staff', role: e.role, hired: e.type === 'staff-hired' });
        break;
      case 'training-completed':
        items.push({ kind: 'training-completed', player: player(e.playerId), code: e.code });
        break;
      case 'injury':
      case 'fortune-injury':
        items.push({ kind: 'injury', player: player(e.playerId), weeks: e.weeks });
        break;
      case 'money':
        items.push({ kind: 'money', amount: e.amount, detail: e.detail });
        break;
      case 'order-rejected':
      case 'season-order-rejected':
        for (const v of e.violations) items.push({ kind: 'refused', order: e.order, message: violationText('en', v), violation: v });
        break;
      case 'lineup-chosen': {
        // A player who left before the selection left an empty place in the standing lineup: name him in it.
        const named = new Set((e.changes ?? []).map((c) => c.outId));
        const unnamed = departedIn(events, clubId).filter((id) => !named.has(id));
        items.push({
          kind: 'lineup',
          formation: e.lineup.formation,
          source: e.source,
          changes: (e.changes ?? []).map((c) => {
            const gone = c.outId === null && c.reason === 'filler' ? unnamed.shift() : undefined;
            return {
              slot: c.slot,
              out: gone ? player(gone) : c.outId ? player(c.outId) : null,
              in: c.inId ? player(c.inId) : null,
              reason: gone ? 'left' : c.reason,
            };
          }),
        });
        break;
      }
    }
  }
  return items;
}

/** The players who left the club in the step: sold, traded or lent away, or a loan ended. */
function departedIn(events: readonly EngineEvent[], clubId: string): string[] {
  return events.flatMap((e) => {
    if (e.type === 'transferred') return e.fromClubId === clubId ? [e.playerId] : [];
    if (e.type === 'loan-returned') return e.borrowerId === clubId ? [e.playerId] : [];
    if (e.type !== 'deal-done') return [];
    const t = e.terms;
    if (t.kind === 'loan') return t.ownerId === clubId ? [t.playerId] : [];
    return t.fromClubId === clubId ? [...t.give] : t.toClubId === clubId ? [...t.get] : [];
  });
}

/** What the AI gave in his place: the orders the step ran on that he did not give. */
function aiFilled(
  played: { selection?: unknown; training?: Record<string, unknown>; sponsorYears?: unknown },
  givenKinds: Set<string>,
  given: readonly { kind: string; payload: unknown }[],
  player: (id: string) => string,
): NewsItem[] {
  const items: NewsItem[] = [];
  if (played.selection && !givenKinds.has('selection')) items.push({ kind: 'ai-filled', what: 'selection', players: [] });
  const own = (given.find((g) => g.kind === 'training')?.payload ?? {}) as Record<string, unknown>;
  const planned = Object.keys(played.training ?? {}).filter((id) => !(id in own));
  if (planned.length) items.push({ kind: 'ai-filled', what: 'training', players: planned.map(player) });
  if (played.sponsorYears !== undefined && !givenKinds.has('sponsorYears')) items.push({ kind: 'ai-filled', what: 'sponsor', players: [] });
  return items;
}

function nextFixture(
  state: { week: number; phase: string; divisions: { fixtures: { round: number; homeId: string; awayId: string }[] }[] },
  clubId: string,
  clubName: (id: string | null) => string | null,
): ClubNewsView['next'] {
  const round = state.phase === 'preseason' ? 1 : state.week;
  for (const division of state.divisions) {
    const fixture = division.fixtures.find((f) => f.round === round && (f.homeId === clubId || f.awayId === clubId));
    if (fixture) {
      const home = fixture.homeId === clubId;
      return { opponent: clubName(home ? fixture.awayId : fixture.homeId) ?? 'another club', home, week: round };
    }
  }
  return null;
}
