import { expect, it } from 'vitest';
import { advanceWeek } from '../../src/league/advance.js';
import { clubNews } from '../../src/league/club-news.js';
import { placeBid } from '../../src/league/orders.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, listOnMarket, startedLeague, stateOf, weekOf } from './helpers.js';

describeOnEachDatabase('a manager’s news', (database) => {
  it('GIVEN no step played yet THEN the news says nothing has been played', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    const news = await clubNews(deps, { leagueId: league.id, userId: 'u1' });
    expect(news.step).toBeNull();
    expect(news.items).toEqual([]);
  });

  it('GIVEN two managers bid for one player THEN each is told his own amount, and the loser never the winning one', async () => {
    const deps = depsOf(database());
    const { league: created, clubs } = await startedLeague(deps, ['u1', 'u2', 'u3']);
    const league = (await advanceWeek(deps, created.id, weekOf(created))).league!;
    const state = await stateOf(deps, league.id);
    const target = Object.values(state.players).find((p) => p.clubId === clubs[2]!.id && p.positions[0] !== 'GK')!;
    await listOnMarket(deps, league.id, [target.id], 50_000);
    await placeBid(deps, { leagueId: league.id, userId: 'u1', playerId: target.id, amount: 123_457 });
    await placeBid(deps, { leagueId: league.id, userId: 'u2', playerId: target.id, amount: 234_567 });
    await advanceWeek(deps, league.id, weekOf(league));

    const winner = await clubNews(deps, { leagueId: league.id, userId: 'u2' });
    expect(winner.step).toEqual({ season: 1, week: 1, phase: 'season' });
    expect(winner.items).toContainEqual({ kind: 'bid-won', player: target.name, amount: 234_567, fee: 234_567 });
    const loser = await clubNews(deps, { leagueId: league.id, userId: 'u1' });
    expect(loser.items).toContainEqual({ kind: 'bid-lost', player: target.name, amount: 123_457, joined: clubs[1]!.name });
    expect(JSON.stringify(loser)).not.toContain('234567');
    const seller = await clubNews(deps, { leagueId: league.id, userId: 'u3' });
    expect(seller.items).toContainEqual({ kind: 'sold', player: target.name, fee: 234_567, to: clubs[1]!.name });
    expect(JSON.stringify(seller)).not.toContain('123457');
    // The fee shows in the money of both clubs; every club is told its lineup and the next fixture.
    expect(winner.items).toContainEqual(expect.objectContaining({ kind: 'money', amount: -234_567 }));
    expect(seller.items).toContainEqual(expect.objectContaining({ kind: 'money', amount: 234_567 }));
    for (const news of [winner, loser, seller]) {
      expect(news.items.some((i) => i.kind === 'lineup')).toBe(true);
      expect(news.next?.week).toBe(2);
    }
  });
});
