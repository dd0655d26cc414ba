import { expect, it } from 'vitest';
import { advanceLeague } from '../../src/league/week/advance.js';
import { clubNews } from '../../src/league/views/club-news.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { leaveLeague } from '../../src/league/membership/leave-league.js';
import { renderNews } from '../../src/discord/render/news.render.js';
import { leagueById } from '../../src/league/index.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, sealedBidsForOnePlayer, startedLeague, stateOf, weekOf } from './helpers.js';

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

  it('GIVEN a league week and then a Cup round played THEN /news opens with the result, the table position and the Cup', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1'], { seed: 11, cups: 'cup' });
    const own = clubs[0]!.id;
    const play = async () => advanceLeague(deps, league.id, weekOf(await leagueById(deps, league.id)));
    // Pre-season, weeks 1 and 2: the Cup's first round comes next.
    for (let i = 0; i < 3; i++) await play();
    let state = await stateOf(deps, league.id);
    const game = state.divisions.flatMap((d) => d.results).find((r) => r.round === 2 && (r.homeId === own || r.awayId === own))!;
    const home = game.homeId === own;
    const [mine, theirs] = home ? [game.homeGoals, game.awayGoals] : [game.awayGoals, game.homeGoals];
    const opponent = state.clubs[home ? game.awayId : game.homeId]!.name;
    const afterWeek = await clubNews(deps, { leagueId: league.id, userId: 'u1' });
    const outcome = mine === theirs ? 'Drew' : mine > theirs ? 'Won' : 'Lost';
    const first = renderNews(afterWeek).description!.split('\n')[0]!;
    expect(first).toMatch(
      new RegExp(`^\\*\\*${outcome} ${mine}–${theirs} v ${opponent} · \\d+(st|nd|rd|th) in the \\w+ Division · Cup: in, first tie to come\\*\\*$`),
    );

    await play();
    state = await stateOf(deps, league.id);
    const tie = state.cups!.ties.find((t) => t.competition === 'cup' && (t.homeId === own || t.awayId === own))!;
    const tieHome = tie.homeId === own;
    const score = `${tieHome ? tie.homeGoals : tie.awayGoals}–${tieHome ? tie.awayGoals : tie.homeGoals}`;
    const cupNews = renderNews(await clubNews(deps, { leagueId: league.id, userId: 'u1' })).description!.split('\n')[0]!;
    const rival = state.clubs[tieHome ? tie.awayId : tie.homeId]!.name;
    expect(cupNews).toContain(`Cup: ${tie.winnerId === own ? 'won' : 'lost'} ${score}`);
    expect(cupNews).toContain(`v ${rival}`);
    expect(cupNews).toContain(tie.winnerId === own ? `Cup: through (${score}` : `Cup: out (${score}`);
  });
});
