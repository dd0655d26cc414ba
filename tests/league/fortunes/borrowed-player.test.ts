import { expect, it } from 'vitest';
import { BOARD, type Square } from '../../../src/engine/fortunes/board.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { offerLoan, offerTransfer } from '../../../src/league/deals/football-offers.js';
import { OFFER_LIMITS } from '../../../src/league/deals/offer-limits.js';
import { answerOffer } from '../../../src/league/deals/offers.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { LeagueError } from '../../../src/league/errors.js';
import { setBankSale, setCrisisSection, setDebtOrder } from '../../../src/league/orders/fortune-orders.js';
import { myOrders, setSale } from '../../../src/league/orders/orders.js';
import type { LeagueSummary } from '../../../src/league/shared/views.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, startedLeague, stateOf, weekOf } from '../helpers.js';
import { editState } from './edit-state.js';

function standOn(state: LeagueState, clubId: string, square: Square): void {
  state.fortunes!.positions[clubId] = BOARD.indexOf(square);
  state.fortunes!.squares[clubId] = square;
}

async function advance(deps: LeagueDeps, league: LeagueSummary): Promise<LeagueSummary> {
  const outcome = await advanceLeague(deps, league.id, weekOf(league));
  if (!outcome.played) throw new Error(`not played: ${outcome.reason}`);
  return outcome.league;
}

async function refused(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof LeagueError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.message;
}

/**
 * The Fortunes board over a Footy Manager league (`fortunes:True`), through the league's use cases as the commands
 * call them: a player borrowed by a real loan, made by /loan and its Accept button, is never the borrower's to sell,
 * list, trade, lend on or lose, whatever square he stands on (docs/rules.md, "Loans"; loan-policy.ts).
 */
describeOnEachDatabase('a borrowed player in a Fortunes league over Footy Manager', (database) => {
  it('GIVEN u1 borrows u2’s best defender THEN every order that would sell or lose him is refused and changes nothing, and the board takes his own men instead', async () => {
    const deps = depsOf(database());
    const { league: started, clubs } = await startedLeague(deps, ['u1', 'u2'], { fortunes: true });
    let league = await advance(deps, started);
    const [mine, theirs] = [clubs[0]!.id, clubs[1]!.id];
    const before = await stateOf(deps, league.id);
    const star = Object.values(before.players)
      .filter((p) => p.clubId === theirs && p.positions[0] === 'CB')
      .sort((a, b) => b.ability - a.ability)[0]!;
    await editState(deps, league.id, (s) => {
      s.players[star.id]!.ability = 10;
    });
    const made = await offerLoan(deps, { leagueId: league.id, userId: 'u1', to: { userId: 'u2' }, player: star.id, fee: 0, matches: 10 });
    await answerOffer(deps, { leagueId: league.id, userId: 'u2', offerId: made.offer.id, answer: 'accept' });
    league = await advance(deps, league);
    expect((await stateOf(deps, league.id)).players[star.id]).toMatchObject({ clubId: mine, loan: { ownerId: theirs } });

    const u1 = { leagueId: league.id, userId: 'u1' };
    await editState(deps, league.id, (s) => standOn(s, mine, 'bank-finance'));
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    const refusals = [
      await refused(setBankSale(deps, { ...u1, playerId: star.id, sell: true })),
      await refused(setDebtOrder(deps, { ...u1, playerId: star.id })),
      await refused(setSale(deps, { ...u1, playerId: star.id, mode: 'quick' })),
      await refused(offerTransfer(deps, { ...u1, to: { userId: 'u2' }, give: star.id, ask: 1_000 })),
      await refused(offerLoan(deps, { ...u1, to: { clubId: clubs[1]!.id }, player: star.id, fee: 0, matches: 1 })),
    ];
    expect(refusals).toEqual([
      `${star.name} is on loan to you; he is not yours to sell.`,
      `${star.name} is on loan to you; he is not yours to sell.`,
      `${star.name} is on loan to your club: he goes back to his owner, and cannot be listed.`,
      `${star.name} is on loan at ${clubs[0]!.name}: he can be neither sold nor lent on.`,
      `${star.name} is on loan at ${clubs[0]!.name}: he can be neither sold nor lent on.`,
    ]);
    expect((await myOrders(deps, u1)).orders).toEqual({});
    expect(await deps.db.selectFrom('offers').select('status').where('league_id', '=', league.id).execute()).toEqual([{ status: 'done' }]);

    // On Crisis, his defence named: his own best defender goes to the bank, never the borrowed one rated 10.
    await editState(deps, league.id, (s) => standOn(s, mine, 'crisis'));
    await setCrisisSection(deps, { ...u1, section: 'D' });
    league = await advance(deps, league);
    const after = await stateOf(deps, league.id);
    expect(after.players[star.id]).toMatchObject({ clubId: mine, loan: { ownerId: theirs } });
    expect(after.fortunes!.bank).not.toContain(star.id);
    expect(after.fortunes!.auctionPool).not.toContain(star.id);
  });
});
