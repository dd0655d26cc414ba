import { expect, it } from 'vitest';
import { advanceLeague } from '../../src/league/week/advance.js';
import { clubNews } from '../../src/league/views/club-news.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { leaveLeague } from '../../src/league/membership/leave-league.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, sealedBidsForOnePlayer, startedLeague, weekOf } from './helpers.js';

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
    const { league, clubs, target } = await sealedBidsForOnePlayer(deps, { u1: 123_457, u2: 234_567 });
    await advanceLeague(deps, league.id, weekOf(league));

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

  it('GIVEN a manager who bid leaves after the week THEN his successor’s news never tells his sealed bid', async () => {
    const deps = depsOf(database());
    const { league, clubs, target } = await sealedBidsForOnePlayer(deps, { u1: 123_457, u2: 234_567 });
    await advanceLeague(deps, league.id, weekOf(league));
    expect((await clubNews(deps, { leagueId: league.id, userId: 'u1' })).items.some((i) => i.kind === 'bid-lost')).toBe(true);

    await leaveLeague(deps, { leagueId: league.id, userId: 'u1' });
    await joinLeague(deps, { leagueId: league.id, userId: 'u4', clubId: clubs[0]!.id });
    const successor = await clubNews(deps, { leagueId: league.id, userId: 'u4' });
    expect(successor.clubName).toBe(clubs[0]!.name);
    expect(successor.items.filter((i) => i.kind.startsWith('bid-'))).toEqual([]);
    expect(JSON.stringify(successor)).not.toContain('123457');
    expect(JSON.stringify(successor)).not.toContain(target.name);
  });
});
