import { expect, it } from 'vitest';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { leagueById } from '../../src/league/find-league.js';
import type { MatchMessage } from '../../src/league/posts/outbox-messages.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, stateOf, weekOf } from './helpers.js';

describeOnEachDatabase('the posts a week queues', (database) => {
  it('GIVEN a live league THEN each match post carries the live flag and the name of every club and player its events refer to', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2'], { live: true });
    await advanceLeague(deps, league.id, weekOf(league));
    const week = await leagueById(deps, league.id);
    await advanceLeague(deps, league.id, weekOf(week));
    const state = await stateOf(deps, league.id);

    const matches = (await outboxOfLeague(deps.db, league.id)).filter((row) => row.kind === 'match').map((row) => row.payload as MatchMessage);
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      expect(match.live).toBe(true);
      const scorers = match.events.flatMap((e) => (e.type === 'goal' && e.scorerId ? [e.scorerId] : []));
      for (const id of scorers) expect(match.names.players[id]).toBe(state.players[id]!.name);
      expect(match.names.clubs).toMatchObject({ [match.home.id]: match.home.name, [match.away.id]: match.away.name });
    }
    expect(matches.some((m) => m.events.some((e) => e.type === 'goal'))).toBe(true);
  });
});
