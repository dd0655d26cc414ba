import { expect, it } from 'vitest';
import { marketView } from '../../src/league/views/market.js';
import { describeOnEachDatabase } from '../support/db.js';
import { changeState, depsOf, listOnMarket, startedLeague, stateOf } from './helpers.js';

describeOnEachDatabase('the market, page by page', (database) => {
  it('GIVEN a new league in pre-season THEN its market lists the opening list, nobody’s players', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2']);
    expect(league.phase).toBe('preseason');
    const view = await marketView(deps, { leagueId: league.id, userId: 'u1', page: 0, pageSize: 20 });
    // One a player-controlled club (eight) and three more (the engine's house rule).
    expect(view.listings).toHaveLength(11);
    expect(view.listings.every((l) => l.sellerName === null)).toBe(true);
  });

  it('GIVEN a page past the last THEN the last page is shown, with its own number', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const state = await stateOf(deps, league.id);
    const listed = Object.values(state.players)
      .filter((p) => p.clubId === clubs[1]!.id)
      .slice(0, 2)
      .map((p) => p.id);
    await listOnMarket(deps, league.id, listed);
    // The pre-season's opening list and the two: an odd number, so the last page holds one.
    const listings = state.market.length + 2;
    expect(listings % 2).toBe(1);
    const input = { leagueId: league.id, userId: 'u1', pageSize: 2 };
    const lastPage = (listings - 1) / 2;
    const last = await marketView(deps, { ...input, page: lastPage });
    expect(await marketView(deps, { ...input, page: lastPage + 1 })).toEqual(last);
    expect(await marketView(deps, { ...input, page: 99 })).toEqual(last);
    expect(last).toMatchObject({ page: lastPage, pageCount: lastPage + 1 });
    expect(last.listings).toHaveLength(1);
  });

  it('GIVEN an empty list THEN page 1 of 1 shows, with nothing on it', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    await changeState(deps, league.id, (next) => {
      next.market = [];
    });
    expect(await marketView(deps, { leagueId: league.id, userId: 'u1', page: 4 })).toMatchObject({ page: 0, pageCount: 1, listings: [] });
  });
});
