import { expect, it } from 'vitest';
import { sponsorFor, sponsorModifier } from '../../src/engine/preseason/sponsors.js';
import { capacityInUse, standCapacity } from '../../src/engine/stadium/capacity.js';
import { STAND_SHAPE, TIER_CAPACITY, TIER_COST } from '../../src/engine/stadium/stadium-chart.js';
import { WEEKLY_WAGE } from '../../src/engine/staff/staff-chart.js';
import { askingPrice } from '../../src/engine/transfers/transfer-values.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { chooseSponsor, hireStaff, orderBuild, placeBid, setExecutiveBoxes, setSale, setTraining } from '../../src/league/orders/orders.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, listOnMarket, startedLeague, stateOf } from './helpers.js';

/** Issue 22: every order's reply carries its price or effect, worked out when it is given. */
describeOnEachDatabase('the price of an order', (database) => {
  it('GIVEN each kind of order with a price THEN the use case returns it, figure for figure', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const base = { leagueId: league.id, userId: 'u1' };
    const clubId = clubs[0]!.id;
    const state = await stateOf(deps, league.id);
    const club = state.clubs[clubId]!;
    const own = Object.values(state.players).filter((p) => p.clubId === clubId && p.positions[0] !== 'GK');
    const theirs = Object.values(state.players).find((p) => p.clubId === clubs[1]!.id && p.positions[0] !== 'GK')!;
    const balance = club.balance;

    const east = club.stadium!.stands.east;
    const built = await orderBuild(deps, { ...base, stand: 'east', tier: 1, kind: 'seating' });
    const cost = TIER_COST[STAND_SHAPE.east].seating[0];
    expect(built.price).toEqual({
      kind: 'build',
      stand: 'east',
      cost,
      weeksClosed: 7,
      capacityNow: capacityInUse(club.stadium!),
      capacityDuring: capacityInUse(club.stadium!) - standCapacity('east', east),
      capacityAfter: capacityInUse(club.stadium!) - standCapacity('east', east) + TIER_CAPACITY[STAND_SHAPE.east].seating[0],
      balance,
      balanceAfter: balance - cost,
    });

    expect((await hireStaff(deps, { ...base, role: 'clubDoctor' })).price).toEqual({
      kind: 'hire',
      role: 'clubDoctor',
      wage: WEEKLY_WAGE.clubDoctor,
      balance,
    });

    const modifier = sponsorModifier(club);
    expect((await chooseSponsor(deps, { ...base, years: 2 })).price).toEqual({
      kind: 'sponsor',
      years: 2,
      continues: false,
      least: sponsorFor(1 + modifier).twoYears,
      most: sponsorFor(6 + modifier).twoYears,
      otherLeast: sponsorFor(1 + modifier).oneYear,
      otherMost: sponsorFor(6 + modifier).oneYear,
    });

    const quick = own[0]!;
    expect((await setSale(deps, { ...base, playerId: quick.id, mode: 'quick' })).price).toEqual({
      kind: 'sale',
      mode: 'quick',
      askingPrice: askingPrice(quick, 'quick'),
      sellsOn: 4,
      firstRollWeek: 1,
    });
    expect((await setSale(deps, { ...base, playerId: own[1]!.id, mode: 'full' })).price).toMatchObject({ mode: 'full', sellsOn: 6 });

    expect((await setTraining(deps, { ...base, playerId: own[2]!.id, plan: 'FRM' })).price).toEqual({
      kind: 'training',
      code: 'FRM',
      weeks: 3,
      done: 0,
    });
    expect((await setTraining(deps, { ...base, playerId: own[2]!.id, plan: 'ABL' })).price).toEqual({
      kind: 'training',
      code: 'ABL',
      weeks: 10,
      done: 0,
    });

    await expect(setExecutiveBoxes(deps, { ...base, build: true })).rejects.toMatchObject({ violation: { code: 'boxes-need-all-seater' } });

    await listOnMarket(deps, league.id, [theirs.id], 200_000);
    expect((await placeBid(deps, { ...base, playerId: theirs.id, amount: 250_000 })).price).toEqual({
      kind: 'bid',
      askingPrice: 200_000,
      amount: 250_000,
      balance,
      otherBids: 0,
      premium: 100_000,
      settledWeek: 1,
    });

    // /ready lists the bid by name and counts the week's spending at most.
    const ready = await markReady(deps, base);
    expect(ready.spending).toEqual({
      balance,
      building: cost,
      bids: 250_000,
      wages: WEEKLY_WAGE.clubDoctor,
      balanceAfter: balance - cost - 250_000 - WEEKLY_WAGE.clubDoctor,
      bidLines: [{ playerName: theirs.name, amount: 250_000, askingPrice: 200_000 }],
    });
  });
});
