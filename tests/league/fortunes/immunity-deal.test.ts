import { readStoredText } from '../../../src/i18n/stored-text.js';
import { expect, it } from 'vitest';
import { findOffer } from '../../../src/db/repositories/offers.repository.js';
import { outboxOfLeague } from '../../../src/db/repositories/outbox.repository.js';
import { recentLedger } from '../../../src/db/repositories/ledger.repository.js';
import { playedSteps } from '../../../src/db/repositories/played-steps.repository.js';
import { seededDice } from '../../../src/engine/dice.js';
import { BOARD } from '../../../src/engine/fortunes/board.js';
import { IMMUNITY_CARDS } from '../../../src/engine/model/fortunes-state.js';
import { playStep } from '../../../src/engine/step.js';
import { offerTransfer } from '../../../src/league/deals/football-offers.js';
import { answerOffer, viewOffer } from '../../../src/league/deals/offers.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { InvalidInput } from '../../../src/league/errors.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { editState } from './edit-state.js';
import { depsOf, startedLeague, stateOf, weekOf } from '../helpers.js';

/**
 * A Fortunes league at the opening of week 1, the first manager holding one
 * Immunity card from the bank, and both standing on Sunday so no card is spent.
 */
async function leagueWithCard(deps: LeagueDeps) {
  const { league, clubs } = await startedLeague(deps, ['u1', 'u2'], { fortunes: true, difficulty: 2 });
  const opened = (await advanceLeague(deps, league.id, weekOf(league))).league!;
  const [a, b] = [clubs[0]!.id, clubs[1]!.id];
  await editState(deps, league.id, (s) => {
    s.fortunes!.immunity = { bank: IMMUNITY_CARDS - 1, held: { [a]: 1 } };
    for (const id of [a, b]) {
      s.fortunes!.positions[id] = BOARD.indexOf('sunday');
      s.fortunes!.squares[id] = 'sunday';
    }
  });
  return { league: opened, a, b };
}

async function offerCount(deps: LeagueDeps, leagueId: string): Promise<number> {
  return (await deps.db.selectFrom('offers').select('id').where('league_id', '=', leagueId).execute()).length;
}

