import { expect, it } from 'vitest';
import { findOffer } from '../../../src/db/repositories/offers.repository.js';
import { outboxOfLeague } from '../../../src/db/repositories/outbox.repository.js';
import { recentLedger } from '../../../src/db/repositories/ledger.repository.js';
import { playedSteps } from '../../../src/db/repositories/played-steps.repository.js';
import { nextStep } from '../../../src/engine/step.js';
import { transferValue } from '../../../src/engine/transfers/transfer-values.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { clubNews } from '../../../src/league/views/club-news.js';
import { offerLoan, offerTransfer } from '../../../src/league/deals/football-offers.js';
import { OFFER_ALREADY_ANSWERED, OFFER_NO_LONGER_OPEN, OFFER_NOT_YOURS } from '../../../src/league/deals/offer-lifecycle.js';
import { answerOffer, cancelOffer, listOffers, renewOffer, viewOffer } from '../../../src/league/deals/offers.js';
import { InvalidInput } from '../../../src/league/errors.js';
import { handToAi } from '../../../src/league/membership/hand-to-ai.js';
import { findLeague } from '../../../src/db/repositories/league.repository.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { replayLeague } from '../../../src/league/week/replay.js';
import { updateSettings } from '../../../src/league/membership/league-settings.js';
import { OFFER_LIMITS } from '../../../src/league/deals/offer-limits.js';
import { describeOnEachDatabase, testClock } from '../../support/db.js';
import { editState } from '../fortunes/edit-state.js';
import { depsOf, startedLeague, stateOf } from '../helpers.js';
import { readStoredText } from '../../../src/i18n/stored-text.js';

function outfield(state: LeagueState, clubId: string, n = 0): string {
  return Object.values(state.players).filter((p) => p.clubId === clubId && !p.positions.includes('GK'))[n]!.id;
}

/** The offer limits' pause between two offers of one club: tests that make several let it pass. */
function afterCooldown(deps: ReturnType<typeof depsOf>): void {
  deps.clock.advance(OFFER_LIMITS.cooldownMs);
}

async function playTurn(deps: LeagueDeps, leagueId: string): Promise<void> {
  const league = (await findLeague(deps.db, leagueId))!;
  const outcome = await advanceLeague(deps, leagueId, { season: league.season, week: league.week, phase: league.phase as never });
  expect(outcome.played).toBe(true);
}

