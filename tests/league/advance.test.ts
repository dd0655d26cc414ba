import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOfLeague } from '../../src/db/repositories/audit.repository.js';
import { ledgerSums } from '../../src/db/repositories/ledger.repository.js';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import { toldPosts } from '../../src/league/posts/told-posts.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import { stepSeed } from '../../src/engine/dice.js';
import { ADVANCE_STAGES, advanceLeague } from '../../src/league/week/advance.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import { leagueById } from '../../src/league/find-league.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { leagueResults } from '../../src/league/views/fixtures.js';
import { replayLeague } from '../../src/league/week/replay.js';
import { leagueStatus } from '../../src/league/views/status.js';
import { setTraining } from '../../src/league/orders/orders.js';
import { describeOnEachDatabase, freshDatabase, postgresReachable } from '../support/db.js';
import { depsOf, startedLeague, stateOf, weekOf } from './helpers.js';

/** Everything a step writes for the league, so a test can tell whether anything changed. */
async function footprint(deps: LeagueDeps, leagueId: string) {
  const count = async (table: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where league_id = ${leagueId}`.execute(deps.db)).rows[0]!.n);
  const counts: Record<string, number> = {};
  for (const table of ['ledger', 'outbox', 'match_results', 'played_steps', 'ready_flags', 'market_listings', 'players', 'staff']) {
    counts[table] = await count(table);
  }
  return { league: await leagueById(deps, leagueId), state: await stateOf(deps, leagueId), counts };
}

async function playSteps(deps: LeagueDeps, leagueId: string, steps: number): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const league = await leagueById(deps, leagueId);
    const outcome = await advanceLeague(deps, leagueId, weekOf(league));
    expect(outcome.played).toBe(true);
  }
}

describeOnEachDatabase('advanceLeague', (database) => {
  it('GIVEN a started league THEN advancing plays the step once and a second call for it says it was already played', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2']);
    await markReady(deps, { leagueId: league.id, userId: 'u1' });
    const first = await advanceLeague(deps, league.id, weekOf(league));
    expect(first).toMatchObject({ played: true, step: { season: 1, week: 0, phase: 'preseason' } });
    expect(first.league).toMatchObject({ season: 1, week: 1, phase: 'season', turn: 1 });
    const again = await advanceLeague(deps, league.id, weekOf(league));
    expect(again).toMatchObject({ played: false, reason: 'already-played', league: { turn: 1 } });
    expect((await leagueStatus(deps, league.id)).clubs.every((c) => !c.ready)).toBe(true);
  });

  it('GIVEN an admin forcing the week THEN the audit log records who played it', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    await advanceLeague(deps, league.id, weekOf(league), { actorUserId: 'boss' });
    const audit = await auditOfLeague(deps.db, league.id);
    expect(audit.at(-1)).toMatchObject({ action: 'advance', actor_user_id: 'boss', detail: { turn: 0, season: 1, week: 0 } });
  });

  it('GIVEN a league not started THEN advancing plays nothing', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, []);
    await deps.db.updateTable('leagues').set({ started: false }).where('id', '=', league.id).execute();
    expect(await advanceLeague(deps, league.id, weekOf(league))).toMatchObject({ played: false, reason: 'not-started' });
  });

  it('GIVEN two advances of the same week at once THEN one plays it and the other changes nothing', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    await playSteps(deps, league.id, 1);
    const week1 = weekOf(await leagueById(deps, league.id));
    const outcomes = await Promise.all([advanceLeague(deps, league.id, week1), advanceLeague(deps, league.id, week1)]);
    expect(outcomes.filter((o) => o.played)).toHaveLength(1);
    const noOp = outcomes.find((o) => !o.played)!;
    expect(['busy', 'already-played']).toContain(noOp.reason);
    expect((await playedSteps(deps.db, league.id)).map((s) => s.week)).toEqual([0, 1]);
    const results = await leagueResults(deps, { leagueId: league.id, round: 1 });
    // Divisions without a player-controlled club are simmed at the end of the season: four games a week.
    expect(results).toHaveLength(4);
  });

  it('GIVEN a failure after any step of the advance THEN nothing of the week is left behind, and it plays afterwards', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    await playSteps(deps, league.id, 1);
    const before = await footprint(deps, league.id);
    const week = weekOf(before.league);
    for (const step of ADVANCE_STAGES) {
      const failing = advanceLeague(deps, league.id, week, {
        afterStage: (reached) => {
          if (reached === step) throw new Error(`injected after ${step}`);
        },
      });
      await expect(failing).rejects.toThrow(`injected after ${step}`);
      expect(await footprint(deps, league.id)).toEqual(before);
    }
    expect((await advanceLeague(deps, league.id, week)).played).toBe(true);
    const after = await footprint(deps, league.id);
    expect(after.league.turn).toBe(before.league.turn + 1);
    expect(after.counts.match_results).toBe(before.counts.match_results! + 4);
  });

  it('GIVEN weeks played with managers and AI THEN a replay from the stored seed and orders gives the same results', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2'], { seed: 99 });
    await playSteps(deps, league.id, 1);
    const state = await stateOf(deps, league.id);
    const playerId = Object.values(state.players).find(
      (p) => p.clubId === clubs[0]!.id && p.positions[0] !== 'GK' && !p.potentialReached && p.ability < 10,
    )!.id;
    await setTraining(deps, { leagueId: league.id, userId: 'u1', playerId, plan: 'ABL' });
    await playSteps(deps, league.id, 3);
    const stored = await playedSteps(deps.db, league.id);
    const replay = await replayLeague(deps, league.id);
    expect(replay.steps.map((s) => s.seed)).toEqual(stored.map((s) => s.seed));
    expect(replay.steps.map((s) => s.events)).toEqual(stored.map((s) => s.events));
    expect(replay.state).toEqual(await stateOf(deps, league.id));
    expect(stored[1]!.orders[clubs[0]!.id]?.training?.[playerId]).toBe('ABL');
  });

  it('GIVEN a league stored before dice versions THEN its steps keep the version 1 seeds; a new league plays version 2', async () => {
    const deps = depsOf(database());
    const fresh = await startedLeague(deps, [], { seed: 77 });
    const stored = await startedLeague(deps, [], { seed: 77 });
    // Migration 0004 gives every league stored before it version 1 (tests/db/migrations.test.ts).
    await deps.db.updateTable('leagues').set({ dice_version: 1 }).where('id', '=', stored.league.id).execute();
    await playSteps(deps, fresh.league.id, 1);
    await playSteps(deps, stored.league.id, 1);
    const [freshStep] = await playedSteps(deps.db, fresh.league.id);
    const [storedStep] = await playedSteps(deps.db, stored.league.id);
    expect(freshStep!.seed).toBe(stepSeed(77, 1, 0, 2));
    expect(storedStep!.seed).toBe(stepSeed(77, 1, 0, 1));
    expect((await replayLeague(deps, stored.league.id)).steps.map((s) => s.seed)).toEqual([stepSeed(77, 1, 0, 1)]);
  });

  it('GIVEN a whole season played through the use cases THEN every club balance equals the sum of its ledger and the state equals a replay', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2', 'u3'], { seed: 5 });
    await playSteps(deps, league.id, 16);
    const now = await leagueById(deps, league.id);
    expect(now).toMatchObject({ season: 2, phase: 'preseason' });
    const state = await stateOf(deps, league.id);
    const sums = await ledgerSums(deps.db, league.id);
    const human = Object.values(state.clubs).filter((c) => c.playerControlled);
    expect(human).toHaveLength(8);
    for (const club of human) expect(sums.get(club.id) ?? 0).toBe(club.balance);
    expect(state.history).toHaveLength(1);
    // The state read back after crossing into season two is the one the engine made.
    expect((await replayLeague(deps, league.id)).state).toEqual(state);
    const kinds = new Set(toldPosts(await outboxOfLeague(deps.db, league.id)).map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['match', 'season-review', 'table', 'transfer-news', 'week-summary']);
  });
});

// PostgreSQL only: PGlite has one connection, so a second advance waits for the first's transaction instead of meeting its lock.
describe.runIf(postgresReachable)('a week being played by another transaction [postgres]', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('GIVEN a week being played THEN a second advance of it answers busy without reading the league, and the first plays it', async () => {
    const deps = depsOf(database);
    const { league } = await startedLeague(deps, ['u1']);
    const week0 = weekOf(await leagueById(deps, league.id));
    let second: Awaited<ReturnType<typeof advanceLeague>> | undefined;
    const first = await advanceLeague(deps, league.id, week0, {
      afterStage: async (stage) => {
        if (stage === 'locked') second = await advanceLeague(deps, league.id, week0);
      },
    });
    expect(second).toEqual({ played: false, reason: 'busy', league: null });
    expect(first.played).toBe(true);
    expect((await playedSteps(deps.db, league.id)).map((s) => s.week)).toEqual([0]);
  });
});
