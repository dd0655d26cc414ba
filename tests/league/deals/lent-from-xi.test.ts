import { expect, it } from 'vitest';
import { findLeague } from '../../../src/db/repositories/league.repository.js';
import { offerLoan } from '../../../src/league/deals/football-offers.js';
import { answerOffer } from '../../../src/league/deals/offers.js';
import { pickFormation } from '../../../src/league/selection/editor-orders.js';
import { clubNews } from '../../../src/league/views/club-news.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, startedLeague, stateOf } from '../helpers.js';

async function playTurn(deps: LeagueDeps, leagueId: string): Promise<void> {
  const league = (await findLeague(deps.db, leagueId))!;
  expect((await advanceLeague(deps, leagueId, { season: league.season, week: league.week, phase: league.phase as never })).played).toBe(true);
}

describeOnEachDatabase('a player lent from the chosen XI', (database) => {
  it.each(['in pre-season', 'standing', 'this week'] as const)(
    'GIVEN an XI picked (%s) and one of it lent THEN only his place is filled and /news says so, the XI kept',
    async (when) => {
      const deps = depsOf(database());
      const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
      const alice = { leagueId: league.id, userId: 'alice' };
      const picked = (await pickFormation(deps, { ...alice, formation: '4-3-3' })).orders.selection!.lineup;
      if (when !== 'in pre-season') await playTurn(deps, league.id); // pre-season
      if (when === 'standing')
        await playTurn(deps, league.id); // week 1 played with it: it stands
      else await pickFormation(deps, { ...alice, formation: '4-3-3' });
      const lent = picked.midfield[0]!;
      const made = await offerLoan(deps, { leagueId: league.id, userId: 'bob', to: { userId: 'alice' }, player: lent, fee: 0, matches: 2 });
      await answerOffer(deps, { ...alice, offerId: made.offer.id, answer: 'accept' });
      await playTurn(deps, league.id);
      // Lent in pre-season: his XI stands for week 1, which fills his place.
      if (when === 'in pre-season') await playTurn(deps, league.id);
      expect((await stateOf(deps, league.id)).players[lent]!.clubId).toBe(clubs[1]!.id);

      const news = await clubNews(deps, alice);
      expect(news.items.filter((i) => i.kind === 'ai-filled' && i.what === 'selection')).toEqual([]);
      const lineup = news.items.find((i) => i.kind === 'lineup');
      expect(lineup).toMatchObject({ kind: 'lineup', formation: '4-3-3', source: 'kept-formation' });
      const changes = lineup?.kind === 'lineup' ? lineup.changes : [];
      const lentName = (await stateOf(deps, league.id)).players[lent]!.name;
      expect(changes).toContainEqual(expect.objectContaining({ out: lentName, reason: 'left' }));
      expect(changes.every((c) => c.reason !== 'left' || c.out === lentName)).toBe(true);
    },
  );
});
