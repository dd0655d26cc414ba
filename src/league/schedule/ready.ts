import type { Transaction } from 'kysely';
import { clubHeaders, type ClubHeader } from '../../db/repositories/club.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import { footballPhase } from '../../db/league-columns.js';
import { enqueue } from '../../db/repositories/outbox.repository.js';
import { clearReady, readyClubs, setReady } from '../../db/repositories/ready.repository.js';
import type { ClubOrders } from '../../engine/model/orders.js';
import type { LeagueState } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import { Conflict } from '../errors.js';
import { resolveLeagueShared, type LeagueRef } from '../resolve/league-ref.js';
import { requireOpenGame } from '../shared/open-game.js';
import type { AllReadyMessage } from '../posts/outbox-messages.js';
import { cupStepOfRow } from '../shared/calendar-step.js';
import { postLocale } from '../shared/league-summary.js';
import { requireManagerClub } from '../guards.js';
import { lineupPlan } from '../shared/lineup-plan.js';
import { weekSpending } from '../shared/week-spending.js';
import { currentState } from '../shared/state-cache.js';
import { clubOrdersOf } from '../shared/stored-orders.js';
import type { OrderWarning, ReadyView } from '../shared/views.js';

/**
 * The manager says his orders for the week are in (or takes it back with ready: false). The last one ready, in a
 * running league that plays early, queues the channel's line saying so, once per week.
 */
export async function markReady(deps: LeagueDeps, input: LeagueRef & { userId: string; ready?: boolean }): Promise<ReadyView> {
  return deps.db.transaction().execute(async (trx) => markReadyIn(trx, deps, await resolveLeagueShared(trx, input), input));
}

/** markReady in the league already read (and held in share mode) by the transaction. */
export async function markReadyIn(
  trx: Transaction<Database>,
  deps: LeagueDeps,
  league: LeagueRow,
  input: { userId: string; ready?: boolean },
): Promise<ReadyView> {
  const { club, ready, allReady, playsNow } = await recordReadyIn(trx, deps, league, input);
  const [state, orders] = await Promise.all([currentState(trx, league), clubOrdersOf(trx, league.id, club.id, league.turn)]);
  return {
    clubId: club.id,
    season: league.season,
    week: league.week,
    phase: footballPhase(league.phase),
    ...cupStepOfRow(league),
    orders,
    ready,
    warnings: orderWarnings(state, club.id, orders),
    lineup: lineupPlan(state, club.id, orders),
    spending: weekSpending(state, club.id, orders),
    allReady,
    playsNow,
  };
}

/**
 * What /ready does in every game, in the league the transaction has read and holds in share mode: the manager's ready
 * flag set or cleared for this turn and, when he is the last one in a running league that plays early, the channel's
 * line queued once.
 */
export async function recordReadyIn(
  trx: Transaction<Database>,
  deps: LeagueDeps,
  league: LeagueRow,
  input: { userId: string; ready?: boolean },
): Promise<{ club: ClubHeader; ready: boolean; allReady: boolean; playsNow: boolean }> {
  requireOpenGame(league);
  const club = await requireManagerClub(trx, league.id, input.userId, trx);
  if (!league.started) {
    throw new Conflict('not-started', { key: 'ready.notStarted' });
  }
  const ready = input.ready ?? true;
  if (ready) await setReady(trx, league.id, club.id, league.turn, deps.clock.now());
  else await clearReady(trx, league.id, club.id);
  const [readySet, clubs] = await Promise.all([readyClubs(trx, league.id, league.turn), clubHeaders(trx, league.id)]);
  const managed = clubs.filter((c) => c.manager_user_id);
  const allReady = managed.length > 0 && managed.every((c) => readySet.has(c.id));
  // Only a running league plays early: never one that is paused (one not started yet was refused above).
  const playsNow = ready && allReady && league.advance_when_ready && !league.paused;
  if (playsNow) {
    const message: AllReadyMessage = {
      season: league.season,
      week: league.week,
      phase: league.phase,
      ...cupStepOfRow(league),
      ...postLocale(league),
      ...(league.game === 'fortunes' ? { game: 'fortunes' as const } : {}),
    };
    const post = {
      leagueId: league.id,
      channelId: league.channel_id,
      kind: 'all-ready',
      payload: message,
      dedupeKey: `${league.id}:${league.turn}:all-ready`,
    };
    await enqueue(trx, [post], deps.clock.now());
  }
  return { club, ready, allReady, playsNow };
}

/** What a manager may have overlooked: nothing here is illegal, only worth a second look. */
export function orderWarnings(state: LeagueState, clubId: string, orders: ClubOrders): OrderWarning[] {
  const warnings: OrderWarning[] = [];
  const club = state.clubs[clubId];
  if (!club) return warnings;
  const squad = Object.values(state.players).filter((p) => p.clubId === clubId);
  if (state.phase === 'season') {
    // An injured or missing player is shown with the XI that will play (lineupPlan); only fillers are worth a warning here.
    const lineup = orders.selection?.lineup ?? club.lineup;
    const fillers = lineup ? [lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack].filter((id) => id === null).length : 0;
    if (fillers) warnings.push({ kind: 'youth-fillers', count: fillers });
  }
  const untrained = squad.filter((p) => (orders.training && p.id in orders.training ? orders.training[p.id] : p.training) === null);
  if (untrained.length) warnings.push({ kind: 'untrained', count: untrained.length });
  if (state.phase === 'preseason' && orders.sponsorYears === undefined && !club.sponsor) warnings.push({ kind: 'no-sponsor' });
  return warnings;
}
