import { expect, it } from 'vitest';
import { outboxOfLeague } from '../../../src/db/repositories/outbox.repository.js';
import { findOffer } from '../../../src/db/repositories/offers.repository.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { offerLoan, offerTransfer } from '../../../src/league/deals/football-offers.js';
import type { OfferNoticeMessage } from '../../../src/league/deals/deal-message-types.js';
import { OFFER_LIMITS } from '../../../src/league/deals/offer-limits.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, startedLeague, stateOf } from '../helpers.js';

function outfield(state: LeagueState, clubId: string, n = 0): string {
  return Object.values(state.players).filter((p) => p.clubId === clubId && !p.positions.includes('GK'))[n]!.id;
}

describeOnEachDatabase('a counter-offer', (database) => {
  it('GIVEN Alice’s offer to Bob WHEN he counters THEN bad terms change nothing, and good ones are his offer to her, hers countered, in one step', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob', 'carol']);
    const state = await stateOf(deps, league.id);
    const [alice, bob] = [clubs[0]!.id, clubs[1]!.id];
    const first = await offerTransfer(deps, {
      leagueId: league.id,
      userId: 'alice',
      to: { userId: 'bob' },
      give: outfield(state, alice),
      pay: 10_000,
    });
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    const counters = { counters: first.offer.id };
    const outboxBefore = (await outboxOfLeague(deps.db, league.id)).length;

    // Bob offers one of Carol's players: refused, and nothing changes.
    await expect(
      offerTransfer(deps, { leagueId: league.id, userId: 'bob', to: counters, give: outfield(state, clubs[2]!.id), ask: 20_000 }),
    ).rejects.toThrow(/is not a player of/);
    // Only the manager the offer was made to counters it.
    await expect(offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: counters, ask: 1 })).rejects.toThrow(
      /only that manager can answer it/,
    );
    await expect(offerTransfer(deps, { leagueId: league.id, userId: 'carol', to: counters, ask: 1 })).rejects.toThrow(
      /only that manager can answer it/,
    );
    expect((await findOffer(deps.db, first.offer.id))!.status).toBe('open');
    expect(await outboxOfLeague(deps.db, league.id)).toHaveLength(outboxBefore);

    const counter = await offerTransfer(deps, {
      leagueId: league.id,
      userId: 'bob',
      to: counters,
      get: outfield(state, alice),
      give: outfield(state, bob),
      ask: 25_000,
    });
    expect(counter.aiAnswer).toBeNull();
    expect(counter.offer).toMatchObject({ status: 'open', fromClub: { id: bob }, toClub: { id: alice }, toUserId: 'alice' });
    expect(String((await findOffer(deps.db, counter.offer.id))!.counter_of)).toBe(first.offer.id);
    expect((await findOffer(deps.db, first.offer.id))!.status).toBe('countered');
    const rows = (await outboxOfLeague(deps.db, league.id)).slice(outboxBefore);
    expect(rows.map((r) => r.kind)).toEqual(['deal-offer', 'deal-offer-ended']);
    const notice = rows[0]!.payload as OfferNoticeMessage;
    expect(notice).toMatchObject({ offerId: counter.offer.id, toUserId: 'alice', fromUserId: 'bob', counterOf: first.offer.id });
    expect(notice.buttons!.map((b) => b.customId)).toEqual(['view', 'accept', 'decline', 'counter'].map((a) => `trade:${counter.offer.id}:${a}`));

    // Countered once: the first offer takes no second counter, and a loan counter of the counter is Alice's to make.
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    await expect(offerTransfer(deps, { leagueId: league.id, userId: 'bob', to: counters, ask: 1 })).rejects.toThrow(/already answered/);
    const loan = await offerLoan(deps, {
      leagueId: league.id,
      userId: 'alice',
      to: { counters: counter.offer.id },
      player: outfield(state, bob),
      fee: 5_000,
      matches: 3,
    });
    expect(loan.offer.terms).toMatchObject({ kind: 'loan', fee: 5_000, matches: 3, borrowerName: clubs[0]!.name });
    expect((await findOffer(deps.db, counter.offer.id))!.status).toBe('countered');
  });
});
