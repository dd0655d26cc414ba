import { expect, it } from 'vitest';
import { loadFortunesGameState, saveFortunesGameState } from '../../../src/db/repositories/fortunes-game.repository.js';
import type { FortunesGame } from '../../../src/engine/fortunes-game/state.js';
import type { GameEvent } from '../../../src/engine/fortunes-game/events.js';
import { playedSteps } from '../../../src/db/repositories/played-steps.repository.js';
import { offerFortunesLoan, offerFortunesTransfer } from '../../../src/league/deals/fortunes-offers.js';
import { answerOffer, listOffers } from '../../../src/league/deals/offers.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { LeagueError } from '../../../src/league/errors.js';
import { OFFER_LIMITS } from '../../../src/league/deals/offer-limits.js';
import type { FortunesGameLeague } from '../../../src/league/modes/fortunes-game/fortunes-game-league.js';
import type { LeagueSummary } from '../../../src/league/shared/views.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { replayLeague } from '../../../src/league/week/replay.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, startedFortunesGame, weekOf } from '../helpers.js';
import { readStoredText } from '../../../src/i18n/stored-text.js';

const [ANN, BOB] = ['u-ann', 'u-bob'];

/** A two-manager game: ann and bob, and the computer's eight clubs. */
async function fortunesLeague(deps: LeagueDeps): Promise<{ league: LeagueSummary; ann: string; bob: string }> {
  const { league, clubIds } = await startedFortunesGame(deps, [ANN, BOB], 1);
  return { league, ann: clubIds[0]!, bob: clubIds[1]! };
}

async function gameOf(deps: LeagueDeps, leagueId: string): Promise<FortunesGame> {
  return ((await loadFortunesGameState(deps.db, leagueId)) as FortunesGameLeague).game;
}

async function editGame(deps: LeagueDeps, leagueId: string, change: (game: FortunesGame) => void): Promise<void> {
  const state = (await loadFortunesGameState(deps.db, leagueId)) as FortunesGameLeague;
  change(state.game);
  await saveFortunesGameState(deps.db, leagueId, state);
}

async function advance(deps: LeagueDeps, league: LeagueSummary): Promise<LeagueSummary> {
  const outcome = await advanceLeague(deps, league.id, weekOf(league));
  if (!outcome.played) throw new Error(`not played: ${outcome.reason}`);
  return outcome.league;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof LeagueError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.message;
}

async function offersOf(deps: LeagueDeps, leagueId: string) {
  return deps.db.selectFrom('offers').select(['id', 'status', 'note']).where('league_id', '=', leagueId).orderBy('id').execute();
}

