import { expect, it } from 'vitest';
import { afterReport } from '../../../src/commentary/phrase-memory.js';
import { findLeague } from '../../../src/db/repositories/league.repository.js';
import { outboxOfLeague } from '../../../src/db/repositories/outbox.repository.js';
import { toldPosts } from '../../../src/league/posts/told-posts.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { leagueById } from '../../../src/league/find-league.js';
import type { MatchMessage } from '../../../src/league/index.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, startedLeague, weekOf } from '../helpers.js';

/** The league keeps its phrase memory (migration 0013), and each queued report starts where the one before ended. */
describeOnEachDatabase('phrase memory per league', (database) => {
  it('GIVEN weeks played THEN every report starts from the memory the report before it left, across steps, and the league stores the last', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2', 'u3'], { humanClubs: 3 });
    expect((await findLeague(deps.db, league.id))!.phrase_memory).toBeNull();
    for (let step = 0; step < 3; step++) {
      const current = await leagueById(deps, league.id);
      expect((await advanceLeague(deps, league.id, weekOf(current))).played).toBe(true);
    }
    const reports = toldPosts(await outboxOfLeague(deps.db, league.id))
      .filter((row) => row.kind === 'match')
      .map((row) => row.payload as MatchMessage);
    expect(reports.length).toBeGreaterThanOrEqual(4);
    expect(reports[0]!.phrases).toBeUndefined();
    for (let i = 1; i < reports.length; i++)
      expect(reports[i]!.phrases, `report ${i}`).toEqual(afterReport(reports[i - 1]!.phrases, reports[i - 1]!.events));
    const stored = (await findLeague(deps.db, league.id))!.phrase_memory;
    expect(stored).toEqual(afterReport(reports.at(-1)!.phrases, reports.at(-1)!.events));
  });
});
