import { expect, it } from 'vitest';
import { loadState, saveState } from '../../src/db/repositories/league-state.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { newLeagueState as newLeague } from '../../src/engine/new-league.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, makeLeagueIn } from '../league/helpers.js';

describeOnEachDatabase('league state mapping', (database) => {
  it('GIVEN a league created from a seed THEN the state loaded from its rows equals the engine state, in the same order', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { seed: 7, humanClubs: 8 });
    const expected = newLeague({ seed: 7, humanClubs: 8, settings: { engine: 'classic', homeAdvantages: false } }).state;
    const loaded = await deps.db.transaction().execute(async (trx) => loadState(trx, league.id, (await findLeague(trx, league.id))!));
    expect(loaded.state).toEqual(expected);
    expect(Object.keys(loaded.state.players)).toEqual(Object.keys(expected.players));
    expect(Object.keys(loaded.state.clubs)).toEqual(Object.keys(expected.clubs));
    expect(JSON.stringify(loaded.state.players)).toBe(JSON.stringify(expected.players));
  });

  it('GIVEN a changed state saved over the loaded one THEN reloading gives the changed state', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { seed: 8 });
    await deps.db.transaction().execute(async (trx) => {
      const row = (await findLeague(trx, league.id))!;
      const { state, snapshot } = await loadState(trx, league.id, row);
      const next = structuredClone(state);
      const [firstId, secondId] = Object.keys(next.players);
      next.players[firstId!]!.ability = 9.5;
      delete next.players[secondId!];
      next.players.extra = { ...next.players[firstId!]!, id: 'extra', name: 'Extra Man' };
      const club = Object.values(next.clubs).find((c) => c.playerControlled)!;
      club.balance += 5;
      club.staff.push({ role: 'clubDoctor', hiredWeek: 0, hiredSeason: 1, weeksEmployed: 0 });
      next.market.push({ playerId: 'extra', sellerId: null, askingPrice: 100_000, mode: 'full', listedWeek: 0, listedSeason: 1, reason: 'chart' });
      await saveState(trx, league.id, snapshot, next);
      const again = await loadState(trx, league.id, row);
      expect(again.state).toEqual(next);
      expect(Object.keys(again.state.players)).toEqual(Object.keys(next.players));
    });
  });
});
