import { expect, it } from 'vitest';
import { marketView } from '../../src/league/views/market.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, listOnMarket, startedLeague, stateOf } from './helpers.js';

describeOnEachDatabase('the market, page by page', (database) => {
  it('GIVEN a page past the last THEN the last page is shown, with its own number', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const state = await stateOf(deps, league.id);
    const listed = Object.values(state.players)
      .filter((p) => p.clubId === clubs[1]!.id)
      .slice(0, 3)
      .map((p) => p.id);
    await listOnMarket(deps, league.id, listed);
    const input = { leagueId: league.id, userId: 'u1', pageSize: 2 };
    const last = await marketView(deps, { ...input, page: 1 });
    expect(await marketView(deps, { ...input, page: 2 })).toEqual(last);
    expect(await marketView(deps, { ...input, page: 99 })).toEqual(last);
    expect(last).toMatchObject({ page: 1, pageCount: 2 });
    expect(last.listings).toHaveLength(1);
  });

  it('GIVEN an empty list THEN page 1 of 1 shows, with nothing on it', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    expect(await marketView(deps, { leagueId: league.id, userId: 'u1', page: 4 })).toMatchObject({ page: 0, pageCount: 1, listings: [] });
  });
});
