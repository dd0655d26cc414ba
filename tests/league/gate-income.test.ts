import { expect, it } from 'vitest';
import { clubSentence } from '../../src/discord/render/club-news.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import { lastPlayedStep } from '../../src/db/repositories/played-steps.repository.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { clubNews } from '../../src/league/views/club-news.js';
import { leagueById } from '../../src/league/index.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, stateOf, weekOf } from './helpers.js';

describeOnEachDatabase('a home game’s gate', (database) => {
  it('GIVEN a home game in week 1 and an away game in week 2 THEN week 2’s gate money names week 1’s game and its opponent', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2', 'u3', 'u4']);
    const play = async () => advanceLeague(deps, league.id, weekOf(await leagueById(deps, league.id)));
    await play();
    await play();
    await play();
    const state = await stateOf(deps, league.id);
    const fixtures = state.divisions.flatMap((d) => d.fixtures);
    const managed = Object.values(state.clubs).filter((c) => c.playerControlled);
    // A managed club at home in week 1 and away in week 2: its week-2 news shows the gate of week 1.
    const club = managed.find(
      (c) => fixtures.some((f) => f.round === 1 && f.homeId === c.id) && fixtures.some((f) => f.round === 2 && f.awayId === c.id),
    )!;
    expect(club).toBeDefined();
    const opponent = state.clubs[fixtures.find((f) => f.round === 1 && f.homeId === club.id)!.awayId]!.name;
    const awayTo = state.clubs[fixtures.find((f) => f.round === 2 && f.awayId === club.id)!.homeId]!.name;
    const news = await Promise.all(['u1', 'u2', 'u3', 'u4'].map((u) => clubNews(deps, { leagueId: league.id, userId: u })));
    const own = news.find((n) => n.clubName === club.name)!;
    expect(own.step?.week).toBe(2);
    const gate = own.items.find((i) => i.kind === 'money' && i.amount > 0 && i.detail.includes('watched'));
    expect(gate).toMatchObject({ kind: 'money', detail: expect.stringContaining(`week 1 v ${opponent}`) });
    expect(JSON.stringify(gate)).not.toContain(awayTo);

    const step = (await lastPlayedStep(deps.db, league.id))!;
    const attendance = step.events.find((e) => e.type === 'attendance' && e.clubId === club.id)!;
    const names = nameBook({}, Object.fromEntries(Object.values(state.clubs).map((c) => [c.id, c.name])));
    const sentence = clubSentence(attendance, names);
    expect(sentence).toContain(`week 1 home game against ${opponent}`);
  });
});