describeOnEachDatabase('Immunity cards sold through deals', (database) => {
  it('GIVEN u1 sells his card to u2 for money WHEN u2 views and accepts and the week is played THEN the card moves, the bank keeps its count, and the step reproduces it', async () => {
    const deps = depsOf(database());
    const { league, a, b } = await leagueWithCard(deps);
    const made = await offerTransfer(deps, { leagueId: league.id, userId: 'u1', to: { userId: 'u2' }, ask: 40_000, immunity: 1 });
    const seen = await viewOffer(deps, { leagueId: league.id, userId: 'u2', offerId: made.offer.id });
    expect(seen.terms).toEqual({ kind: 'transfer', give: [], get: [], money: -40_000, immunity: 1 });
    await answerOffer(deps, { leagueId: league.id, userId: 'u2', offerId: made.offer.id, answer: 'accept' });

    const before = await stateOf(deps, league.id);
    await advanceLeague(deps, league.id, weekOf(league));
    const after = await stateOf(deps, league.id);
    expect(after.fortunes!.immunity.held[b]).toBe(1);
    expect(after.fortunes!.immunity.held[a]).toBeUndefined();
    expect(after.fortunes!.immunity.bank).toBe(IMMUNITY_CARDS - 1);
    expect((await findOffer(deps.db, made.offer.id))!.status).toBe('done');
    const sold = (await recentLedger(deps.db, league.id, a, 50)).filter((r) => r.detail.startsWith('Deal between'));
    expect(sold.map((r) => [r.amount, r.detail.endsWith(': an Immunity card')])).toEqual([[40_000, true]]);
    const news = (await outboxOfLeague(deps.db, league.id)).find((r) => r.kind === 'deal-news')!;
    const names = [before.clubs[a]!.name, before.clubs[b]!.name];
    expect((news.payload as { deals: { immunity?: unknown }[] }).deals[0]!.immunity).toEqual({ from: names[0], to: names[1], cards: 1 });

    // The played step keeps the deal with its card: played again from the state before it, it passes the card again.
    const step = (await playedSteps(deps.db, league.id)).at(-1)!;
    expect(step.events).toContainEqual({ type: 'immunity-passed', fromClubId: a, toClubId: b });
    const again = playStep(before, step.orders, seededDice(step.seed));
    expect(again.state.fortunes!.immunity).toEqual(after.fortunes!.immunity);
    expect(again.events).toEqual(step.events);
  });

  it('GIVEN an accepted sale WHEN the seller no longer holds the card at the step THEN the deal lapses and nothing moves', async () => {
    const deps = depsOf(database());
    const { league, b } = await leagueWithCard(deps);
    const made = await offerTransfer(deps, { leagueId: league.id, userId: 'u2', to: { userId: 'u1' }, pay: 30_000, immunity: -1 });
    await answerOffer(deps, { leagueId: league.id, userId: 'u1', offerId: made.offer.id, answer: 'accept' });
    await editState(deps, league.id, (s) => {
      s.fortunes!.immunity = { bank: IMMUNITY_CARDS, held: {} };
    });
    await advanceLeague(deps, league.id, weekOf(league));
    const after = await stateOf(deps, league.id);
    expect(after.fortunes!.immunity).toEqual({ bank: IMMUNITY_CARDS, held: {} });
    const offer = (await findOffer(deps.db, made.offer.id))!;
    expect(offer.status).toBe('lapsed');
    expect(readStoredText('en', offer.note!)).toMatch(/no longer held the Immunity cards/);
    expect((await recentLedger(deps.db, league.id, b, 50)).filter((r) => r.detail.startsWith('Deal between'))).toEqual([]);
  });

  it('GIVEN cards asked of a rival beside a public fault THEN the refusal is the same whatever he holds; asked alone, the offer is made and his acceptance names no count; cards given beyond one’s own, or outside Fortunes, are refused and nothing is stored', async () => {
    const deps = depsOf(database());
    const { league, a, b } = await leagueWithCard(deps);
    const keepers = Object.values((await stateOf(deps, league.id)).players).filter((p) => p.clubId === b && p.positions.includes('GK'));
    const names = (await stateOf(deps, league.id)).clubs;
    const refusals = new Set<string>();
    for (const held of [0, 1, 2]) {
      await editState(deps, league.id, (s) => {
        s.fortunes!.immunity = { bank: IMMUNITY_CARDS - 1 - held, held: { [a]: 1, ...(held ? { [b]: held } : {}) } };
      });
      for (const asked of [1, 2, 3]) {
        const attempt = offerTransfer(deps, {
          leagueId: league.id,
          userId: 'u1',
          to: { userId: 'u2' },
          get: keepers.map((p) => p.id).join(','),
          immunity: -asked,
        });
        refusals.add(
          await attempt.then(
            () => 'made',
            (e: unknown) => (e as Error).message,
          ),
        );
      }
    }
    expect([...refusals]).toEqual([`${names[b]!.name} would be left without a goalkeeper.`]);
    expect(await offerCount(deps, league.id)).toBe(0);

    await editState(deps, league.id, (s) => {
      s.fortunes!.immunity = { bank: IMMUNITY_CARDS - 1, held: { [a]: 1 } };
    });
    await expect(offerTransfer(deps, { leagueId: league.id, userId: 'u1', to: { userId: 'u2' }, immunity: 2 })).rejects.toThrow(
      `${names[a]!.name} does not hold the 2 Immunity cards the deal gives.`,
    );
    await expect(offerTransfer(deps, { leagueId: league.id, userId: 'u2', to: { userId: 'u1' }, immunity: 1 })).rejects.toBeInstanceOf(InvalidInput);
    expect(await offerCount(deps, league.id)).toBe(0);
    const made = await offerTransfer(deps, { leagueId: league.id, userId: 'u1', to: { userId: 'u2' }, pay: 1_000, immunity: -2 });
    await expect(answerOffer(deps, { leagueId: league.id, userId: 'u2', offerId: made.offer.id, answer: 'accept' })).rejects.toThrow(
      `This deal cannot be accepted: ${names[b]!.name} does not hold the 2 Immunity cards the deal gives.`,
    );
    expect((await findOffer(deps.db, made.offer.id))!.status).toBe('open');

    const { league: plain } = await startedLeague(deps, ['p1', 'p2']);
    await expect(offerTransfer(deps, { leagueId: plain.id, userId: 'p1', to: { userId: 'p2' }, immunity: 1, ask: 1_000 })).rejects.toThrow(
      'Immunity cards belong to Football Fortunes leagues: this league has none.',
    );
    expect(await offerCount(deps, plain.id)).toBe(0);
  });
});