describeOnEachDatabase('deals between managers in a game of Football Fortunes (003, "Transfers/loans")', (database) => {
  it('GIVEN Ann sells a card to Bob and Bob accepts THEN the turn moves the card and the price, the offer is done and a replay agrees', async () => {
    const deps = depsOf(database());
    const opened = await fortunesLeague(deps);
    const { ann, bob } = opened;
    let { league } = opened;
    const before = await gameOf(deps, league.id);
    const card = before.managers[ann]!.squad.find((c) => c.type === 'U')!;
    const made = await offerFortunesTransfer(deps, {
      leagueId: league.id,
      userId: ANN,
      to: { userId: BOB },
      give: card.id.toLowerCase(),
      ask: 30_000,
    });
    expect(made.aiAnswer).toBeNull();
    expect(made.offer.terms).toMatchObject({ kind: 'transfer', give: [{ id: card.id }], get: [], money: -30_000 });
    await answerOffer(deps, { leagueId: league.id, userId: BOB, offerId: made.offer.id, answer: 'accept' });
    league = await advance(deps, league);
    const after = await gameOf(deps, league.id);
    expect(after.managers[bob]!.squad.map((c) => c.id)).toContain(card.id);
    expect(after.managers[ann]!.squad.map((c) => c.id)).not.toContain(card.id);
    expect(await offersOf(deps, league.id)).toEqual([{ id: expect.anything() as unknown, status: 'done', note: null }]);
    const [step] = await playedSteps(deps.db, league.id);
    const money = (step!.events as GameEvent[]).filter((e) => e.type === 'money' && e.reason === 'deal');
    expect(money).toEqual([
      { type: 'money', clubId: bob, amount: -30_000, reason: 'deal' },
      { type: 'money', clubId: ann, amount: 30_000, reason: 'deal' },
    ]);
    const replay = await replayLeague(deps, league.id);
    expect((replay.state as FortunesGameLeague).game).toEqual(after);
  });

  it('GIVEN Ann borrows Bob’s card THEN he is lent to the season’s end, and she can neither sell nor lend him on', async () => {
    const deps = depsOf(database());
    const opened = await fortunesLeague(deps);
    const { ann, bob } = opened;
    let { league } = opened;
    const card = (await gameOf(deps, league.id)).managers[bob]!.squad.find((c) => c.type === 'A')!;
    const made = await offerFortunesLoan(deps, { leagueId: league.id, userId: ANN, to: { userId: BOB }, player: card.id, fee: 5_000, turns: null });
    expect(made.offer.terms).toMatchObject({ kind: 'loan', player: { id: card.id }, fee: 5_000, matches: null, per: 'turn' });
    await answerOffer(deps, { leagueId: league.id, userId: BOB, offerId: made.offer.id, answer: 'accept' });
    league = await advance(deps, league);
    const game = await gameOf(deps, league.id);
    expect(game.loans).toEqual([expect.objectContaining({ ownerId: bob, borrowerId: ann, toSeasonEnd: true, card })]);

    const offersBefore = await offersOf(deps, league.id);
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    expect(await refusal(offerFortunesTransfer(deps, { leagueId: league.id, userId: ANN, to: { userId: BOB }, give: card.id, ask: 1 }))).toBe(
      `${card.id} is on loan to you: a borrowed player is never yours to sell.`,
    );
    expect(await refusal(offerFortunesLoan(deps, { leagueId: league.id, userId: ANN, to: { userId: BOB }, player: card.id, fee: 0, turns: 1 }))).toBe(
      `${card.id} is on loan to you: a borrowed player is never yours to lend on.`,
    );
    expect(await offersOf(deps, league.id)).toEqual(offersBefore);
  });

  it('GIVEN a cup semi-final played THEN no deal is offered (rule 3); GIVEN every cup ceased before its semi-final THEN deals go on (rule 6)', async () => {
    const deps = depsOf(database());
    const { league, ann } = await fortunesLeague(deps);
    const card = (await gameOf(deps, league.id)).managers[ann]!.squad[0]!;
    await editGame(deps, league.id, (game) => {
      game.cups[0]!.semiFinalPlayed = true;
    });
    const sell = () => offerFortunesTransfer(deps, { leagueId: league.id, userId: ANN, to: { userId: BOB }, give: card.id, ask: 10_000 });
    expect(await refusal(sell())).toMatch(/^Transfers and loans are closed: a cup semi-final has been played this season, .+ \(transfer rule 3\)/);
    expect(await offersOf(deps, league.id)).toEqual([]);
    await editGame(deps, league.id, (game) => {
      game.cups[0]!.semiFinalPlayed = false;
      game.cups[0]!.ceased = true;
    });
    expect((await sell()).offer.status).toBe('open');
  });

  it('GIVEN a cup turn with Bob’s club out of the cup THEN a loan is refused (rule 2) but a transfer is not (rule 4)', async () => {
    const deps = depsOf(database());
    const { league, ann, bob } = await fortunesLeague(deps);
    const card = (await gameOf(deps, league.id)).managers[ann]!.squad[0]!;
    await editGame(deps, league.id, (game) => {
      const cupTurn = game.calendar.findIndex((s) => s.kind === 'cup');
      game.slot = cupTurn;
      game.cups[0]!.alive = game.cups[0]!.alive.filter((id) => id !== bob);
    });
    expect(await refusal(offerFortunesLoan(deps, { leagueId: league.id, userId: ANN, to: { userId: BOB }, player: card.id, fee: 0, turns: 2 }))).toBe(
      'A loan needs both clubs playing in this round (transfer rule 2): in a cup turn both must still be in a running cup.',
    );
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    const sold = await offerFortunesTransfer(deps, { leagueId: league.id, userId: ANN, to: { userId: BOB }, give: card.id, ask: 0 });
    expect(sold.offer.status).toBe('open');
  });

  it('GIVEN offers that break the game’s terms THEN each is refused with its rule and nothing is stored', async () => {
    const deps = depsOf(database());
    const { league, ann, bob } = await fortunesLeague(deps);
    const game = await gameOf(deps, league.id);
    const [mine, theirs] = [game.managers[ann]!.squad[0]!.id, game.managers[bob]!.squad[0]!.id];
    const cpu = game.clubs.find((c) => !c.managed)!;
    const to = { userId: BOB };
    const offer = (terms: Partial<Parameters<typeof offerFortunesTransfer>[1]>) =>
      refusal(offerFortunesTransfer(deps, { leagueId: league.id, userId: ANN, to, ...terms }));
    expect(await offer({ give: mine, get: theirs })).toMatch(/^A transfer in Football Fortunes is one player sold for money/);
    expect(await offer({})).toMatch(/^A transfer in Football Fortunes is one player sold for money/);
    expect(await offer({ give: mine, pay: 10_000 })).toBe('The buyer pays the price: to sell your card, put the price in ask:.');
    expect(await offer({ get: theirs, ask: 10_000 })).toBe('The buyer pays the price: to buy their card, put the price in money:.');
    expect(await offer({ get: mine, pay: 10_000 })).toBe(`${mine} is your own card: to sell him, name him in give:.`);
    expect(await offer({ give: theirs, ask: 10_000 })).toBe(
      `${theirs} is not one of your own cards: a player on loan to you is never yours to sell or lend.`,
    );
    expect(await offer({ give: 'Z9', ask: 10_000 })).toMatch(/^Z9 is not a card of the game/);
    expect(await offer({ get: theirs, pay: 5_000_000 })).toBe('The deal asks £5,000,000 of you, more than you have.');
    expect(await offer({ give: mine, immunity: 1 })).toMatch(/^An Immunity card is sold on its own, one a deal/);
    expect(await offer({ immunity: 2 })).toMatch(/^An Immunity card is sold on its own, one a deal/);
    expect(await offer({ immunity: 1, ask: 10_000 })).toBe('You hold no Immunity card to sell.');
    expect(await offer({ immunity: -1, ask: 10_000 })).toBe('The buyer pays the price: to buy their card, put the price in money:.');
    expect(await offer({ give: mine, ask: 1_000, to: { clubId: cpu.id } } as never)).toMatch(/is a non-player club/);
    expect(await offersOf(deps, league.id)).toEqual([]);
    deps.clock.advance(OFFER_LIMITS.cooldownMs);
    // Bob's cash is his own: an offer to buy from him for more than he has is made; his answer is where it fails.
    const sale = await offerFortunesTransfer(deps, { leagueId: league.id, userId: ANN, to, give: mine, ask: 5_000_000 });
    expect(await refusal(answerOffer(deps, { leagueId: league.id, userId: BOB, offerId: sale.offer.id, answer: 'accept' }))).toBe(
      'This deal cannot be accepted: The club that gets the player cannot pay the price now.',
    );
    expect((await listOffers(deps, { leagueId: league.id, userId: ANN })).offers.map((o) => o.status)).toEqual(['open']);
  });

  it('GIVEN an accepted sale whose card the board takes first THEN the turn passes it over and the offer lapses with the rule', async () => {
    const deps = depsOf(database());
    const opened = await fortunesLeague(deps);
    const { ann } = opened;
    let { league } = opened;
    const game = await gameOf(deps, league.id);
    const card = game.managers[ann]!.squad[0]!;
    const made = await offerFortunesTransfer(deps, { leagueId: league.id, userId: ANN, to: { userId: BOB }, give: card.id, ask: 0 });
    await answerOffer(deps, { leagueId: league.id, userId: BOB, offerId: made.offer.id, answer: 'accept' });
    // Ann's card leaves her before the turn is played, as a card drawn on her square would take him.
    await editGame(deps, league.id, (g) => {
      const manager = g.managers[ann]!;
      manager.squad = manager.squad.filter((c) => c.id !== card.id);
      g.auctionFile.push(card);
    });
    league = await advance(deps, league);
    expect((await offersOf(deps, league.id)).map((o) => ({ ...o, note: o.note && readStoredText('en', o.note) }))).toEqual([
      {
        id: expect.anything() as unknown,
        status: 'lapsed',
        note: 'The player is not the seller’s own card any more (a player on loan is never the borrower’s to sell or lend).',
      },
    ]);
    const posts = await deps.db
      .selectFrom('outbox')
      .select('payload')
      .where('league_id', '=', league.id)
      .where('kind', '=', 'fortunes-turn')
      .execute();
    expect(JSON.stringify(posts)).not.toContain('deal-failed');
  });

  it('GIVEN Bob sells his Immunity card to Ann THEN the turn moves the card and the price, whatever the transfer window (rulebook, "Immunity cards")', async () => {
    const deps = depsOf(database());
    const opened = await fortunesLeague(deps);
    const { ann, bob } = opened;
    let { league } = opened;
    await editGame(deps, league.id, (game) => {
      game.managers[bob]!.immunity = 1;
      game.immunityBank -= 1;
      game.cups[0]!.semiFinalPlayed = true;
    });
    // Ann offers to buy it, not knowing whether he holds one: his answer is where that is checked.
    const made = await offerFortunesTransfer(deps, { leagueId: league.id, userId: ANN, to: { userId: BOB }, immunity: -1, pay: 40_000 });
    expect(made.offer.terms).toEqual({ kind: 'transfer', give: [], get: [], money: 40_000, immunity: -1 });
    await answerOffer(deps, { leagueId: league.id, userId: BOB, offerId: made.offer.id, answer: 'accept' });
    league = await advance(deps, league);
    const game = await gameOf(deps, league.id);
    expect([game.managers[ann]!.immunity, game.managers[bob]!.immunity]).toEqual([1, 0]);
    const [step] = await playedSteps(deps.db, league.id);
    expect((step!.events as GameEvent[]).filter((e) => e.type === 'immunity-sold' || (e.type === 'money' && e.reason === 'deal'))).toEqual([
      { type: 'money', clubId: ann, amount: -40_000, reason: 'deal' },
      { type: 'money', clubId: bob, amount: 40_000, reason: 'deal' },
      { type: 'immunity-sold', fromId: bob, toId: ann, offerId: made.offer.id },
    ]);
    expect(await offersOf(deps, league.id)).toEqual([{ id: expect.anything() as unknown, status: 'done', note: null }]);
  });
});