describeOnEachDatabase('deals between managers', (database) => {
  it('GIVEN Alice offers Bob a swap with money WHEN Bob views and accepts and the step is played THEN the players move and both ledgers show the money', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    const [a, b] = [clubs[0]!.id, clubs[1]!.id];
    const state = await stateOf(deps, league.id);
    const give = outfield(state, a);
    const get = outfield(state, b, 1);

    const made = await offerTransfer(deps, {
      leagueId: league.id,
      userId: 'alice',
      to: { userId: 'bob' },
      give: state.players[give]!.name,
      get,
      pay: 75_000,
    });
    expect(made.aiAnswer).toBeNull();
    expect(made.offer.status).toBe('open');
    const notice = (await outboxOfLeague(deps.db, league.id)).find((r) => r.kind === 'deal-offer')!;
    const payload = notice.payload as { toUserId: string; fromClubName: string; buttons: { customId: string }[] };
    expect(payload.toUserId).toBe('bob');
    expect(payload.fromClubName).toBe(clubs[0]!.name);
    expect(JSON.stringify(payload)).not.toContain('75000');
    expect(payload.buttons.map((x) => x.customId)).toEqual(
      ['view', 'accept', 'decline', 'counter'].map((action) => `trade:${made.offer.id}:${action}`),
    );

    const seen = await viewOffer(deps, { leagueId: league.id, userId: 'bob', offerId: made.offer.id });
    // Each player is shown with what the clubs weigh: positions, ability, age and value.
    const about = (id: string) => {
      const p = state.players[id]!;
      return { positions: p.positions, ability: p.ability, age: p.age, value: transferValue(p) };
    };
    expect(seen.terms).toEqual({
      kind: 'transfer',
      give: [{ id: give, name: state.players[give]!.name, about: about(give) }],
      get: [{ id: get, name: state.players[get]!.name, about: about(get) }],
      money: 75_000,
      immunity: 0,
    });
    await expect(viewOffer(deps, { leagueId: league.id, userId: 'carol', offerId: made.offer.id })).rejects.toThrow(/two other clubs/);

    await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: made.offer.id, answer: 'accept' });
    await playTurn(deps, league.id);

    const after = await stateOf(deps, league.id);
    expect(after.players[give]!.clubId).toBe(b);
    expect(after.players[get]!.clubId).toBe(a);
    const ledgerA = await recentLedger(deps.db, league.id, a, 50);
    const ledgerB = await recentLedger(deps.db, league.id, b, 50);
    expect(ledgerA.filter((r) => r.detail.startsWith('Deal between')).map((r) => r.amount)).toEqual([-75_000]);
    expect(ledgerB.filter((r) => r.detail.startsWith('Deal between')).map((r) => r.amount)).toEqual([75_000]);
    expect((await findOffer(deps.db, made.offer.id))!.status).toBe('done');
    const news = (await outboxOfLeague(deps.db, league.id)).find((r) => r.kind === 'deal-news')!;
    expect(JSON.stringify(news.payload)).toContain('75000');
    // The step's orders carry the deal, so a replay carries it out again.
    const step = (await playedSteps(deps.db, league.id)).at(-1)!;
    expect(step.orders[a]!.deals!.map((d) => d.offerId)).toEqual([made.offer.id]);
  });

  it('refuses bad offers privately and stores nothing', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    const other = await startedLeague(deps, ['dora']);
    const state = await stateOf(deps, league.id);
    const otherState = await stateOf(deps, other.league.id);
    const [a, b] = [clubs[0]!.id, clubs[1]!.id];
    const npc = Object.values(state.clubs).find((c) => !c.playerControlled)!.id;
    const to = { userId: 'bob' };
    const base = { leagueId: league.id, userId: 'alice' };
    const refusals: [string, () => Promise<unknown>, RegExp][] = [
      ['own club', () => offerTransfer(deps, { ...base, to: { userId: 'alice' }, give: outfield(state, a) }), /your own club/],
      ['another league’s player', () => offerTransfer(deps, { ...base, to, get: outfield(otherState, other.clubs[0]!.id, 3) }), /is not a player of/],
      ['a player not owned', () => offerTransfer(deps, { ...base, to, give: outfield(state, b) }), /is not a player of/],
      ['a negative fee', () => offerTransfer(deps, { ...base, to, give: outfield(state, a), pay: -5 }), /negative/],
      ['a negative loan fee', () => offerLoan(deps, { ...base, to, player: outfield(state, a), fee: -1, matches: 2 }), /£0 or more/],
      ['a loan longer than the season', () => offerLoan(deps, { ...base, to, player: outfield(state, a), fee: 0, matches: 15 }), /loan lasts/],
      ['a non-player club', () => offerTransfer(deps, { ...base, to: { clubId: npc }, give: outfield(state, a) }), /non-player club/],
      ['money both ways', () => offerTransfer(deps, { ...base, to, give: outfield(state, a), pay: 1, ask: 1 }), /one way/],
      ['no player at all', () => offerTransfer(deps, { ...base, to, pay: 10 }), /at least one player/],
      ['a member with no club', () => offerTransfer(deps, { ...base, to: { userId: 'zed' }, give: outfield(state, a) }), /manages no club/],
    ];
    for (const [why, attempt, sentence] of refusals) await expect(attempt(), why).rejects.toThrow(sentence);
    expect((await listOffers(deps, { leagueId: league.id, userId: 'alice' })).offers).toEqual([]);
    expect((await outboxOfLeague(deps.db, league.id)).filter((r) => r.kind === 'deal-offer')).toEqual([]);
  });

  it('GIVEN /loan offer fee:-100 THEN the refusal names only what /loan offer takes: its fee, paid by the borrower, and which player says who pays', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    const state = await stateOf(deps, league.id);
    const base = { leagueId: league.id, userId: 'alice', to: { userId: 'bob' }, fee: -100, matches: 2 };
    for (const player of [outfield(state, clubs[0]!.id), outfield(state, clubs[1]!.id)]) {
      await expect(offerLoan(deps, { ...base, player })).rejects.toThrow(
        'The fee is whole pounds, £0 or more: the borrowing club always pays it. To be paid, lend one of your own players (player: yours); to pay, borrow one of theirs.',
      );
    }
    // /trade offer has ask:, and its refusal still points to it.
    await expect(offerTransfer(deps, { ...base, give: outfield(state, clubs[0]!.id), pay: -100 })).rejects.toThrow(/use ask:/);
    expect((await listOffers(deps, { leagueId: league.id, userId: 'alice' })).offers).toEqual([]);
  });

  it('GIVEN a club’s offers THEN it makes one every 30 seconds whichever bot process takes it, and at most five stand open; a refusal says when and stores nothing', async () => {
    const deps = depsOf(database());
    // A second bot process: the same database, and a clock of its own.
    const otherProcess = depsOf(database(), testClock(deps.clock.now()));
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob', 'carol']);
    const state = await stateOf(deps, league.id);
    const give = (n: number) => outfield(state, clubs[0]!.id, n);
    const base = { leagueId: league.id, userId: 'alice', to: { userId: 'bob' } };
    const counts = async () => [
      (await deps.db.selectFrom('offers').select('id').where('league_id', '=', league.id).execute()).length,
      (await outboxOfLeague(deps.db, league.id)).filter((r) => r.kind === 'deal-offer').length,
    ];

    const first = await offerTransfer(deps, { ...base, give: give(0) });
    otherProcess.clock.advance(12_000);
    await expect(offerTransfer(otherProcess, { ...base, give: give(1) })).rejects.toThrow(
      'A club makes one offer every 30 seconds: you may offer again in 18 seconds.',
    );
    await expect(offerLoan(deps, { ...base, player: give(1), fee: 0, matches: 1 })).rejects.toThrow(/you may offer again in 30 seconds\.$/);
    expect(await counts()).toEqual([1, 1]);
    // Another club is not held up by Alice's pace.
    await offerTransfer(deps, { leagueId: league.id, userId: 'carol', to: { userId: 'bob' }, give: outfield(state, clubs[2]!.id) });
    otherProcess.clock.advance(18_000);
    await offerTransfer(otherProcess, { ...base, give: give(1) });

    deps.clock.set(otherProcess.clock.now());
    for (let n = 2; n < 5; n++) {
      afterCooldown(deps);
      await offerTransfer(deps, { ...base, give: give(n) });
    }
    afterCooldown(deps);
    await expect(offerTransfer(deps, { ...base, give: give(5) })).rejects.toThrow(
      'You have 5 open offers, the most a club may have: you may offer again when one is answered, withdrawn with `/trade cancel`, or expires at the deadline.',
    );
    expect(await counts()).toEqual([6, 6]);
    await cancelOffer(deps, { leagueId: league.id, userId: 'alice', offerId: first.offer.id });
    expect((await offerTransfer(deps, { ...base, give: give(5) })).offer.status).toBe('open');
  });

  it('GIVEN offers probing a rival’s money, asking more and more of him beside a public fault THEN every refusal is the same whatever he holds, and his acceptance of one he cannot pay names no sum', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    const [a, b] = [clubs[0]!.id, clubs[1]!.id];
    // Alice keeps one goalkeeper, so lending him leaves her without one: a fault of her own side.
    await editState(deps, league.id, (s) => {
      for (const p of Object.values(s.players)
        .filter((p) => p.clubId === a && p.positions.includes('GK'))
        .slice(1))
        p.positions = ['CB'];
    });
    const state = await stateOf(deps, league.id);
    const keepers = (clubId: string) => Object.values(state.players).filter((p) => p.clubId === clubId && p.positions.includes('GK'));
    const [aliceKeeper] = keepers(a);
    const base = { leagueId: league.id, userId: 'alice', to: { userId: 'bob' } };
    const probes: [string, (amount: number) => Promise<unknown>][] = [
      [
        'his keepers for money he pays',
        (ask) =>
          offerTransfer(deps, {
            ...base,
            get: keepers(b)
              .map((p) => p.id)
              .join(', '),
            ask,
          }),
      ],
      ['her only keeper lent for a fee he pays', (fee) => offerLoan(deps, { ...base, player: aliceKeeper!.id, fee, matches: 3 })],
    ];
    const refusals = new Map<string, Set<string>>(probes.map(([what]) => [what, new Set()]));
    for (const balance of [0, 40_000, 1_000_000, 50_000_000]) {
      await editState(deps, league.id, (s) => {
        s.clubs[b]!.balance = balance;
      });
      for (const amount of [1, 39_999, 40_000, 40_001, 999_999, 1_000_001, 60_000_000]) {
        for (const [what, probe] of probes) {
          const error = await probe(amount).then(
            () => null,
            (e: unknown) => e,
          );
          expect(error, `${what}: £${amount} against £${balance}`).toBeInstanceOf(InvalidInput);
          refusals.get(what)!.add((error as Error).message);
        }
      }
    }
    expect(Object.fromEntries([...refusals].map(([what, sentences]) => [what, [...sentences]]))).toEqual({
      'his keepers for money he pays': [`${state.clubs[b]!.name} would be left without a goalkeeper.`],
      'her only keeper lent for a fee he pays': [`${state.clubs[a]!.name} would be left without a goalkeeper.`],
    });
    expect((await listOffers(deps, { leagueId: league.id, userId: 'alice' })).offers).toEqual([]);

    // Asked for more than he has, with no fault Alice can see, the offer is made; Bob's acceptance is refused, naming no sum.
    const made = await offerTransfer(deps, { ...base, give: outfield(state, a), ask: 50_000_001 });
    const refused = await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: made.offer.id, answer: 'accept' }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(refused?.message).toBe(`This deal cannot be accepted: ${state.clubs[b]!.name} cannot afford the money of this deal.`);
    expect((await findOffer(deps.db, made.offer.id))!.status).toBe('open');
  });

  it('lets only the intended manager answer, once; a withdrawn offer is no longer open', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob', 'carol']);
    const state = await stateOf(deps, league.id);
    const base = { leagueId: league.id, userId: 'alice', to: { userId: 'bob' } };
    const first = await offerTransfer(deps, { ...base, give: outfield(state, clubs[0]!.id), ask: 10_000 });
    const answer = (userId: string, offerId: string, what: 'accept' | 'decline' | 'counter' = 'accept') =>
      answerOffer(deps, { leagueId: league.id, userId, offerId, answer: what });
    await expect(answer('carol', first.offer.id)).rejects.toThrow(OFFER_NOT_YOURS);
    await expect(answer('alice', first.offer.id)).rejects.toThrow(OFFER_NOT_YOURS);
    await answer('bob', first.offer.id, 'decline');
    await expect(answer('bob', first.offer.id)).rejects.toThrow(OFFER_ALREADY_ANSWERED);

    afterCooldown(deps);
    const second = await offerTransfer(deps, { ...base, give: outfield(state, clubs[0]!.id, 1) });
    await cancelOffer(deps, { leagueId: league.id, userId: 'alice', offerId: second.offer.id });
    await expect(answer('bob', second.offer.id)).rejects.toThrow(OFFER_NO_LONGER_OPEN);
    await expect(answer('bob', '999999')).rejects.toThrow(OFFER_NO_LONGER_OPEN);
    await expect(answer('bob', 'not-a-number')).rejects.toThrow(OFFER_NO_LONGER_OPEN);
    await expect(cancelOffer(deps, { leagueId: league.id, userId: 'bob', offerId: first.offer.id })).rejects.toThrow(/no offer with that number/);
  });

  it('expires open offers at the deadline unless renewed, and lapses a kicked manager’s offers', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob', 'carol']);
    const state = await stateOf(deps, league.id);
    const base = { leagueId: league.id, userId: 'alice', to: { userId: 'bob' } };
    const lapsing = await offerTransfer(deps, { ...base, give: outfield(state, clubs[0]!.id) });
    afterCooldown(deps);
    const renewed = await offerTransfer(deps, { ...base, give: outfield(state, clubs[0]!.id, 1) });
    afterCooldown(deps);
    const toCarol = await offerTransfer(deps, { ...base, to: { userId: 'carol' }, give: outfield(state, clubs[0]!.id, 2) });
    await renewOffer(deps, { leagueId: league.id, userId: 'alice', offerId: renewed.offer.id });
    await expect(renewOffer(deps, { leagueId: league.id, userId: 'alice', offerId: renewed.offer.id })).rejects.toThrow(/already stands/);
    await handToAi(deps, { leagueId: league.id, actorUserId: 'admin', isAdmin: true, clubId: clubs[2]!.id });
    expect((await findOffer(deps.db, toCarol.offer.id))!.status).toBe('lapsed');

    await playTurn(deps, league.id);
    expect((await findOffer(deps.db, lapsing.offer.id))!.status).toBe('expired');
    expect((await findOffer(deps.db, renewed.offer.id))!.status).toBe('open');
    await playTurn(deps, league.id);
    expect((await findOffer(deps.db, renewed.offer.id))!.status).toBe('expired');
  });

  it('carries out the first of two accepted offers for one player; the other lapses, told to both in /news', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob', 'carol']);
    const state = await stateOf(deps, league.id);
    const contested = outfield(state, clubs[1]!.id);
    const fromAlice = await offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: { userId: 'bob' }, get: contested, pay: 50_000 });
    const fromCarol = await offerTransfer(deps, { leagueId: league.id, userId: 'carol', to: { userId: 'bob' }, get: contested, pay: 90_000 });
    await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: fromCarol.offer.id, answer: 'accept' });
    await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: fromAlice.offer.id, answer: 'accept' });
    await playTurn(deps, league.id);
    expect((await stateOf(deps, league.id)).players[contested]!.clubId).toBe(clubs[2]!.id);
    expect((await findOffer(deps.db, fromCarol.offer.id))!.status).toBe('done');
    const lapsed = (await findOffer(deps.db, fromAlice.offer.id))!;
    expect(lapsed.status).toBe('lapsed');
    const lapse = readStoredText('en', lapsed.note!);
    expect(lapse).toMatch(/no longer played for/);
    for (const userId of ['alice', 'bob']) {
      const news = await clubNews(deps, { leagueId: league.id, userId });
      expect(news.items.filter((i) => i.kind === 'refused').map((i) => (i as { message: string }).message)).toEqual([lapse]);
    }
    expect((await clubNews(deps, { leagueId: league.id, userId: 'carol' })).items.some((i) => i.kind === 'refused')).toBe(false);
  });

  it('lends a player for two matches; he comes home by himself', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    const state = await stateOf(deps, league.id);
    const player = outfield(state, clubs[0]!.id);
    const made = await offerLoan(deps, { leagueId: league.id, userId: 'bob', to: { userId: 'alice' }, player, fee: 20_000, matches: 2 });
    expect(made.offer.terms).toMatchObject({ kind: 'loan', fee: 20_000, matches: 2, ownerName: clubs[0]!.name, borrowerName: clubs[1]!.name });
    await answerOffer(deps, { leagueId: league.id, userId: 'alice', offerId: made.offer.id, answer: 'accept' });
    await playTurn(deps, league.id); // pre-season: the loan starts
    expect((await stateOf(deps, league.id)).players[player]).toMatchObject({ clubId: clubs[1]!.id, loan: { ownerId: clubs[0]!.id, matchesLeft: 2 } });
    afterCooldown(deps);
    await expect(offerTransfer(deps, { leagueId: league.id, userId: 'bob', to: { userId: 'alice' }, give: player })).rejects.toThrow(/on loan/);
    await playTurn(deps, league.id);
    await playTurn(deps, league.id);
    const home = (await stateOf(deps, league.id)).players[player]!;
    expect(home.clubId).toBe(clubs[0]!.id);
    expect(home.loan).toBeUndefined();
    const fee = (await recentLedger(deps.db, league.id, clubs[1]!.id, 100)).filter((r) => r.detail.startsWith('Loan of'));
    expect(fee.map((r) => r.amount)).toEqual([-20_000]);
  });

  it('answers for a club the AI manages by the value rule, at once', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    await handToAi(deps, { leagueId: league.id, actorUserId: 'admin', isAdmin: true, clubId: clubs[1]!.id });
    const state = await stateOf(deps, league.id);
    const theirs = outfield(state, clubs[1]!.id);
    const mean = await offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: { clubId: clubs[1]!.id }, get: theirs, pay: 1 });
    expect(mean.aiAnswer?.accept).toBe(false);
    expect(mean.offer.status).toBe('declined');
    afterCooldown(deps);
    const generous = await offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: { clubId: clubs[1]!.id }, get: theirs, pay: 1_000_000 });
    expect(generous.aiAnswer?.accept).toBe(true);
    await playTurn(deps, league.id);
    expect((await stateOf(deps, league.id)).players[theirs]!.clubId).toBe(clubs[0]!.id);
  });

  it('closes deals with the window: from week 11 without cups, offers are refused', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    for (let step = 0; step < 10; step++) await playTurn(deps, league.id); // pre-season and weeks 1 to 9
    const state = await stateOf(deps, league.id);
    expect(state.week).toBe(10);
    const late = await offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: { userId: 'bob' }, give: outfield(state, clubs[0]!.id) });
    await playTurn(deps, league.id); // week 10: still open, but the offer was not accepted
    expect((await findOffer(deps.db, late.offer.id))!.status).toBe('expired');
    const closed = await stateOf(deps, league.id);
    afterCooldown(deps);
    await expect(
      offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: { userId: 'bob' }, give: outfield(closed, clubs[0]!.id) }),
    ).rejects.toThrow(/closed until the next pre-season/);
  });

  it('GIVEN deals and a loan played THEN a replay from the stored orders gives the same events and squads, and hidden fees stay out of the news', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    await updateSettings(deps, { leagueId: league.id, actorUserId: 'admin', isAdmin: true, changes: { hideDealFees: true } });
    const state = await stateOf(deps, league.id);
    const swap = await offerTransfer(deps, {
      leagueId: league.id,
      userId: 'alice',
      to: { userId: 'bob' },
      give: outfield(state, clubs[0]!.id),
      get: outfield(state, clubs[1]!.id),
      ask: 33_000,
    });
    afterCooldown(deps);
    const loan = await offerLoan(deps, {
      leagueId: league.id,
      userId: 'alice',
      to: { userId: 'bob' },
      player: outfield(state, clubs[0]!.id, 2),
      fee: 7_000,
      matches: 1,
    });
    for (const offer of [swap, loan]) await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: offer.offer.id, answer: 'accept' });
    for (let step = 0; step < 3; step++) await playTurn(deps, league.id);

    const news = (await outboxOfLeague(deps.db, league.id)).find((r) => r.kind === 'deal-news')!;
    const deals = (news.payload as { deals: { payment: unknown; feesHidden: boolean }[] }).deals;
    expect(deals.map((d) => [d.payment, d.feesHidden])).toEqual([
      [null, true],
      [null, true],
    ]);
    expect(JSON.stringify(news.payload)).not.toContain('33000');

    const stored = await playedSteps(deps.db, league.id);
    const replay = await replayLeague(deps, league.id);
    expect(replay.steps.map((s) => s.events)).toEqual(stored.map((s) => s.events));
    const clubsNow = (s: LeagueState) => Object.fromEntries(Object.values(s.players).map((p) => [p.id, p.clubId]));
    expect(clubsNow(replay.state as LeagueState)).toEqual(clubsNow(await stateOf(deps, league.id)));
    expect(stored[1]!.events.some((e) => e.type === 'loan-returned')).toBe(true);
  });

  it('GIVEN a league with the cup THEN a deal is carried out at the start of a cup round, a loan counts league matches only, and deals close from the semi-final on', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob'], { cups: 'cup' });
    // Pre-season, weeks 1 to 8 and the cup's first two rounds: the cup's third round is next, before week 9.
    for (let step = 0; step < 11; step++) await playTurn(deps, league.id);
    const beforeRound3 = await stateOf(deps, league.id);
    expect([nextStep(beforeRound3), beforeRound3.week]).toEqual(['cup', 9]);
    const player = outfield(beforeRound3, clubs[0]!.id);
    const loan = await offerLoan(deps, { leagueId: league.id, userId: 'bob', to: { userId: 'alice' }, player, fee: 5_000, matches: 1 });
    await answerOffer(deps, { leagueId: league.id, userId: 'alice', offerId: loan.offer.id, answer: 'accept' });

    await playTurn(deps, league.id); // the cup's third round: the loan starts before its ties
    expect((await findOffer(deps.db, loan.offer.id))!.status).toBe('done');
    const afterRound3 = await stateOf(deps, league.id);
    expect(afterRound3.cups!.stepsPlayed).toBe(3);
    expect(afterRound3.players[player]).toMatchObject({ clubId: clubs[1]!.id, loan: { ownerId: clubs[0]!.id, matchesLeft: 1 } });
    const news = (await outboxOfLeague(deps.db, league.id)).find((r) => r.kind === 'deal-news')!;
    expect(news.payload).toMatchObject({ season: 1, week: 9, cupStep: 'cup' });

    await playTurn(deps, league.id); // week 9: his one league match, then home
    expect((await stateOf(deps, league.id)).players[player]).toMatchObject({ clubId: clubs[0]!.id });
    expect((await stateOf(deps, league.id)).players[player]!.loan).toBeUndefined();

    await playTurn(deps, league.id); // week 10
    const week11 = await stateOf(deps, league.id);
    expect([nextStep(week11), week11.week]).toEqual(['week', 11]);
    const offer = await offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: { userId: 'bob' }, give: outfield(week11, clubs[0]!.id, 1) });
    await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: offer.offer.id, answer: 'accept' });
    await playTurn(deps, league.id); // week 11, before the semi-final: carried out
    expect((await findOffer(deps.db, offer.offer.id))!.status).toBe('done');
    const semiFinal = await stateOf(deps, league.id);
    afterCooldown(deps);
    expect([nextStep(semiFinal), semiFinal.cups!.stepsPlayed]).toEqual(['cup', 3]);
    await expect(
      offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: { userId: 'bob' }, give: outfield(semiFinal, clubs[0]!.id, 2) }),
    ).rejects.toThrow(/closed until the next pre-season/);

    const stored = await playedSteps(deps.db, league.id);
    const replay = await replayLeague(deps, league.id);
    expect(replay.steps.map((s) => s.events)).toEqual(stored.map((s) => s.events));
  });
});
