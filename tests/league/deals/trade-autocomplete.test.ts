import { expect, it } from 'vitest';
import { clubHeaders } from '../../../src/db/repositories/club.repository.js';
import { autocompletePlayers, autocompleteTradingClubs } from '../../../src/league/views/autocomplete.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, startedLeague, stateOf } from '../helpers.js';

describeOnEachDatabase('a deal’s autocomplete offers only what the deal can take', (database) => {
  it('GIVEN Alice makes an offer THEN get: lists the chosen club’s players only, give: her own, a loan’s player: either side’s, club: the clubs that trade but hers', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob', 'cat']);
    const [alice, bob] = [clubs[0]!.id, clubs[1]!.id];
    const state = await stateOf(deps, league.id);
    const clubOf = (id: string) => state.players[id]!.clubId;
    const ask = (scope: 'own' | 'trade' | 'loan', side = {}) =>
      autocompletePlayers(deps, { leagueId: league.id, userId: 'alice', prefix: '', scope, limit: 25, side });

    const toBob = await ask('trade', { userId: 'bob' });
    expect(toBob.length).toBeGreaterThan(10);
    expect(new Set(toBob.map((c) => clubOf(c.id)))).toEqual(new Set([bob]));
    const bobByName = await ask('trade', { clubText: ` ${clubs[1]!.name.toUpperCase()} ` });
    expect(bobByName.map((c) => c.id)).toEqual(toBob.map((c) => c.id));
    expect(new Set((await ask('trade', { clubText: bob })).map((c) => clubOf(c.id)))).toEqual(new Set([bob]));
    // A loan's one player: hers to lend or Bob's to borrow, nobody else's.
    const loan = await ask('loan', { userId: 'bob' });
    expect(new Set(loan.map((c) => clubOf(c.id)))).toEqual(new Set([alice, bob]));
    const own = await ask('own');
    expect(new Set(own.map((c) => clubOf(c.id)))).toEqual(new Set([alice]));

    const headers = await clubHeaders(deps.db, league.id);
    const charts = headers.find((c) => !c.player_controlled)!;
    expect(charts).toBeDefined();
    // A club run from the charts refuses every offer: none of its players (it has none to trade) is offered.
    expect(await ask('trade', { clubText: charts.id })).toEqual([]);
    // No side chosen yet: any trading club's players but Alice's own.
    const anyone = await ask('trade');
    expect(anyone.length).toBeGreaterThan(0);
    const trading = new Set(headers.filter((c) => c.player_controlled && c.id !== alice).map((c) => c.id));
    for (const choice of anyone) expect(trading.has(clubOf(choice.id)!)).toBe(true);

    const offered = await autocompleteTradingClubs(deps, { leagueId: league.id, userId: 'alice', typed: '' });
    expect(offered.map((c) => c.id).sort()).toEqual([...trading].sort());
    expect(
      offered
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    ).toEqual([bob, clubs[2]!.id].sort());
    expect(offered.some((c) => c.id === charts.id || c.id === alice)).toBe(false);
  });
});
