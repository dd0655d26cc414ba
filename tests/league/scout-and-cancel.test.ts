import { expect, it } from 'vitest';
import type { ScoutRequest } from '../../src/engine/model/orders.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { InvalidInput, NotFound, NotYourClub, RuleViolation } from '../../src/league/errors.js';
import { cancelBuild, hireStaff, myOrders, myScoutRequest, orderBuild, setScoutRequest } from '../../src/league/orders/orders.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, stateOf, weekOf } from './helpers.js';

/** A league in week 1 whose first manager hired a Chief Scout in pre-season, and whose second did not. */
async function seasonWithScout(deps: LeagueDeps): Promise<LeagueSummary> {
  const { league } = await startedLeague(deps, ['u1', 'u2']);
  await hireStaff(deps, { leagueId: league.id, userId: 'u1', role: 'chiefScout' });
  const outcome = await advanceLeague(deps, league.id, weekOf(league));
  if (!outcome.played) throw new Error('pre-season was not played');
  const state = await stateOf(deps, league.id);
  expect(state.phase).toBe('season');
  return outcome.league;
}

describeOnEachDatabase('the Chief Scout’s request and cancelling a build', (database) => {
  it('GIVEN a Chief Scout in week 1 THEN a request is stored, shown, replaced and withdrawn', async () => {
    const deps = depsOf(database());
    const league = await seasonWithScout(deps);
    const u1 = { leagueId: league.id, userId: 'u1' };
    expect((await myScoutRequest(deps, u1)).orders.scout).toBeUndefined();
    await setScoutRequest(deps, { ...u1, request: { facet: 'age', shift: -2 } });
    expect((await myScoutRequest(deps, u1)).orders.scout).toEqual({ facet: 'age', shift: -2 });
    await setScoutRequest(deps, { ...u1, request: { facet: 'position', shift: 1 } });
    expect((await myOrders(deps, u1)).orders.scout).toEqual({ facet: 'position', shift: 1 });
    expect((await setScoutRequest(deps, { ...u1, request: null })).orders.scout).toBeUndefined();
    await expect(setScoutRequest(deps, { ...u1, request: null })).rejects.toBeInstanceOf(NotFound);
    expect((await myOrders(deps, u1)).orders).toEqual({});
  });

  const notAllowed: [string, unknown][] = [
    ['an age moved three places', { facet: 'age', shift: 3 }],
    ['an age moved no place', { facet: 'age', shift: 0 }],
    ['a position moved two rolls', { facet: 'position', shift: -2 }],
    ['an ability moved two rolls', { facet: 'ability', shift: 2 }],
    ['half a roll', { facet: 'ability', shift: 0.5 }],
    ['a facet the rulebook does not have', { facet: 'height', shift: 1 }],
    ['a preference for a position that does not exist', { facet: 'prefer', position: 'RW' }],
  ];
  it('GIVEN a facet or a shift the rulebook does not allow THEN each is refused, and the standing request is kept', async () => {
    const deps = depsOf(database());
    const league = await seasonWithScout(deps);
    const u1 = { leagueId: league.id, userId: 'u1' };
    await setScoutRequest(deps, { ...u1, request: { facet: 'ability', shift: 1 } });
    for (const [what, request] of notAllowed) {
      const order = setScoutRequest(deps, { ...u1, request: request as ScoutRequest });
      await expect(order, what).rejects.toBeInstanceOf(RuleViolation);
      await expect(order, what).rejects.toMatchObject({ violation: { code: 'scout-shift-not-allowed' } });
    }
    expect((await myOrders(deps, u1)).orders).toEqual({ scout: { facet: 'ability', shift: 1 } });
  });

  it('GIVEN a request with fields of its own THEN only the request is stored', async () => {
    const deps = depsOf(database());
    const league = await seasonWithScout(deps);
    const u1 = { leagueId: league.id, userId: 'u1' };
    await setScoutRequest(deps, { ...u1, request: { facet: 'age', shift: 1, note: '@everyone' } as ScoutRequest });
    expect((await myOrders(deps, u1)).orders.scout).toEqual({ facet: 'age', shift: 1 });
  });

  it('GIVEN a manager of another club, with no Chief Scout, or no club at all THEN he is refused and nothing is stored', async () => {
    const deps = depsOf(database());
    const league = await seasonWithScout(deps);
    const u1 = { leagueId: league.id, userId: 'u1' };
    const u2 = { leagueId: league.id, userId: 'u2' };
    await setScoutRequest(deps, { ...u1, request: { facet: 'age', shift: -1 } });
    await expect(setScoutRequest(deps, { ...u2, request: { facet: 'age', shift: -2 } })).rejects.toMatchObject({
      violation: { code: 'scout-not-employed' },
    });
    await expect(myScoutRequest(deps, u2)).rejects.toMatchObject({ violation: { code: 'scout-not-employed' } });
    await expect(setScoutRequest(deps, { ...u2, request: null })).rejects.toBeInstanceOf(NotFound);
    const stranger = { leagueId: league.id, userId: 'stranger' };
    await expect(setScoutRequest(deps, { ...stranger, request: { facet: 'age', shift: -2 } })).rejects.toBeInstanceOf(NotYourClub);
    await expect(myScoutRequest(deps, stranger)).rejects.toBeInstanceOf(NotYourClub);
    expect((await myOrders(deps, u2)).orders).toEqual({});
    expect((await myOrders(deps, u1)).orders).toEqual({ scout: { facet: 'age', shift: -1 } });
  });

  it('GIVEN a Chief Scout hired this week THEN a request can stand beside the hiring', async () => {
    const deps = depsOf(database());
    const league = await seasonWithScout(deps);
    const u2 = { leagueId: league.id, userId: 'u2' };
    await hireStaff(deps, { ...u2, role: 'chiefScout' });
    await setScoutRequest(deps, { ...u2, request: { facet: 'ability', shift: 1 } });
    expect((await myScoutRequest(deps, u2)).orders).toEqual({ hire: ['chiefScout'], scout: { facet: 'ability', shift: 1 } });
  });

  it('GIVEN pre-season THEN the Chief Scout is refused: there is no weekly listing to shape', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    const u1 = { leagueId: league.id, userId: 'u1' };
    await hireStaff(deps, { ...u1, role: 'chiefScout' });
    await expect(myScoutRequest(deps, u1)).rejects.toMatchObject({ violation: { code: 'scout-not-listing-week' } });
    await expect(setScoutRequest(deps, { ...u1, request: { facet: 'age', shift: -2 } })).rejects.toMatchObject({
      violation: { code: 'scout-not-listing-week' },
    });
    expect((await myOrders(deps, u1)).orders).toEqual({ hire: ['chiefScout'] });
  });

  it('GIVEN a build order THEN cancelling it removes it; a stand with no order, another club’s order or no stand at all is refused', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2']);
    const u1 = { leagueId: league.id, userId: 'u1' };
    const u2 = { leagueId: league.id, userId: 'u2' };
    await orderBuild(deps, { ...u1, stand: 'east', tier: 1, kind: 'seating' });
    await orderBuild(deps, { ...u1, stand: 'west', tier: 1, kind: 'seating' });
    await expect(cancelBuild(deps, { ...u1, stand: 'north' })).rejects.toBeInstanceOf(NotFound);
    await expect(cancelBuild(deps, { ...u2, stand: 'east' })).rejects.toBeInstanceOf(NotFound);
    await expect(cancelBuild(deps, { ...u1, stand: 'roof' as never })).rejects.toBeInstanceOf(InvalidInput);
    await expect(cancelBuild(deps, { leagueId: league.id, userId: 'stranger', stand: 'east' })).rejects.toBeInstanceOf(NotYourClub);
    expect((await myOrders(deps, u2)).orders).toEqual({});
    expect((await myOrders(deps, u1)).orders.builds).toEqual([
      { stand: 'east', tier: 1, kind: 'seating' },
      { stand: 'west', tier: 1, kind: 'seating' },
    ]);
    expect((await cancelBuild(deps, { ...u1, stand: 'east' })).orders.builds).toEqual([{ stand: 'west', tier: 1, kind: 'seating' }]);
    await cancelBuild(deps, { ...u1, stand: 'west' });
    expect((await myOrders(deps, u1)).orders).toEqual({});
  });
});
