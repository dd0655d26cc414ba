import { expect, it } from 'vitest';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import type { LeagueState, Lineup } from '../../src/engine/model/types.js';
import { validateSelection } from '../../src/engine/selection/validate-selection.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { leagueById } from '../../src/league/find-league.js';
import { InvalidInput, NotFound, NotYourClub, RuleViolation } from '../../src/league/errors.js';
import {
  cancelBuild,
  chooseSponsor,
  fireStaff,
  hireStaff,
  myOrders,
  orderBuild,
  placeBid,
  setSale,
  setExecutiveBoxes,
  setScoutRequest,
  settleTransferRequest,
  setTraining,
  withdrawBid,
} from '../../src/league/orders/orders.js';
import { pickFormation, placeInLineup, setStandingTactics } from '../../src/league/selection/editor-orders.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, listOnMarket, startedLeague, stateOf, weekOf } from './helpers.js';

function squad(state: LeagueState, clubId: string): string[] {
  return Object.values(state.players)
    .filter((p) => p.clubId === clubId && p.positions[0] !== 'GK')
    .map((p) => p.id);
}

describeOnEachDatabase('orders', (database) => {
  it('GIVEN a training order THEN it is saved, and a second one for the same player replaces it', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1']);
    const [playerId] = squad(await stateOf(deps, league.id), clubs[0]!.id);
    await setTraining(deps, { leagueId: league.id, userId: 'u1', playerId: playerId!, plan: 'FRM' });
    const view = await setTraining(deps, { leagueId: league.id, userId: 'u1', playerId: playerId!, plan: 'RST' });
    expect(view.orders.training).toEqual({ [playerId!]: 'RST' });
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders.training).toEqual({ [playerId!]: 'RST' });
  });

  it('GIVEN a new position to train with no Head Coach THEN the engine refuses it and nothing is saved', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1']);
    const state = await stateOf(deps, league.id);
    const playerId = squad(state, clubs[0]!.id).find((id) => !state.players[id]!.positions.includes('CF'))!;
    const order = setTraining(deps, { leagueId: league.id, userId: 'u1', playerId, plan: 'CF' });
    await expect(order).rejects.toBeInstanceOf(RuleViolation);
    await expect(order).rejects.toMatchObject({ violation: { code: 'training-needs-head-coach' } });
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders).toEqual({});
  });

  it("GIVEN another club's player THEN training or selling him is refused as not yours", async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const [theirs] = squad(await stateOf(deps, league.id), clubs[1]!.id);
    await expect(setTraining(deps, { leagueId: league.id, userId: 'u1', playerId: theirs!, plan: 'FRM' })).rejects.toMatchObject({
      violation: { code: 'not-your-player' },
    });
    await expect(setSale(deps, { leagueId: league.id, userId: 'u1', playerId: theirs!, mode: 'quick' })).rejects.toMatchObject({
      violation: { code: 'not-your-player' },
    });
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u2' })).orders).toEqual({});
  });

  it('GIVEN executive boxes and a Chief Scout request in pre-season THEN each is checked by the engine before it is saved', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    const base = { leagueId: league.id, userId: 'u1' };
    await expect(setExecutiveBoxes(deps, { ...base, build: true })).rejects.toMatchObject({ violation: { code: 'boxes-need-all-seater' } });
    await expect(setScoutRequest(deps, { ...base, request: { facet: 'ability', shift: 1 } })).rejects.toMatchObject({
      violation: { code: 'scout-not-listing-week' },
    });
    expect((await myOrders(deps, base)).orders).toEqual({});
  });

  it('GIVEN a user who manages no club THEN every order is refused as not his club', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    await expect(hireStaff(deps, { leagueId: league.id, userId: 'stranger', role: 'clubDoctor' })).rejects.toBeInstanceOf(NotYourClub);
    await expect(myOrders(deps, { leagueId: league.id, userId: 'stranger' })).rejects.toBeInstanceOf(NotYourClub);
  });

  it('GIVEN malformed input that slipped past the command layer THEN it is refused as invalid and nothing is saved', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const [target] = squad(await stateOf(deps, league.id), clubs[1]!.id);
    const base = { leagueId: league.id, userId: 'u1' };
    await expect(placeBid(deps, { ...base, playerId: target!, amount: 100_000.5 })).rejects.toBeInstanceOf(InvalidInput);
    await expect(placeBid(deps, { ...base, playerId: target!, amount: -5 })).rejects.toBeInstanceOf(InvalidInput);
    await expect(hireStaff(deps, { ...base, role: 'tealady' as never })).rejects.toBeInstanceOf(InvalidInput);
    await expect(orderBuild(deps, { ...base, stand: 'roof' as never, tier: 1, kind: 'seating' })).rejects.toBeInstanceOf(InvalidInput);
    await expect(setTraining(deps, { ...base, playerId: target!, plan: 'GK' as never })).rejects.toBeInstanceOf(InvalidInput);
    expect((await myOrders(deps, base)).orders).toEqual({});
  });

  it('GIVEN a formation THEN the quick path picks a legal XI, tactics join it, and a place given to another club’s player is refused', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const auto = await pickFormation(deps, { leagueId: league.id, userId: 'u1', formation: '4-3-3' });
    const lineup = auto.orders.selection!.lineup;
    expect(lineup.formation).toBe('4-3-3');
    expect([lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack]).toHaveLength(11);
    const tactics = { rebound: { when: 'level-or-behind' as const, fromMinute: 60 } };
    const withTactics = await setStandingTactics(deps, { leagueId: league.id, userId: 'u1', ...tactics });
    expect(withTactics.orders.selection).toEqual({ lineup, tactics });
    const rival = Object.values((await stateOf(deps, league.id)).players).find((p) => p.clubId === clubs[1]!.id)!;
    await expect(placeInLineup(deps, { leagueId: league.id, userId: 'u1', index: 10, playerId: rival.id })).rejects.toBeInstanceOf(RuleViolation);
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders.selection).toEqual({ lineup, tactics });
  });

  it('GIVEN bids, sales, builds, staff and sponsor orders THEN each is saved and replaced by kind', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const state = await stateOf(deps, league.id);
    const [mine] = squad(state, clubs[0]!.id);
    const [target, other] = squad(state, clubs[1]!.id);
    await listOnMarket(deps, league.id, [target!, other!], 40_000);
    const base = { leagueId: league.id, userId: 'u1' };
    await placeBid(deps, { ...base, playerId: target!, amount: 100_000 });
    await placeBid(deps, { ...base, playerId: other!, amount: 50_000 });
    await placeBid(deps, { ...base, playerId: target!, amount: 120_000 });
    await withdrawBid(deps, { ...base, playerId: other! });
    await expect(withdrawBid(deps, { ...base, playerId: other! })).rejects.toBeInstanceOf(NotFound);
    await setSale(deps, { ...base, playerId: mine!, mode: 'full' });
    await setSale(deps, { ...base, playerId: mine!, mode: 'quick' });
    await orderBuild(deps, { ...base, stand: 'west', tier: 1, kind: 'seating' });
    await cancelBuild(deps, { ...base, stand: 'west' });
    await orderBuild(deps, { ...base, stand: 'east', tier: 1, kind: 'seating' });
    await hireStaff(deps, { ...base, role: 'headCoach' });
    await hireStaff(deps, { ...base, role: 'clubDoctor' });
    await fireStaff(deps, { ...base, role: 'clubDoctor' });
    await expect(fireStaff(deps, { ...base, role: 'chiefScout' })).rejects.toMatchObject({ violation: { code: 'staff-not-employed' } });
    await chooseSponsor(deps, { ...base, years: 2 });
    const { orders } = await myOrders(deps, base);
    expect(orders).toEqual({
      bids: [{ playerId: target, amount: 120_000 }],
      sales: [{ playerId: mine, mode: 'quick' }],
      builds: [{ stand: 'east', tier: 1, kind: 'seating' }],
      hire: ['headCoach'],
      sponsorYears: 2,
    });
  });

  it('GIVEN the league state written after an order was checked THEN the next order is checked against the new state', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const [target] = squad(await stateOf(deps, league.id), clubs[1]!.id);
    const bid = () => placeBid(deps, { leagueId: league.id, userId: 'u1', playerId: target!, amount: 60_000 });
    await expect(bid()).rejects.toMatchObject({ violation: { code: 'bid-not-listed' } });
    await listOnMarket(deps, league.id, [target!], 50_000);
    expect((await bid()).orders.bids).toEqual([{ playerId: target, amount: 60_000 }]);
  });

  it('GIVEN two managers giving many orders at once THEN none is lost', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const state = await stateOf(deps, league.id);
    await listOnMarket(deps, league.id, [...squad(state, clubs[0]!.id).slice(0, 3), ...squad(state, clubs[1]!.id).slice(0, 3)], 10_000);
    const work = ['u1', 'u2'].flatMap((userId, n) => {
      const own = squad(state, clubs[n]!.id).slice(0, 5);
      const theirs = squad(state, clubs[1 - n]!.id).slice(0, 3);
      return [
        ...own.map((playerId) => setTraining(deps, { leagueId: league.id, userId, playerId, plan: 'FRM' })),
        ...theirs.map((playerId, i) => placeBid(deps, { leagueId: league.id, userId, playerId, amount: 10_000 * (i + 1) })),
      ];
    });
    await Promise.all(work);
    for (const [n, userId] of ['u1', 'u2'].entries()) {
      const { orders } = await myOrders(deps, { leagueId: league.id, userId });
      expect(Object.keys(orders.training ?? {}).sort()).toEqual(squad(state, clubs[n]!.id).slice(0, 5).sort());
      expect(orders.bids).toHaveLength(3);
    }
  });

  it('GIVEN an order given while the week is being played THEN it is in the played week or in the next, never lost', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1']);
    const [playerId] = squad(await stateOf(deps, league.id), clubs[0]!.id);
    const [, outcome] = await Promise.all([
      setTraining(deps, { leagueId: league.id, userId: 'u1', playerId: playerId!, plan: 'RST' }),
      advanceLeague(deps, league.id, weekOf(league)),
    ]);
    expect(outcome.played).toBe(true);
    const played = (await playedSteps(deps.db, league.id))[0]!;
    const inPlayed = played.orders[clubs[0]!.id]?.training?.[playerId!] === 'RST';
    const inNext = (await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders.training?.[playerId!] === 'RST';
    expect(inPlayed !== inNext).toBe(true);
  });

  it('GIVEN a player listed at his own request last season THEN his manager keeps him listed in pre-season, or he comes off by default', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1'], { seed: 21 });
    for (let step = 0; step < 16; step++) expect((await advanceLeague(deps, league.id, weekOf(await leagueById(deps, league.id)))).played).toBe(true);
    const preseason = await leagueById(deps, league.id);
    expect(preseason).toMatchObject({ season: 2, phase: 'preseason' });
    const [kept, dropped] = squad(await stateOf(deps, league.id), clubs[0]!.id);
    await listOnMarket(deps, league.id, [kept!, dropped!], 300_000, 'transfer-request');
    const notListed = squad(await stateOf(deps, league.id), clubs[0]!.id).find((id) => id !== kept && id !== dropped)!;
    const before = await myOrders(deps, { leagueId: league.id, userId: 'u1' });
    await expect(settleTransferRequest(deps, { leagueId: league.id, userId: 'u1', playerId: notListed, keep: true })).rejects.toBeInstanceOf(
      RuleViolation,
    );
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders).toEqual(before.orders);

    const view = await settleTransferRequest(deps, { leagueId: league.id, userId: 'u1', playerId: kept!, keep: true });
    expect(view.orders.keepListed).toEqual([kept]);
    await advanceLeague(deps, league.id, weekOf(preseason));
    const market = (await stateOf(deps, league.id)).market;
    expect(market.find((l) => l.playerId === kept)).toMatchObject({ reason: 'transfer-request' });
    expect(market.some((l) => l.playerId === dropped)).toBe(false);
  });

  it('GIVEN a player id of __proto__ or constructor THEN every order says there is no such player, and nothing is saved', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    const base = { leagueId: league.id, userId: 'u1' };
    for (const playerId of ['__proto__', 'constructor', 'toString']) {
      await expect(setTraining(deps, { ...base, playerId, plan: 'FRM' }), playerId).rejects.toBeInstanceOf(NotFound);
      await expect(setSale(deps, { ...base, playerId, mode: 'quick' }), playerId).rejects.toBeInstanceOf(NotFound);
      await expect(placeBid(deps, { ...base, playerId, amount: 10_000 }), playerId).rejects.toBeInstanceOf(NotFound);
    }
    const state = await stateOf(deps, league.id);
    const lineup: Lineup = {
      formation: '4-4-2',
      goalkeeper: '__proto__',
      defence: ['constructor', 'a', 'b', 'c'],
      midfield: ['d', 'e', 'f', 'g'],
      attack: ['h', 'i'],
    };
    expect(
      validateSelection(state, Object.keys(state.clubs)[0]!, lineup, {})
        .slice(0, 2)
        .map((v) => v.code),
    ).toEqual(['unknown-player', 'unknown-player']);
    expect((await myOrders(deps, base)).orders).toEqual({});
  });
});
