import { expect, it } from 'vitest';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { handToAi } from '../../src/league/membership/hand-to-ai.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { leaveLeague } from '../../src/league/membership/leave-league.js';
import { marketView } from '../../src/league/views/market.js';
import { hireStaff, myOrders, placeBid } from '../../src/league/orders/orders.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, listOnMarket, startedLeague, stateOf, weekOf } from './helpers.js';

describeOnEachDatabase('a club changing hands mid-week', (database) => {
  for (const departure of ['leaves', 'is kicked'] as const) {
    it(`GIVEN Alice bid and hired, then ${departure} THEN Bob taking her club sees none of it and the week runs without it`, async () => {
      const deps = depsOf(database());
      const { league, clubs } = await startedLeague(deps, ['alice', 'carol']);
      const alicesClub = clubs[0]!.id;
      const state = await stateOf(deps, league.id);
      const target = Object.values(state.players).find((p) => p.clubId === clubs[1]!.id && p.positions[0] !== 'GK')!.id;
      await listOnMarket(deps, league.id, [target], 40_000);
      await placeBid(deps, { leagueId: league.id, userId: 'alice', playerId: target, amount: 123_456 });
      await hireStaff(deps, { leagueId: league.id, userId: 'alice', role: 'headCoach' });

      if (departure === 'leaves') await leaveLeague(deps, { leagueId: league.id, userId: 'alice' });
      else await handToAi(deps, { leagueId: league.id, actorUserId: 'admin', isAdmin: true, clubId: alicesClub });
      await joinLeague(deps, { leagueId: league.id, userId: 'bob', clubId: alicesClub });

      expect((await myOrders(deps, { leagueId: league.id, userId: 'bob' })).orders).toEqual({});
      expect((await marketView(deps, { leagueId: league.id, userId: 'bob' })).myBids).toEqual([]);
      expect((await advanceLeague(deps, league.id, weekOf(league))).played).toBe(true);
      const played = (await playedSteps(deps.db, league.id)).at(-1)!.orders[alicesClub]!;
      expect(played.bids).toBeUndefined();
      expect(played.hire).toBeUndefined();
    });
  }
});
