import { expect, it } from 'vitest';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import { toldPosts } from '../../src/league/posts/told-posts.js';
import { nonPlayerSquadIds } from '../../src/engine/setup/non-player-squad.js';
import type { CupTieMessage } from '../../src/league/index.js';
import { leagueById } from '../../src/league/find-league.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, stateOf } from './helpers.js';

describeOnEachDatabase('a cup tie against a club without a squad in the state', (database) => {
  it("GIVEN the cup's first round played THEN every man of a chart club in a managers' tie has a name in the post", async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2'], { seed: 11, cups: 'cup' });
    for (let step = 0; step < 4; step++) {
      const at = await leagueById(deps, league.id);
      await advanceLeague(deps, league.id, { season: at.season, week: at.week, phase: at.phase, turn: at.turn });
    }
    const ties = toldPosts(await outboxOfLeague(deps.db, league.id))
      .filter((p) => p.kind === 'cup-tie')
      .map((p) => p.payload as CupTieMessage);
    const state = await stateOf(deps, league.id);
    const squadless = ties.flatMap((t) =>
      [t.tie.home, t.tie.away].filter((club) => !state.clubs[club.id]?.playerControlled).map((club) => ({ t, club })),
    );
    expect(squadless.length).toBeGreaterThan(0);
    for (const { t, club } of squadless) {
      const unnamed = nonPlayerSquadIds(club.id).filter((id) => t.names.players[id] === undefined);
      expect(unnamed).toEqual([]);
    }
  });
});
