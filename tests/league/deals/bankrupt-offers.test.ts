import { expect, it } from 'vitest';
import { findOffer } from '../../../src/db/repositories/offers.repository.js';
import { BOARD } from '../../../src/engine/fortunes/board.js';
import { offerTransfer } from '../../../src/league/deals/football-offers.js';
import { OFFER_LIMITS } from '../../../src/league/deals/offer-limits.js';
import { OFFER_NO_LONGER_OPEN } from '../../../src/league/deals/offer-lifecycle.js';
import { answerOffer, renewOffer } from '../../../src/league/deals/offers.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { editState } from '../fortunes/edit-state.js';
import { depsOf, startedLeague, stateOf, weekOf } from '../helpers.js';
import { readStoredText } from '../../../src/i18n/stored-text.js';

describeOnEachDatabase('offers of a manager who resigns bankrupt', (database) => {
  it('GIVEN a Fortunes manager’s offers, sent and received, renewed past the deadline WHEN he resigns bankrupt THEN they lapse as a leaving manager’s do, and he can no longer accept one', async () => {
    const deps = depsOf(database());
    const { league: created, clubs } = await startedLeague(deps, ['u1', 'u2'], { fortunes: true, difficulty: 3 });
    let league = (await advanceLeague(deps, created.id, weekOf(created))).league!;
    const debtor = clubs[0]!.id;
    const inDebt = () =>
      editState(deps, league.id, (s) => {
        s.fortunes!.positions[debtor] = BOARD.indexOf('sunday');
        s.fortunes!.squares[debtor] = 'sunday';
        s.clubs[debtor]!.balance = -20_000_000;
      });
    await inDebt();
    league = (await advanceLeague(deps, league.id, weekOf(league))).league!; // the debt is noted; the deadline is next week

    const state = await stateOf(deps, league.id);
    const outfield = (clubId: string) => Object.values(state.players).find((p) => p.clubId === clubId && !p.positions.includes('GK'))!.id;
    const sent = await offerTransfer(deps, { leagueId: league.id, userId: 'u1', to: { userId: 'u2' }, give: outfield(debtor) });
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    const received = await offerTransfer(deps, { leagueId: league.id, userId: 'u2', to: { userId: 'u1' }, get: outfield(debtor), pay: 10_000 });
    // Renewed, both would stand past this week's deadline.
    await renewOffer(deps, { leagueId: league.id, userId: 'u1', offerId: sent.offer.id });
    await renewOffer(deps, { leagueId: league.id, userId: 'u2', offerId: received.offer.id });

    await inDebt();
    league = (await advanceLeague(deps, league.id, weekOf(league))).league!;
    expect((await stateOf(deps, league.id)).fortunes!.resigned).toEqual([debtor]);
    for (const offer of [sent, received]) {
      const lapsed = (await findOffer(deps.db, offer.offer.id))!;
      expect([lapsed.status, readStoredText('en', lapsed.note!)]).toEqual(['lapsed', 'A manager of the deal left the club.']);
    }
    await expect(answerOffer(deps, { leagueId: league.id, userId: 'u1', offerId: received.offer.id, answer: 'accept' })).rejects.toThrow(
      OFFER_NO_LONGER_OPEN,
    );
  });
});
