import { expect, it } from 'vitest';
import { outboxOfLeague } from '../../../src/db/repositories/outbox.repository.js';
import { findLeague } from '../../../src/db/repositories/league.repository.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { offerTransfer } from '../../../src/league/deals/football-offers.js';
import { answerOffer, cancelOffer } from '../../../src/league/deals/offers.js';
import type { OfferNoticeEndedMessage } from '../../../src/league/deals/offer-notice-ending.js';
import { OFFER_LIMITS } from '../../../src/league/deals/offer-limits.js';
import type { OfferEndMessage } from '../../../src/league/deals/offer-end-notice.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { allowedMentionsOf } from '../../../src/discord/outbox-poster.js';
import { postNameBook, renderOutbox } from '../../../src/discord/render/outbox.render.js';
import type { OutboxMessage } from '../../../src/league/index.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, startedLeague, stateOf } from '../helpers.js';

function outfield(state: LeagueState, clubId: string, n = 0): string {
  return Object.values(state.players).filter((p) => p.clubId === clubId && !p.positions.includes('GK'))[n]!.id;
}

async function playTurn(deps: LeagueDeps, leagueId: string): Promise<void> {
  const league = (await findLeague(deps.db, leagueId))!;
  const outcome = await advanceLeague(deps, leagueId, { season: league.season, week: league.week, phase: league.phase as never });
  expect(outcome.played).toBe(true);
}

async function endings(deps: LeagueDeps, leagueId: string): Promise<OfferEndMessage[]> {
  return (await outboxOfLeague(deps.db, leagueId)).filter((r) => r.kind === 'deal-ended').map((r) => r.payload as OfferEndMessage);
}

describeOnEachDatabase('the maker of an offer is told how it ended', (database) => {
  it('GIVEN Alice’s offers to Bob WHEN he accepts, declines and counters and the deadline passes on the fourth THEN each ending is queued once for Alice alone, with no terms', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    const state = await stateOf(deps, league.id);
    const made: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const outcome = await offerTransfer(deps, {
        leagueId: league.id,
        userId: 'alice',
        to: { userId: 'bob' },
        give: outfield(state, clubs[0]!.id, n),
        pay: 12_345,
      });
      made.push(outcome.offer.id);
      deps.clock.advance(OFFER_LIMITS.cooldownMs);
    }
    expect(await endings(deps, league.id)).toEqual([]);
    const answers = ['accept', 'decline', 'counter'] as const;
    for (const [n, answer] of answers.entries()) await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: made[n]!, answer });
    await playTurn(deps, league.id);

    const told = await endings(deps, league.id);
    const base = { fromUserId: 'alice', fromClubName: clubs[0]!.name, toClubName: clubs[1]!.name };
    expect(told).toEqual([
      { offerId: made[0], ending: 'accepted', ...base },
      { offerId: made[1], ending: 'declined', ...base },
      { offerId: made[2], ending: 'countered', ...base },
      { offerId: made[3], ending: 'expired', ...base },
    ]);
    const rows = (await outboxOfLeague(deps.db, league.id)).filter((r) => r.kind === 'deal-ended');
    for (const row of rows) {
      const message = {
        kind: 'deal-ended',
        message: row.payload,
        id: row.id,
        leagueId: league.id,
        channelId: row.channel_id,
        attempts: 0,
        createdAt: row.created_at,
      } as OutboxMessage;
      expect(allowedMentionsOf(message)).toEqual({ parse: [], users: ['alice'] });
      const content = renderOutbox(message, postNameBook(message)).content!;
      expect(content).toMatch(/^<@alice>, your offer \d+ /);
      expect(content).not.toMatch(/12[,.]?345|£/);
    }
  });

  it('GIVEN two accepted offers for one player THEN the one the step could not carry out is told to its maker as lapsed', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob', 'carol']);
    const state = await stateOf(deps, league.id);
    const contested = outfield(state, clubs[1]!.id);
    const fromAlice = await offerTransfer(deps, { leagueId: league.id, userId: 'alice', to: { userId: 'bob' }, get: contested, pay: 50_000 });
    const fromCarol = await offerTransfer(deps, { leagueId: league.id, userId: 'carol', to: { userId: 'bob' }, get: contested, pay: 90_000 });
    await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: fromCarol.offer.id, answer: 'accept' });
    await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: fromAlice.offer.id, answer: 'accept' });
    await playTurn(deps, league.id);
    expect((await endings(deps, league.id)).map((m) => [m.offerId, m.ending, m.fromUserId])).toEqual([
      [fromCarol.offer.id, 'accepted', 'carol'],
      [fromAlice.offer.id, 'accepted', 'alice'],
      [fromAlice.offer.id, 'lapsed', 'alice'],
    ]);
  });

  it('GIVEN offers answered, withdrawn and let expire THEN each notice gets one edit queued after it, saying how it ended, with its buttons disabled', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['alice', 'bob']);
    const state = await stateOf(deps, league.id);
    const made: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const outcome = await offerTransfer(deps, {
        leagueId: league.id,
        userId: 'alice',
        to: { userId: 'bob' },
        give: outfield(state, clubs[0]!.id, n),
      });
      made.push(outcome.offer.id);
      deps.clock.advance(OFFER_LIMITS.cooldownMs);
    }
    await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: made[0]!, answer: 'accept' });
    await answerOffer(deps, { leagueId: league.id, userId: 'bob', offerId: made[1]!, answer: 'decline' });
    await cancelOffer(deps, { leagueId: league.id, userId: 'alice', offerId: made[2]! });
    await playTurn(deps, league.id);
    await playTurn(deps, league.id);

    const rows = await outboxOfLeague(deps.db, league.id);
    const edits = rows.filter((r) => r.kind === 'deal-offer-ended');
    expect(
      edits.map((r) => {
        const m = r.payload as OfferNoticeEndedMessage;
        return [m.notice.offerId, m.ending, m.byClubName ?? null];
      }),
    ).toEqual([
      [made[0], 'accepted', clubs[1]!.name],
      [made[1], 'declined', clubs[1]!.name],
      [made[2], 'cancelled', null],
      [made[3], 'expired', null],
    ]);
    for (const edit of edits) {
      const message = edit.payload as OfferNoticeEndedMessage;
      const notice = rows.find((r) => r.dedupe_key === `offer:${message.notice.offerId}`)!;
      expect(Number(notice.id)).toBeLessThan(Number(edit.id));
      expect(message.notice.buttons!.map((b) => b.disabled)).toEqual([true, true, true, true]);
    }
  });
});
