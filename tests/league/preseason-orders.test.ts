import { expect, it } from 'vitest';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import type { LeagueState } from '../../src/engine/model/types.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { chooseSponsor, hireStaff, myOrders, orderBuild, placeBid, setSale, setScoutRequest, setTraining } from '../../src/league/orders/orders.js';
import { pickFormation } from '../../src/league/selection/editor-orders.js';
import { readyClubs } from '../../src/db/repositories/ready.repository.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, listOnMarket, makeLeagueIn, startedLeague, stateOf, weekOf } from './helpers.js';

function outfield(state: LeagueState, clubId: string): string[] {
  return Object.values(state.players)
    .filter((p) => p.clubId === clubId && p.positions[0] !== 'GK')
    .sort((a, b) => a.ability - b.ability)
    .map((p) => p.id);
}

/**
 * Issue 22: an order accepted in pre-season is never dropped. The pre-season
 * plays staff, building and the sponsor; the XI, training and sales stand for
 * week 1; bids and the Chief Scout's request are week 1's orders.
 */
describeOnEachDatabase('orders given in pre-season', (database) => {
  it('GIVEN a league whose season has not started THEN /ready says so and marks nobody ready', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps);
    await joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    await expect(markReady(deps, { leagueId: league.id, userId: 'u1' })).rejects.toMatchObject({
      code: 'not-started',
      message: expect.stringMatching(/^The season has not started yet/),
    });
    expect((await readyClubs(deps.db, league.id, 0)).size).toBe(0);
  });

  it('GIVEN every kind of order in pre-season THEN each has taken effect, or is an order of week 1, once the pre-season is played', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const clubId = clubs[0]!.id;
    const base = { leagueId: league.id, userId: 'u1' };
    const before = await stateOf(deps, league.id);
    expect(before.phase).toBe('preseason');
    const [target] = outfield(before, clubs[1]!.id);
    await listOnMarket(deps, league.id, [target!], 50_000);

    const tactics = { rebound: { when: 'behind' as const, fromMinute: 70 } };
    const { orders: picked } = await pickFormation(deps, { ...base, formation: '4-3-3', tactics });
    const lineup = picked.selection!.lineup;
    const xi = new Set([lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack]);
    const bench = outfield(before, clubId).filter((id) => !xi.has(id));
    const plans = { [bench[0]!]: 'FRM', [bench[1]!]: 'RST', [bench[2]!]: 'FIT' } as const;
    for (const [playerId, plan] of Object.entries(plans)) await setTraining(deps, { ...base, playerId, plan });
    await setSale(deps, { ...base, playerId: bench.at(-1)!, mode: 'quick' });
    await placeBid(deps, { ...base, playerId: target!, amount: 60_000 });
    await orderBuild(deps, { ...base, stand: 'east', tier: 1, kind: 'seating' });
    await hireStaff(deps, { ...base, role: 'chiefScout' });
    // The Chief Scout works in match weeks only: his request is asked in week 1, not carried from pre-season.
    await expect(setScoutRequest(deps, { ...base, request: { facet: 'ability', shift: 1 } })).rejects.toMatchObject({
      message: expect.stringMatching(/match weeks only/),
    });
    await chooseSponsor(deps, { ...base, years: 2 });

    const preseason = await advanceLeague(deps, league.id, weekOf(league));
    expect(preseason.played).toBe(true);
    const week1 = await stateOf(deps, league.id);
    expect(week1.week).toBe(1);
    const club = week1.clubs[clubId]!;
    expect(club.lineup).toEqual(lineup);
    expect(club.tactics).toEqual(tactics);
    for (const [playerId, plan] of Object.entries(plans)) expect(week1.players[playerId]!.training, playerId).toBe(plan);
    expect(week1.market.find((l) => l.playerId === bench.at(-1))).toMatchObject({ mode: 'quick', sellerId: clubId });
    expect(club.staff.map((s) => s.role)).toEqual(['chiefScout']);
    expect(club.sponsor?.years).toBe(2);
    expect(club.stadium!.stands.east.work).not.toBeNull();
    // Bids are week 1's orders, which the manager can still change.
    expect((await myOrders(deps, base)).orders).toEqual({ bids: [{ playerId: target, amount: 60_000 }] });

    const played = await advanceLeague(deps, league.id, weekOf(preseason.league!));
    expect(played.played).toBe(true);
    const step = (await playedSteps(deps.db, league.id)).at(-1)!;
    expect(step.orders[clubId]!.selection ?? null).toBeNull();
    expect(step.orders[clubId]!.bids).toEqual([{ playerId: target, amount: 60_000 }]);
    expect(step.events).toContainEqual({ type: 'lineup-chosen', clubId, source: 'standing', lineup });
    expect(step.events).toContainEqual(expect.objectContaining({ type: 'transfer-roll', playerId: target, bidders: [clubId] }));
    const after = await stateOf(deps, league.id);
    expect(after.players[bench[0]!]!.trainingProgress.FRM ?? 0).toBe(1);
    expect(after.clubs[clubId]!.lineup!.formation).toBe('4-3-3');
    expect(after.clubs[clubId]!.tactics).toEqual(tactics);
  });
});
