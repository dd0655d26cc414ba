import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { loadFortunesGameState } from '../../src/db/repositories/fortunes-game.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import { bestLineUp } from '../../src/engine/fortunes-game/line-up.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import { createFortunesGameLeague } from '../../src/league/modes/fortunes-game/create-fortunes-game-league.js';
import type { FortunesGameLeague } from '../../src/league/modes/fortunes-game/fortunes-game-league.js';
import { gameModeOf } from '../../src/league/modes/game-modes.js';
import { replayLeague } from '../../src/league/week/replay.js';
import { putOrder } from '../../src/db/repositories/orders.repository.js';
import { json } from '../../src/db/json.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, weekOf } from './helpers.js';

const MANAGERS = ['u-ann', 'u-bob'];

async function fortunesLeague(deps: LeagueDeps): Promise<LeagueSummary> {
  const created = await createFortunesGameLeague(deps, {
    guildId: 'g1',
    channelId: `ch-${randomUUID()}`,
    name: 'Fortunes Friday',
    actorUserId: 'admin',
    isAdmin: true,
    seasons: 2,
    skill: 2,
    options: { humanClubs: 2, seed: 11, schedule: { kind: 'interval', hours: 24 } },
  });
  for (const userId of MANAGERS) await joinLeague(deps, { leagueId: created.id, userId });
  return startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
}

async function stateOf(deps: LeagueDeps, leagueId: string): Promise<FortunesGameLeague> {
  return (await loadFortunesGameState(deps.db, leagueId)) as FortunesGameLeague;
}

describeOnEachDatabase('a Football Fortunes game league', (database) => {
  it('GIVEN a new game THEN it has ten clubs, two managers dealt 13 cards and £200,000, and its own game mode', async () => {
    const deps = depsOf(database());
    const league = await fortunesLeague(deps);
    expect(league.game).toBe('fortunes');
    expect(gameModeOf(league).game).toBe('fortunes');
    const { game } = await stateOf(deps, league.id);
    expect(game.clubs).toHaveLength(10);
    expect(game.clubs.filter((c) => c.managed)).toHaveLength(2);
    for (const manager of Object.values(game.managers)) {
      expect(manager.squad).toHaveLength(13);
      expect(manager.cash).toBe(200_000);
    }
    const clubs = await deps.db.selectFrom('clubs').select(['id', 'manager_user_id']).where('league_id', '=', league.id).execute();
    expect(clubs).toHaveLength(10);
    expect(
      clubs
        .filter((c) => c.manager_user_id)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['manager-1', 'manager-2']);
  });

  it('GIVEN turns played with a manager’s own side THEN the state, its posts and a replay from the stored orders agree', async () => {
    const deps = depsOf(database());
    let league = await fortunesLeague(deps);
    const first = await stateOf(deps, league.id);
    const squad = first.game.managers['manager-1']!.squad;
    const best = bestLineUp(squad);
    const selection = { G: best.G.map((c) => c.id), D: best.D.map((c) => c.id), M: best.M.map((c) => c.id), A: best.A.map((c) => c.id) };
    await putOrder(deps.db, {
      leagueId: league.id,
      clubId: 'manager-1',
      turn: league.turn,
      kind: 'selection',
      payload: json(selection),
      by: 'u-ann',
      at: new Date(),
    });
    for (let turn = 0; turn < 6; turn++) {
      const outcome = await advanceLeague(deps, league.id, weekOf(league));
      if (!outcome.played) throw new Error(`not played: ${outcome.reason}`);
      league = outcome.league;
    }
    const state = await stateOf(deps, league.id);
    expect(state.step).toBe(6);
    expect(state.game.managers['manager-1']!.selection).toEqual(selection);
    expect(state.game.league.results.length).toBeGreaterThanOrEqual(5 * 5);
    const row = await findLeague(deps.db, league.id);
    expect(row!.week).toBe(state.game.slot);
    expect(row!.phase).toBe(state.game.calendar[state.game.slot]!.kind);

    const steps = await playedSteps(deps.db, league.id);
    expect(steps).toHaveLength(6);
    expect((steps[0]!.orders as Record<string, { selection?: unknown }>)['manager-1']!.selection).toEqual(selection);
    const replay = await replayLeague(deps, league.id);
    expect(replay.state).toEqual(state);

    const posts = await deps.db.selectFrom('outbox').select(['kind', 'payload']).where('league_id', '=', league.id).execute();
    const turns = posts.filter((p) => p.kind === 'fortunes-turn');
    expect(turns).toHaveLength(6);
    const leagueTurn = turns.map((p) => p.payload as { table: unknown[] | null; events: { type: string }[] }).find((m) => m.table);
    expect(leagueTurn!.table).toHaveLength(10);
    expect(leagueTurn!.events.filter((e) => e.type === 'league-result')).toHaveLength(5);
    expect(turns.every((p) => !(p.payload as { events: { type: string }[] }).events.some((e) => e.type === 'money'))).toBe(true);
  });
});
