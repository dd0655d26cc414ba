import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { BOARD } from '../../src/engine/fortunes/board.js';
import { topPlayer } from '../../src/engine/fortunes-game/top-player.js';
import type { FortunesGame } from '../../src/engine/fortunes-game/state.js';
import type { EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import type { StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase } from '../support/db.js';
import { embedText, messageText, posts } from './support/channel.js';
import {
  closeFortunesGame,
  editFortunesGame,
  fortunesGameOf,
  openFortunesGame,
  playFortunesTurn,
  type FortunesGameTable,
} from './support/fortunes-game-table.js';

const text = (answer: InteractionResponse) => [answer.content, ...answer.embeds.map(embedText)].join('\n');
const TURN_TITLE = /^Fortunes Season: season 1, (league|cup) round \d+ played$/;

/**
 * Issue 29: a whole season of Football Fortunes through the real discord.js client. Two managers play every league
 * and cup turn of season one; on the way Ann chooses her Crisis section, Bob wins an auction, Ann spends an Immunity
 * card, and Ann borrows one of Bob's cards: she offers with /loan, he counters with the offer's button, she accepts.
 * The channel is posted the F.A. Cup's ties, the table of ten after each league round and, at the season's end, the
 * champions and the game points.
 * Where the test needs a square the dice did not give, it moves the counter in the stored game, as a banker would.
 */
describeOnEachDatabase('scenario 20: a season of Football Fortunes', (database) => {
  let table: FortunesGameTable;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let firstPost = 0;

  const turnPosts = (): StoredMessage[] =>
    posts(table.emu, table.league.channelId)
      .slice(firstPost)
      .filter((m) => TURN_TITLE.test(m.embeds[0]?.title ?? ''));
  const lastTurnText = () => messageText(turnPosts().at(-1)!);
  const clubName = async (user: EmulatedUser) => {
    const { state, clubOf } = await fortunesGameOf(table);
    return state.game.clubs.find((c) => c.id === clubOf(user))!.name;
  };
  const offerCount = async () => (await table.db.selectFrom('offers').select('id').execute()).length;

  beforeAll(async () => {
    table = await openFortunesGame(database().db, { name: 'Fortunes Season', managers: ['ann', 'bob'], seasons: 2 });
    [ann, bob] = table.managers as [EmulatedUser, EmulatedUser];
    firstPost = posts(table.emu, table.league.channelId).length;
    // A rich start, so that no manager resigns within the season whatever the board deals him.
    await editFortunesGame(table, ({ game }) => {
      for (const manager of Object.values(game.managers)) manager.cash = 1_000_000;
    });
  });

  afterEach(() => table.emu.assertNoViolations());

  afterAll(async () => {
    await closeFortunesGame(table);
  });

  it('GIVEN Ann on Crisis and Bob on an Auction THEN she chooses her section and he wins the lot, and the channel is told both', async () => {
    let lotId = '';
    let defender = '';
    await editFortunesGame(table, ({ game }, clubOf) => {
      game.managers[clubOf(ann)]!.position = BOARD.indexOf('crisis');
      game.pending[clubOf(ann)] = { square: 'crisis', draws: [] };
      const lot = game.auctionFile.shift()!;
      lotId = lot.id;
      game.managers[clubOf(bob)]!.position = BOARD.indexOf('auction');
      game.pending[clubOf(bob)] = { square: 'auction', draws: [], lot };
      defender = topPlayer(game.managers[clubOf(ann)]!.squad, 'D')!.id;
    });
    const crisis = await table.league.ask(ann, '/fortune crisis', { section: 'D' });
    expect(crisis.ephemeral).toBe(true);
    expect(crisis.content).toBe('On Crisis this turn you pay the £50,000 fine and your best defence player goes to the bank at ¾ of his value.');
    const bid = await table.league.ask(bob, '/fortune bid', { player: lotId, amount: 70_000 });
    expect(bid.ephemeral).toBe(true);
    expect(bid.content).toBe(`Your sealed bid of £70,000 for \`${lotId}\` stands until the turn is played.`);

    await playFortunesTurn(table);
    const { state, clubOf } = await fortunesGameOf(table);
    expect(state.game.bank.map((c) => c.id)).toContain(defender);
    expect(state.game.managers[clubOf(bob)]!.squad.map((c) => c.id)).toContain(lotId);
    const post = lastTurnText();
    expect(post).toContain(
      `**${await clubName(ann)}** are in Crisis: fined £50,000, and their best defence player (${defender.split('-')[0]}) is sold to the bank.`,
    );
    expect(post).toContain(`**${await clubName(bob)}** buy ${lotId.split('-')[0]} at auction for £70,000.`);
  });

  it('GIVEN Ann holding an Immunity card and shown a harmful Selection Problem THEN she spends it, the problem is cancelled and the card goes back to the bank', async () => {
    let bankBefore = 0;
    let othersBefore = 0;
    let defender = '';
    // The cards the other managers hold: one may land on a square that hands him a card from the bank this turn.
    const othersHold = (game: FortunesGame, annClub: string) =>
      Object.entries(game.managers)
        .filter(([club]) => club !== annClub)
        .reduce((sum, [, manager]) => sum + manager.immunity, 0);
    await editFortunesGame(table, ({ game }, clubOf) => {
      game.managers[clubOf(ann)]!.immunity = 1;
      game.immunityBank -= 1;
      bankBefore = game.immunityBank;
      othersBefore = othersHold(game, clubOf(ann));
      // The Selection Problems card of roll 3: "The best defender quits the game."
      game.managers[clubOf(ann)]!.position = BOARD.indexOf('selection-problems');
      game.pending[clubOf(ann)] = { square: 'selection-problems', draws: [{ table: 'selection-problems', roll: 3 }] };
      defender = topPlayer(game.managers[clubOf(ann)]!.squad, 'D')!.id;
    });
    const shown = text(await table.league.ask(ann, '/fortune show'));
    expect(shown).toContain('Your Selection Problem: The best defender quits the game.');
    const used = await table.league.ask(ann, '/fortune immunity', { use: true });
    expect(used.ephemeral).toBe(true);
    expect(used.content).toBe('Your Immunity card will cancel the Selection Problem shown to you.');

    await playFortunesTurn(table);
    const { state, clubOf } = await fortunesGameOf(table);
    expect(state.game.managers[clubOf(ann)]!.immunity).toBe(0);
    expect(state.game.immunityBank).toBe(bankBefore + 1 - (othersHold(state.game, clubOf(ann)) - othersBefore));
    expect(state.game.managers[clubOf(ann)]!.squad.map((c) => c.id)).toContain(defender);
    expect(lastTurnText()).toContain(
      `**${await clubName(ann)}** draw a Selection Problem: their best defender quits the game. An Immunity card cancels it.`,
    );
  });

  it('GIVEN Ann asks to borrow Bob’s best attacker with /loan, Bob counters with its button and Ann accepts THEN he plays for her for three turns, is never hers to sell, and goes home', async () => {
    // Transfer rule 2: a loan needs both clubs playing, so it is offered in a league turn.
    while ((await fortunesGameOf(table)).state.game.calendar[(await fortunesGameOf(table)).state.game.slot]!.kind !== 'league') {
      await playFortunesTurn(table);
    }
    const before = await fortunesGameOf(table);
    const own = before.state.game.managers[before.clubOf(ann)]!.squad.map((c) => c.id);
    const attacker = topPlayer(before.state.game.managers[before.clubOf(bob)]!.squad, 'A')!.id;

    // Autocomplete offers Ann her own cards alone: Bob's are private.
    const choices = await table.emu.autocomplete(ann, '/loan offer', 'player', '', {}, { channelId: table.league.channelId });
    expect(choices.map((c) => c.value).sort()).toEqual([...own].sort());

    const sent = await table.league.ask(ann, '/loan offer', { player: attacker, fee: 10_000, matches: 3, manager: bob.id });
    expect(sent.ephemeral).toBe(true);
    const offerId = /Offer (\d+) sent/.exec(sent.content)?.[1] ?? '';
    expect(offerId, sent.content).not.toBe('');
    expect(sent.content).toContain(`goes on loan from ${await clubName(bob)} to ${await clubName(ann)} for 3 turns.`);
    // The outbox job never fires by itself in a test: the notice is delivered by hand, then awaited.
    const noticeOf = async (id: string) => {
      await table.harness.app.bot.poster.deliverDue();
      return table.emu.waitFor(() => table.emu.channelMessages(table.league.channelId).find((m) => m.content.includes(`(offer ${id})`)), {
        timeoutMs: 20_000,
        description: `offer ${id} notice posted`,
      });
    };

    // Bob reads it privately and counters with a higher fee; Ann accepts his counter with its button.
    const notice = await noticeOf(offerId);
    expect(notice.pings.users).toEqual([bob.id]);
    expect(notice.content).not.toContain(attacker);
    const view = await table.emu.click(notice, `trade:${offerId}:view`, { user: bob });
    expect(view.ephemeral).toBe(true);
    expect(text(view)).toContain('£10,000');
    const form = await table.emu.click(notice, `trade:${offerId}:counter`, { user: bob });
    const countered = await table.emu.submitModal(form, { fee: '20000' });
    expect(countered.ephemeral).toBe(true);
    const counterId = /with offer (\d+)/.exec(countered.content)?.[1] ?? '';
    expect(counterId, countered.content).not.toBe('');
    expect(countered.content).toContain(`${await clubName(ann)} pays a fee of £20,000.`);
    const counterNotice = await noticeOf(counterId);
    expect(counterNotice.pings.users).toEqual([ann.id]);
    const accepted = await table.emu.click(counterNotice, `trade:${counterId}:accept`, { user: ann });
    expect(accepted.ephemeral).toBe(true);
    expect(accepted.content).toMatch(/You accepted offer/);

    // Both on Sunday for the turn the loan is made: squares are played before deals, and a Crisis or a card could
    // otherwise take Bob's attacker first (the deal would then lapse, as the rulebook's order of play has it).
    await editFortunesGame(table, ({ game }, clubOf) => {
      for (const user of [ann, bob]) {
        game.managers[clubOf(user)]!.position = BOARD.indexOf('sunday');
        game.pending[clubOf(user)] = { square: 'sunday', draws: [] };
      }
    });
    await playFortunesTurn(table);
    expect(lastTurnText()).toContain(`${attacker.split('-')[0]} goes on loan from **${await clubName(bob)}** to **${await clubName(ann)}**.`);
    const lent = await fortunesGameOf(table);
    expect(lent.state.game.loans).toEqual([expect.objectContaining({ ownerId: lent.clubOf(bob), borrowerId: lent.clubOf(ann), turnsLeft: 2 })]);
    expect(text(await table.league.ask(ann, '/squad'))).toContain(attacker);

    // Never hers to sell: offered only her own cards, and refused privately when named, with nothing stored.
    table.clock.advance(30_000);
    const give = await table.emu.autocomplete(ann, '/trade offer', 'give', '', {}, { channelId: table.league.channelId });
    expect(give.map((c) => c.value)).not.toContain(attacker);
    const offers = await offerCount();
    const refused = await table.league.ask(ann, '/trade offer', { manager: bob.id, give: attacker, ask: 100_000 });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(`${attacker} is on loan to you: a borrowed player is never yours to sell.`);
    expect(await offerCount()).toBe(offers);

    await playFortunesTurn(table);
    await playFortunesTurn(table);
    const home = await fortunesGameOf(table);
    expect(home.state.game.loans).toEqual([]);
    expect(home.state.game.managers[home.clubOf(bob)]!.squad.map((c) => c.id)).toContain(attacker);
    expect(lastTurnText()).toContain(`${attacker.split('-')[0]} returns to **${await clubName(bob)}** from his loan at **${await clubName(ann)}**.`);
  });

  it('GIVEN the rest of the season played THEN the channel has had the F.A. Cup, the table of ten after every league round, the champions and the season’s game points', async () => {
    for (let turn = 0; turn < 30 && (await fortunesGameOf(table)).state.game.season === 1; turn++) await playFortunesTurn(table);
    const { state, clubOf } = await fortunesGameOf(table);
    expect(state.game.season).toBe(2);
    const [season] = state.game.history;

    const turns = turnPosts();
    const league = turns.filter((m) => /league round \d+ played$/.test(m.embeds[0]!.title!));
    expect(league).toHaveLength(18);
    for (const post of league) {
      const tableOfTen = post.embeds.find((e) => e.title === 'The table of ten, season 1');
      expect(tableOfTen?.description?.match(/^ ?\d+ .+ +\d+ +\d+ +\d+ +\d+ +\d+ +\d+ +\d+$/gm)).toHaveLength(10);
    }
    const cup = turns.filter((m) => /cup round \d+ played$/.test(m.embeds[0]!.title!)).map(messageText);
    expect(cup.length).toBeGreaterThanOrEqual(1);
    expect(cup[0]).toMatch(/^F\.A\. Cup, round 1: .+ \*\*\d+–\d+\*\* .+$/m);
    // The Cup runs to its final, or ceases the turn the last manager's club goes out (rulebook).
    if (season!.cupWinners['fa-cup']) expect(cup).toHaveLength(4);
    else expect(cup.at(-1)).toContain('The F.A. Cup ends for the season: every manager’s club is out.');

    const last = messageText(turns.at(-1)!);
    const champions = state.game.clubs.find((c) => c.id === season!.table[0])!.name;
    expect(last).toContain(`Season 1 is over: **${champions}** are the champions.`);
    const points = (user: EmulatedUser) => state.game.gamePoints[clubOf(user)]!;
    expect(points(ann) + points(bob)).toBeGreaterThan(0);
    for (const user of [ann, bob]) expect(last).toMatch(new RegExp(`^\\d\\. \\*\\*${await clubName(user)}\\*\\*: ${points(user)}$`, 'm'));
    const standings = text(await table.league.ask(bob, '/league points'));
    for (const user of [ann, bob]) expect(standings).toContain(`**${await clubName(user)}**: ${points(user)}`);
    expect(standings).toContain("Season 2 of 2: points are won at each season's end.");
  });
});
