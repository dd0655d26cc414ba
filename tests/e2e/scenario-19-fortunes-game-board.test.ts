import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import type { StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText, posts } from './support/channel.js';
import { changeFortunesGame } from './support/fortunes-game-state.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

const text = (answer: InteractionResponse) => [answer.content, ...answer.embeds.map(embedText)].join('\n');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Component {
  custom_id: string;
  label?: string;
  style?: number;
  disabled?: boolean;
  options?: { label: string; value: string; default?: boolean }[];
}
const componentsOf = (answer: InteractionResponse) =>
  (answer.components as { components: Component[] }[]).flatMap((row) => row.components).filter((c) => c.custom_id.startsWith('fortune:'));

/** The board's file: a PNG of the board's size (its counters' places are tested without pixels, with its alt text). */
function expectBoardPicture(message: StoredMessage | null): void {
  const board = message!.attachments.find((a) => a.filename === 'board.png')!;
  expect(board.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  // The PNG's header: width and height, the board's 760 pixels square.
  expect([board.data.readUInt32BE(16), board.data.readUInt32BE(20)]).toEqual([760, 760]);
}

/**
 * Issue 29: the board of a Football Fortunes game as a picture, the square's choices on buttons under /fortune show
 * (checked as the slash commands are), the board's news as its own part of the turn post, and autocomplete that offers
 * only what can be chosen.
 */
describeOnEachDatabase('scenario 19: the Fortunes board, its buttons and its news', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let jobs: Jobs;
  let league: LeagueDriver;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  const clock = testClock(new Date());

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    jobs = scheduledJobs(harness.app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    const admin = emu.addUser({ username: 'banker', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    await league.openLeague(admin, [ann, bob], {
      name: 'Fortunes Friday',
      game: 'fortunes',
      seasons: 2,
      difficulty: 2,
      every_hours: 24,
      advance_when_ready: true,
    });
  });

  afterEach(() => emu.assertNoViolations());

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await jobs?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  const withState = (change: Parameters<typeof changeFortunesGame>[1]) => changeFortunesGame(database().db, change);

  const orders = async (user: EmulatedUser) => /Your orders\n([^]*?)\nCash/.exec(text(await league.ask(user, '/fortune show')))?.[1] ?? '';

  it('GIVEN /fortune show THEN it is private with the board as a picture of every manager’s counter, and a Sunday asks for no choice', async () => {
    await withState((state, clubOf) => {
      state.game.pending[clubOf(ann)] = { square: 'sunday', draws: [] };
    });
    const show = await league.ask(ann, '/fortune show');
    expect(show.ephemeral).toBe(true);
    expect(show.embeds[0]!.image?.url).toBe('attachment://board.png');
    expectBoardPicture(show.message);
    expect(show.content).toBe('');
    expect(componentsOf(show)).toEqual([]);
  });

  it('GIVEN Ann on Crisis THEN buttons name each section’s best player; a press saves the section, and once her square changed a press is refused privately and changes nothing', async () => {
    let squad: { id: string; type: string; stars: number }[] = [];
    await withState((s, clubOf) => {
      s.game.managers[clubOf(ann)]!.position = 12;
      s.game.pending[clubOf(ann)] = { square: 'crisis', draws: [] };
      squad = s.game.managers[clubOf(ann)]!.squad;
    });
    const best = (section: string) => squad.filter((c) => c.type === section).sort((a, b) => b.stars - a.stars || a.id.localeCompare(b.id))[0]?.id;
    const show = await league.ask(ann, '/fortune show');
    expect(show.content).toBe('Your square’s choices are on the buttons below (or its `/fortune` command).');
    const buttons = componentsOf(show);
    expect(buttons.map((b) => b.custom_id)).toEqual(['fortune:fg:crisis:G', 'fortune:fg:crisis:D', 'fortune:fg:crisis:M', 'fortune:fg:crisis:A']);
    expect(buttons.map((b) => b.label)).toEqual(
      [
        ['goalkeeper', 'G'],
        ['defence', 'D'],
        ['midfield', 'M'],
        ['attack', 'A'],
      ].map(([words, s]) => (best(s!) ? `Give up ${words}: ${best(s!)}` : `No ${words} player`)),
    );

    const pressed = await emu.click(show.message!, 'fortune:fg:crisis:D');
    expect(pressed.content).toBe('On Crisis this turn you pay the £50,000 fine and your best defence player goes to the bank at ¾ of his value.');
    expect(componentsOf(pressed).find((b) => b.custom_id === 'fortune:fg:crisis:D')!.style).toBe(1);
    // The redrawn message shows the board once: the new picture in place of the old.
    expect(pressed.message!.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expectBoardPicture(pressed.message);
    expect(await orders(ann)).toBe('Crisis section: defence');

    await withState((s, clubOf) => {
      s.game.pending[clubOf(ann)] = { square: 'sunday', draws: [] };
    });
    const late = await emu.click(pressed.message!, 'fortune:fg:crisis:A');
    expect(late.ephemeral).toBe(true);
    expect(late.content).toMatch(/You are not on Crisis this turn/);
    expect(await orders(ann)).toBe('Crisis section: defence');
  });

  it('GIVEN Bob on Bank Finance THEN a menu offers his own cards with the bank’s price; he picks two, then keeps them all; off the square the menu is refused', async () => {
    let own: { id: string }[] = [];
    await withState((s, clubOf) => {
      s.game.pending[clubOf(bob)] = { square: 'bank-finance', draws: [] };
      own = s.game.managers[clubOf(bob)]!.squad;
    });
    const show = await league.ask(bob, '/fortune show');
    const menu = componentsOf(show).find((c) => c.custom_id === 'fortune:fg:sell')!;
    expect(menu.options!.map((o) => o.value).sort()).toEqual(own.map((c) => c.id).sort());
    for (const option of menu.options!) expect(option.label).toMatch(/^[GDMAU]\d-\d+ · \w+ ★+$/);
    const two = menu.options!.slice(-2).map((o) => o.value);

    const chosen = await emu.choose(show.message!, 'fortune:fg:sell', two);
    expect(chosen.content).toBe(`${two.map((id) => `\`${id}\``).join(', ')} will be sold to the bank when the turn is played.`);
    expect(
      componentsOf(chosen)
        .find((c) => c.custom_id === 'fortune:fg:sell')!
        .options!.filter((o) => o.default)
        .map((o) => o.value),
    ).toEqual(two);
    expect(await orders(bob)).toBe(`To the bank: ${two.map((id) => `\`${id}\``).join(' ')}`);

    const kept = await emu.click(chosen.message!, 'fortune:fg:keep');
    expect(kept.content).toBe('You keep all your cards.');
    expect(await orders(bob)).toBe('None yet: give them, then `/ready`.');

    await withState((s, clubOf) => {
      s.game.pending[clubOf(bob)] = { square: 'sunday', draws: [] };
    });
    const late = await emu.choose(kept.message!, 'fortune:fg:sell', two.slice(0, 1));
    expect(late.ephemeral).toBe(true);
    expect(late.content).toMatch(/You sell to the bank only on the Bank Finance square/);
    expect(await orders(bob)).toBe('None yet: give them, then `/ready`.');
  });

  it('GIVEN a harmful Selection Problem shown to Ann THEN "Use Immunity card" is offered only while she holds one, and pressed it spends hers with the turn', async () => {
    await withState((s, clubOf) => {
      s.game.managers[clubOf(ann)]!.immunity = 0;
      // The Selection Problems card of roll 3: "The best defender quits the game."
      s.game.pending[clubOf(ann)] = { square: 'selection-problems', draws: [{ table: 'selection-problems', roll: 3 }] };
      s.game.pending[clubOf(bob)] = { square: 'sunday', draws: [] };
    });
    expect(componentsOf(await league.ask(ann, '/fortune show'))).toEqual([]);

    await withState((s, clubOf) => {
      s.game.managers[clubOf(ann)]!.immunity = 1;
    });
    const show = await league.ask(ann, '/fortune show');
    expect(componentsOf(show).map((b) => b.label)).toEqual(['Use Immunity card', 'Keep it']);
    // Her card gone before she pressed (as another turn's might be): refused privately, nothing saved.
    await withState((s, clubOf) => {
      s.game.managers[clubOf(ann)]!.immunity = 0;
    });
    const refused = await emu.click(show.message!, 'fortune:fg:immunity:use');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/You hold no Immunity card/);
    expect(await orders(ann)).not.toContain('Immunity card');

    await withState((s, clubOf) => {
      s.game.managers[clubOf(ann)]!.immunity = 1;
    });
    const used = await emu.click(show.message!, 'fortune:fg:immunity:use');
    expect(used.content).toBe('Your Immunity card will cancel the Selection Problem shown to you.');
    expect(await orders(ann)).toContain('Immunity card: spend it');

    const before = posts(emu, league.channelId).length;
    await league.ask(ann, '/ready');
    await league.ask(bob, '/ready');
    expect((await jobs.runWeekJob()).played).toHaveLength(1);
    const turn = posts(emu, league.channelId)
      .slice(before)
      .find((m) => /played$/.test(m.embeds[0]?.title ?? ''))!;
    const board = turn.embeds.find((e) => e.title === 'On the Fortunes board')!;
    // The board's news is a part of its own, after the results, with the picture of where the dice moved everyone.
    expect(turn.embeds[0]!.title).not.toBe('On the Fortunes board');
    expect(board.description).toMatch(/\*\*.+\*\* draw a Selection Problem: their best defender quits the game\. An Immunity card cancels it\./);
    expect(board.description).not.toMatch(/\.\.|\b(you|your)\b/i);
    expect(board.fields![0]!.name).toBe('The dice for the coming turn');
    expect(board.fields![0]!.value.match(/^🎲\d .+ move to \*\*.+\*\* for the coming turn\.$/gm)).toHaveLength(2);
    expect(board.image?.url).toBe('attachment://board.png');
    expectBoardPicture(turn);
  });

  it('GIVEN the autocomplete of /fortune bank_sell and /fortune bid THEN it offers only what can be chosen', async () => {
    const place = { channelId: league.channelId };
    let lotId = '';
    let bobSquad: { id: string }[] = [];
    const state = await withState((s, clubOf) => {
      bobSquad = s.game.managers[clubOf(bob)]!.squad;
      s.game.pending[clubOf(ann)] = { square: 'sunday', draws: [] };
      const lot = s.game.auctionFile.shift()!;
      lotId = lot.id;
      s.game.pending[clubOf(bob)] = { square: 'bank-finance', draws: [] };
      s.game.pending[clubOf(ann)] = { square: 'auction', draws: [], lot };
    });

    expect(await emu.autocomplete(ann, '/fortune bank_sell', 'player', '', {}, place)).toEqual([]);
    const sellable = await emu.autocomplete(bob, '/fortune bank_sell', 'player', '', {}, place);
    expect(sellable.map((c) => c.value).sort()).toEqual(bobSquad.map((c) => c.id).sort());
    for (const choice of sellable) expect(choice.name).toMatch(/ · the bank pays £[\d,]+$/);
    expect(await emu.autocomplete(bob, '/fortune bank_sell', 'player', '', { cancel: true }, place)).toEqual([]);
    const sold = bobSquad[0]!.id;
    await league.ask(bob, '/fortune bank_sell', { player: sold });
    expect((await emu.autocomplete(bob, '/fortune bank_sell', 'player', '', { cancel: true }, place)).map((c) => c.value)).toEqual([sold]);

    const biddable = (await emu.autocomplete(bob, '/fortune bid', 'player', '', {}, place)).map((c) => c.value);
    expect(biddable.sort()).toEqual([lotId, ...state.game.bank.map((c) => c.id)].sort());
    expect(await emu.autocomplete(bob, '/fortune bid', 'player', '', { cancel: true }, place)).toEqual([]);
    await league.ask(bob, '/fortune bid', { player: lotId, amount: 20_000 });
    const mine = await emu.autocomplete(bob, '/fortune bid', 'player', '', { cancel: true }, place);
    expect(mine.map((c) => c.value)).toEqual([lotId]);
    expect(mine[0]!.name).toMatch(/ · auction · your bid £20,000$/);
  });
});
