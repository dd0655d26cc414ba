import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { FortunesGameLeague } from '../../src/league/modes/fortunes-game/fortunes-game-league.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase } from '../support/db.js';
import { embedText, messageText, posts } from './support/channel.js';
import { closeFortunesGame, editFortunesGame, openFortunesGame, playFortunesTurn, type FortunesGameTable } from './support/fortunes-game-table.js';
import type { LeagueDriver } from './support/league-driver.js';

const text = (answer: InteractionResponse) => [answer.content, ...answer.embeds.map(embedText)].join('\n');

/**
 * Issue 29: a game of Football Fortunes, the rulebook's board game, through the real discord.js client. Two managers
 * create and join it, see the introduction, play turns with /ready, and the channel reads the board's moves and
 * cards, the results with each side's Defence and Attack, and the table of ten.
 */
describeOnEachDatabase('scenario 19: a game of Football Fortunes', (database) => {
  let table: FortunesGameTable;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let managers: EmulatedUser[];

  beforeAll(async () => {
    table = await openFortunesGame(database().db, { name: 'Fortunes Friday', managers: ['ann', 'bob'], seasons: 2 });
    ({ emu, league, managers } = table);
  });

  afterEach(() => emu.assertNoViolations());

  afterAll(async () => {
    await closeFortunesGame(table);
  });

  const allReadyAndPlay = () => playFortunesTurn(table);
  const withState = (change: (state: FortunesGameLeague, clubOf: (user: EmulatedUser) => string) => void) => editFortunesGame(table, change);

  it('GIVEN the game opened THEN the channel has its introduction: the game, the commands and how Immunity cards are got', () => {
    const created = league.answers[0]!;
    expect(created.ephemeral).toBe(false);
    expect(created.content).toMatch(
      /a game of Football Fortunes, is open in this channel: 2 clubs for managers and the computer's to make ten, skill level 2, 2 seasons/,
    );
    const intro = text(created);
    expect(intro).toContain('Football Fortunes: how the game is played');
    expect(intro).toContain('/fortune show');
    expect(intro).toMatch(/Immunity cards\nThe bank holds six\. A Selection Problems card may tell the bank to issue you one/);
  });

  it('GIVEN /help in the game’s channel THEN it lists the game’s commands by turn, and the fortunes topic tells the board game', async () => {
    const guide = text(await league.ask(managers[0]!, '/help'));
    expect(guide).toContain('How Fortunes Friday is played');
    expect(guide).toContain('`/fortune show`: your square, the next squares');
    expect(guide).toContain('`/select`: your 4-3-3 from your cards, with menus');
    const topic = text(await league.ask(managers[0]!, '/help', { topic: 'fortunes' }));
    expect(topic).toContain('Help: Football Fortunes, the board game');
    expect(topic).toMatch(/Immunity: the bank holds six/);
  });

  it('GIVEN turns played THEN each posts the board’s news, the results with Defence and Attack and the table of ten', async () => {
    const before = posts(emu, league.channelId).length;
    await allReadyAndPlay();
    await allReadyAndPlay();
    const turns = posts(emu, league.channelId)
      .slice(before)
      .filter((m) => /^Fortunes Friday: season 1, league round \d+ played$/.test(m.embeds[0]?.title ?? ''));
    expect(turns).toHaveLength(2);
    const post = messageText(turns[0]!);
    expect(post).toMatch(/The dice for the coming turn\n🎲\d .+ move to \*\*.+\*\* for the coming turn\./);
    expect(post.match(/^.+ \(D\d+ A\d+\) \*\*\d+–\d+\*\* .+ \(D\d+ A\d+\)$/gm)).toHaveLength(5);
    // The two managers' clubs in bold; the computer's plain, and at least three of the five matches are theirs alone.
    expect(post.match(/^[^*\n].* \(D\d+ A\d+\) \*\*\d+–\d+\*\* [^*\n].* \(D\d+ A\d+\)$/gm)!.length).toBeGreaterThanOrEqual(3);
    expect(post.match(/\*\*[^*\n]+\*\* \(D\d+ A\d+\)/g)).toHaveLength(2);
    expect(post).toMatch(/The table of ten, season 1/);
  });

  it('GIVEN Ann on Crisis and Bob on an Auction THEN /fortune shows each his square and choices, takes the orders the engine allows and refuses the rest privately', async () => {
    const [ann, bob] = managers as [EmulatedUser, EmulatedUser];
    let lotId = '';
    await withState((state, clubOf) => {
      const { game } = state;
      // Cash enough for the fine and the bid, whatever the first turns' cards did.
      game.managers[clubOf(ann)]!.cash = 300_000;
      game.managers[clubOf(bob)]!.cash = 300_000;
      game.managers[clubOf(ann)]!.position = 12;
      game.pending[clubOf(ann)] = { square: 'crisis', draws: [] };
      game.managers[clubOf(bob)]!.position = 4;
      const lot = game.auctionFile.shift()!;
      lotId = lot.id;
      game.pending[clubOf(bob)] = { square: 'auction', draws: [], lot };
    });
    const show = await league.ask(ann, '/fortune show');
    expect(show.ephemeral).toBe(true);
    const shown = text(show);
    expect(shown).toContain('You are on **Crisis** (square 12 of 24, Start being 0).');
    expect(shown).toContain('Next turn, by the die: 1 Manager’s Luck · 2 Auction · 3 Selection Problems · 4 Sponsorship · 5 Sunday · 6 Wages');
    expect(shown).toMatch(/Crisis: you are fined £50,000 .+ `\/fortune crisis`/);
    expect(shown).toMatch(/Immunity\nYou hold \d; the bank \d\. A Selection Problems card may tell the bank to issue you one/);
    expect(shown).toContain(`Up for auction from`);

    const noSale = await league.ask(ann, '/fortune bank_sell', { player: 'G1-1' });
    expect(noSale.ephemeral).toBe(true);
    expect(noSale.content).toMatch(/You sell to the bank only on the Bank Finance square/);
    const crisis = await league.ask(ann, '/fortune crisis', { section: 'D' });
    expect(crisis.content).toBe('On Crisis this turn you pay the £50,000 fine and your best defence player goes to the bank at ¾ of his value.');
    const notCrisis = await league.ask(bob, '/fortune crisis', { section: 'A' });
    expect(notCrisis.ephemeral).toBe(true);
    expect(notCrisis.content).toMatch(/You are not on Crisis this turn/);
    const immunity = await league.ask(ann, '/fortune immunity', { use: true });
    expect(immunity.ephemeral).toBe(true);
    expect(immunity.content).toMatch(/No Selection Problem that harms you is shown to you this turn/);

    // Autocomplete offers only this turn's lot and the bank's cards (an earlier Crisis may have sold it some).
    const choices = await emu.autocomplete(bob, '/fortune bid', 'player', '', {}, { channelId: league.channelId });
    expect(choices.filter((c) => c.name.endsWith(' · auction')).map((c) => c.value)).toEqual([lotId]);
    for (const choice of choices) expect(choice.name).toMatch(/ · (auction|bank, £[\d,]+ or more)$/);
    const low = await league.ask(bob, '/fortune bid', { player: lotId, amount: 1_000 });
    expect(low.ephemeral).toBe(true);
    expect(low.content).toMatch(/A bid is a whole number of pounds, £5,000 or more/);
    const stranger = await league.ask(bob, '/fortune bid', { player: 'Z9-9', amount: 50_000 });
    expect(stranger.content).toMatch(/Z9-9 is not up for auction or in the bank this turn/);
    const bid = await league.ask(bob, '/fortune bid', { player: lotId, amount: 60_000 });
    expect(bid.content).toBe(`Your sealed bid of £60,000 for \`${lotId}\` stands until the turn is played.`);
    expect(text(await league.ask(bob, '/fortune show'))).toContain(`Sealed bids: \`${lotId}\` £60,000`);

    const before = posts(emu, league.channelId).length;
    await allReadyAndPlay();
    const post = posts(emu, league.channelId).slice(before).map(messageText).join('\n');
    expect(post).toMatch(
      /On the Fortunes board\n(.+\n)*\*\*.+\*\* are in Crisis: fined £50,000, and their best defence player \(D\d\) is sold to the bank\./,
    );
    expect(post).toMatch(new RegExp(`\\*\\*.+\\*\\* buy ${lotId.split('-')[0]} at auction for £60,000\\.`));

    // Each is told privately where his cash went in the turn, and the lines add up to what it moved by from £300,000.
    const annShown = text(await league.ask(ann, '/fortune show'));
    expect(annShown).toMatch(/Last turn: (.+ · )?−£50,000 Crisis fine · \+£[\d,]+ sold to the bank/);
    const bobShown = text(await league.ask(bob, '/fortune show'));
    expect(bobShown).toMatch(/Last turn: (.+ · )?−£60,000 bought/);
    for (const shown of [annShown, bobShown]) {
      const [, cash, changes] = /Cash\n£([\d,]+)\nLast turn: (.+)/.exec(shown)!;
      const moved = [...changes!.matchAll(/([+−])£([\d,]+)/g)].reduce(
        (sum, [, sign, pounds]) => sum + (sign === '+' ? 1 : -1) * Number(pounds!.replace(/,/g, '')),
        0,
      );
      expect(Number(cash!.replace(/,/g, ''))).toBe(300_000 + moved);
    }
  });

  it('GIVEN Ann’s cards THEN /squad shows them by section with stars, and /select’s menus pick her 4-3-3, a Utility player moved between sections', async () => {
    const [ann] = managers as [EmulatedUser];
    // A full deal for her again, whatever the board took from her: 1 G, 4 D, 3 M, 3 A and 2 Utility players.
    await withState(({ game }, clubOf) => {
      const manager = game.managers[clubOf(ann)]!;
      const deal = Object.entries({ G: 1, D: 4, M: 3, A: 3, U: 2 }).flatMap(([type, count]) =>
        game.auctionFile.filter((c) => c.type === type).slice(0, count),
      );
      game.auctionFile = [...game.auctionFile.filter((c) => !deal.includes(c)), ...manager.squad];
      manager.squad = deal;
      delete manager.selection;
    });
    const squad = await league.ask(ann, '/squad');
    expect(squad.ephemeral).toBe(true);
    const cards = text(squad);
    expect(squad.embeds[0]!.title).toMatch(/: your cards$/);
    expect(cards).toMatch(/Goalkeeper \(G\)\n`G\d-\d+` ★+ £[\d,]+/);
    expect(cards).toContain('Utility players (play anywhere; in goal worth one star)');
    expect(cards).toMatch(/Your side: Defence \d+, Attack \d+/);
    const other = await league.ask(ann, '/squad', { club: 'cpu-1' });
    expect(other.ephemeral).toBe(true);
    expect(other.content).toMatch(/each club’s cards are private/);

    const select = await league.ask(ann, '/select edit');
    expect(select.ephemeral).toBe(true);
    const rows = select.components as { components: { custom_id: string; options?: { label: string; value: string; default?: boolean }[] }[] }[];
    const menus = rows.flatMap((r) => r.components).filter((c) => c.custom_id.startsWith('select:fg:') && c.options);
    expect(menus.map((m) => m.custom_id)).toEqual(['select:fg:G', 'select:fg:D', 'select:fg:M', 'select:fg:A']);
    const defence = menus[1]!.options!;
    const utility = defence.find((o) => o.value.startsWith('U'))!;
    expect(utility.label).toMatch(/^U\d-\d+ · utility ★+$/);
    // A utility player into the defence, in place of one of its specialists; then into the midfield, and the
    // defence gets its best free card back in his place.
    const specialists = defence.filter((o) => !o.value.startsWith('U')).map((o) => o.value);
    const saved = await emu.choose(select.message!, 'select:fg:D', [...specialists.slice(0, 3), utility.value]);
    expect(saved.content).toBe('Side saved: it stands until you change it.');
    const sideOf = (answer: InteractionResponse, section: string) => new RegExp(`^\\*\\*${section}\\*\\* (.+)$`, 'm').exec(text(answer))?.[1] ?? '';
    const shown = await league.ask(ann, '/fortune show');
    expect(sideOf(shown, 'D')).toContain(`\`${utility.value}\``);
    const midfield = menus[2]!.options!.filter((o) => !o.value.startsWith('U')).map((o) => o.value);
    const moved = await emu.choose(saved.message!, 'select:fg:M', [...midfield.slice(0, 2), utility.value]);
    expect(moved.content).toBe('Side saved: it stands until you change it.');
    const after = await league.ask(ann, '/fortune show');
    expect(sideOf(after, 'M')).toContain(`\`${utility.value}\``);
    expect(sideOf(after, 'D')).not.toContain(`\`${utility.value}\``);
    expect(sideOf(after, 'D').split(' · ')).toHaveLength(4);
    const best = await emu.click(moved.message!, 'select:fg:best');
    expect(best.content).toBe('Side saved: it stands until you change it.');
  });

  it('GIVEN Ann holding an Immunity card and shown a harmful Selection Problem THEN she spends it and the channel is told it cancels the problem', async () => {
    const [ann, bob] = managers as [EmulatedUser, EmulatedUser];
    await withState(({ game }, clubOf) => {
      game.managers[clubOf(ann)]!.immunity = 1;
      game.immunityBank = Math.max(0, game.immunityBank - 1);
      // The Selection Problems card of roll 3: "The best defender quits the game."
      game.pending[clubOf(ann)] = { square: 'selection-problems', draws: [{ table: 'selection-problems', roll: 3 }] };
      game.pending[clubOf(bob)] = { square: 'sunday', draws: [] };
    });
    const shown = text(await league.ask(ann, '/fortune show'));
    expect(shown).toContain(
      'Your Selection Problem: The best defender quits the game. (an Immunity card can cancel it: `/fortune immunity use:True`)',
    );
    expect(shown).toMatch(/Immunity\nYou hold 1;/);
    const used = await league.ask(ann, '/fortune immunity', { use: true });
    expect(used.ephemeral).toBe(true);
    expect(used.content).toBe('Your Immunity card will cancel the Selection Problem shown to you.');
    const before = posts(emu, league.channelId).length;
    await allReadyAndPlay();
    const post = posts(emu, league.channelId).slice(before).map(messageText).join('\n');
    expect(post).toMatch(/\*\*.+\*\* draw a Selection Problem: their best defender quits the game\. An Immunity card cancels it\./);
    expect(post).not.toMatch(/lose their D\d/);
  });

  it('GIVEN the turns played THEN /league table shows the table of ten and /league points the managers’ game points', async () => {
    const table = text(await league.ask(managers[1]!, '/league table'));
    expect(table).toMatch(/Fortunes Friday: the table of ten, season 1/);
    expect(table.match(/^ ?\d+ .+ +\d+ +\d+ +\d+ +\d+ +\d+ +\d+ +\d+$/gm)).toHaveLength(10);
    expect(text(await league.ask(managers[1]!, '/league status'))).toMatch(/Fortunes Friday: Season 1, turn \d+, a (league|cup) round/);
    const points = text(await league.ask(managers[1]!, '/league points'));
    expect(points).toMatch(
      /Fortunes Friday: game points\n1\. \*\*.+\*\*: 0\n2\. \*\*.+\*\*: 0\n\nSeason 1 of 2: points are won at each season's end\./,
    );
  });

  it('GIVEN Ann’s squad left without a goalkeeper THEN /fortune show and /ready warn her that her side counts nothing, and how to mend it', async () => {
    const [ann, bob] = managers as [EmulatedUser, EmulatedUser];
    let short = 0;
    await withState((state, clubOf) => {
      const manager = state.game.managers[clubOf(ann)]!;
      manager.squad = manager.squad.filter((card) => card.type !== 'G' && card.type !== 'U');
      const count = (type: string) => manager.squad.filter((card) => card.type === type).length;
      short = 1 + Math.max(0, 4 - count('D')) + Math.max(0, 3 - count('M')) + Math.max(0, 3 - count('A'));
    });
    const warning = `⚠️ You are ${short} player${short === 1 ? '' : 's'} short of a full 4-3-3: your side counts Defence 0 and Attack 0, and you forfeit your gate money. Buy one with \`/fortune bid\`, from the bank any turn or at auction.`;
    const shown = text(await league.ask(ann, '/fortune show'));
    expect(shown).toContain(`Your side (your best): Defence 0, Attack 0\n${warning}\n**G** —`);
    expect(text(await league.ask(ann, '/ready'))).toContain(warning);
    expect(text(await league.ask(bob, '/fortune show'))).not.toContain('short of a full 4-3-3');
  });
});
