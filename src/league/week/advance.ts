import { remindersAlreadyPassed } from '../schedule/due.js';
import { recordAudit } from '../../db/repositories/audit.repository.js';
import { clubHeaders } from '../../db/repositories/club.repository.js';
import { lockLeagueRow, tryLeagueLock, updateLockedLeagueRow } from '../../db/repositories/league.repository.js';
import { enqueue } from '../../db/repositories/outbox.repository.js';
import { clearReady } from '../../db/repositories/ready.repository.js';
import { recordPlayedStep } from '../../db/repositories/played-steps.repository.js';
import { json } from '../../db/json.js';
import { phraseMemoryAfter } from '../posts/phrase-memory.js';
import { nextDeadline } from '../shared/deadline.js';
import type { LeagueDeps } from '../deps.js';
import { NotFound } from '../errors.js';
import { leagueSummary } from '../shared/league-summary.js';
import { gameModeOf } from '../modes/game-modes.js';
import { leagueOrdersOf } from '../shared/stored-orders.js';
import { withBestPredictors } from '../posts/story-predictors.js';
import { carryCareersInto } from '../shared/career.js';
import type { AdvanceOutcome, WeekRef } from '../shared/views.js';

/** Steps of the advance pipeline, named so a test can inject a failure after each. */
export const ADVANCE_STAGES = [
  'locked',
  'checked',
  'loaded',
  'orders-filled',
  'played',
  'state-written',
  'step-recorded',
  'ledger-written',
  'outbox-written',
  'week-bumped',
] as const;
export type AdvanceStage = (typeof ADVANCE_STAGES)[number];

export interface AdvanceOptions {
  /** Called after each step; a test throws from it to check nothing partial is left. */
  afterStage?: (step: AdvanceStage) => void | Promise<void>;
  /** An admin who forced the week (/admin advance): recorded in the audit log with the step. */
  actorUserId?: string;
}

/**
 * Plays the league's current step (a week, the pre-season or the end of
 * season) exactly once, in one transaction: lock, check the step, load, fill
 * missing orders with the AI manager's, play (each through the league's game), write the state, the events, the
 * ledger and the outbox, and move the league on. A call for a step already
 * played, or one being played elsewhere, changes nothing and says so.
 */
export async function advanceLeague(deps: LeagueDeps, leagueId: string, expected: WeekRef, options: AdvanceOptions = {}): Promise<AdvanceOutcome> {
  const reached = options.afterStage ?? (() => {});
  return deps.db.transaction().execute(async (trx) => {
    // Another process is playing it: at a shared deadline every process meets this for many leagues, so it reads nothing.
    if (!(await tryLeagueLock(trx, leagueId))) return { played: false, reason: 'busy', league: null };
    await reached('locked');

    // The row lock waits for orders being given right now, so none is left behind in the old week.
    const league = await lockLeagueRow(trx, leagueId);
    if (!league) throw new NotFound('league', { key: 'refusal.league.noSuchLeague' });
    const stale = league.season !== expected.season || league.week !== expected.week || league.phase !== expected.phase;
    if (stale || (expected.turn !== undefined && expected.turn !== league.turn)) {
      return { played: false, reason: 'already-played', league: leagueSummary(league) };
    }
    if (!league.started) return { played: false, reason: 'not-started', league: leagueSummary(league) };
    if (league.archived_at) return { played: false, reason: 'game-over', league: leagueSummary(league) };
    await reached('checked');

    const mode = gameModeOf(league);
    const [{ state, snapshot }, stored, clubs] = await Promise.all([
      mode.load(trx, league),
      leagueOrdersOf(trx, leagueId, league.turn),
      clubHeaders(trx, leagueId),
    ]);
    await reached('loaded');

    const managed = new Set(clubs.filter((c) => c.manager_user_id).map((c) => c.id));
    const orders = mode.fillOrders(state, stored, managed);
    await reached('orders-filled');

    const seed = mode.diceSeed(state);
    const { state: next, events } = mode.playStep(state, orders, seed);
    await reached('played');

    await mode.save(trx, { league, snapshot, after: next, events });
    await reached('state-written');

    const now = deps.clock.now();
    const played = mode.position(state);
    await recordPlayedStep(trx, { leagueId, turn: league.turn, step: played, seed, orders, events, at: now });
    await reached('step-recorded');

    await mode.keepBooks(trx, { league, before: state, events, at: now });
    await reached('ledger-written');

    const { schedule } = league;
    const from = schedule.kind === 'weekly' && league.next_deadline && league.next_deadline > now ? league.next_deadline : now;
    const deadline = nextDeadline(schedule, from);
    const told = mode.messages({ league, clubs, before: state, after: next, events, nextDeadline: deadline });
    const news = mode.storedNews ? await mode.storedNews(trx, { league, clubs, before: state, after: next, events, messages: told, at: now }) : told;
    const messages = await withBestPredictors(trx, league, played, news);
    const outboxRows = await enqueue(trx, messages, now);
    const phrases = phraseMemoryAfter(messages);
    await reached('outbox-written');

    const reachedStep = mode.position(next);
    const moved = await updateLockedLeagueRow(trx, league, {
      season: reachedStep.season,
      week: reachedStep.week,
      phase: reachedStep.phase,
      next_id: reachedStep.nextId,
      turn: league.turn + 1,
      next_deadline: deadline,
      reminders_sent: remindersAlreadyPassed(league.reminder_offsets, deadline, now),
      ...(phrases ? { phrase_memory: json(phrases) } : {}),
      updated_at: now,
    });
    await clearReady(trx, leagueId);
    await carryCareersInto(trx, leagueId, league, reachedStep, now);
    if (options.actorUserId) {
      await recordAudit(
        trx,
        { leagueId, guildId: league.guild_id, actorUserId: options.actorUserId, action: 'advance', detail: { turn: league.turn, ...expected } },
        now,
      );
    }
    await reached('week-bumped');

    const step: WeekRef = { season: played.season, week: played.week, phase: played.phase };
    return { played: true, step, league: leagueSummary(moved), outboxRows };
  });
}
