import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { InteractionResponse } from '../emulator/interactions.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';

type Values = Record<string, string | number | boolean>;
type Who = 'manager' | 'admin' | 'newcomer';

const text = (answer: InteractionResponse) => [answer.content, ...answer.embeds.map(embedText)].join('\n');

/** What a football league shows that a game of Football Fortunes has not: divisions, its cups option, its engine. */
const FOOTBALL_ONLY = /Division|Premier|Match engine|cups option|Live match posts|No fixtures to come|No results yet|promotion/i;
const APOLOGY = /sorry|incident|went wrong/i;

const football = (command: string) => `This is a fortunes league: ${command} belongs to football leagues.`;
const cards = (command: string) => `This is a fortunes league: ${command} belongs to cards leagues.`;

type Row = { invocation: string; values?: Values; who?: Who; ephemeral: boolean; says: (string | RegExp)[] };

/**
 * Every command a player might try in a game of Football Fortunes' channel (the ones /help lists and the other games'),
 * four turns into the game: each answers with the game's own data, or says privately what to use instead. None
 * fails, none shows football's divisions, cups option or match engine.
 */
const ROWS: Row[] = [
  { invocation: '/help', ephemeral: true, says: ['How Fortunes Friday is played', '/fortune show'] },
  { invocation: '/league status', ephemeral: false, says: [/Fortunes Friday: Season 1, turn \d+/] },
  { invocation: '/league table', ephemeral: false, says: ['the table of ten, season 1'] },
  { invocation: '/league points', ephemeral: false, says: ['Fortunes Friday: game points', 'points are won at each season'] },
  {
    invocation: '/league fixtures',
    ephemeral: false,
    says: ['Fortunes Friday: fixtures, season 1', /League round \d+:\n(\*\*.+\*\* v \*\*.+\*\*\n?){5}/],
  },
  // A view asked again within the cooldown answers privately.
  { invocation: '/league fixtures', values: { week: 1 }, ephemeral: true, says: ['League round 1 is played', '/league results'] },
  {
    invocation: '/league results',
    ephemeral: false,
    says: [
      'Fortunes Friday: results, season 1',
      /Turn 5, cup round 1 \(each side’s Defence and Attack\):/,
      /F\.A\. Cup, round 1: .+ \(D\d+ A\d+\) \*\*\d+–\d+\*\*/,
    ],
  },
  {
    invocation: '/league results',
    values: { week: 2 },
    ephemeral: true,
    says: ['Turn 2, league round 2', /(\n\*\*[^\n]+\*\* \(D\d+ A\d+\) \*\*\d+–\d+\*\* \*\*[^\n]+\*\* \(D\d+ A\d+\)){5}\n/],
  },
  { invocation: '/league results', values: { week: 9 }, ephemeral: true, says: ['League round 9 is not played yet'] },
  { invocation: '/league history', ephemeral: false, says: ['the seasons played', 'No season has finished yet.'] },
  { invocation: '/league history', values: { season: 1 }, ephemeral: true, says: ['Season 1 has not finished'] },
  {
    invocation: '/league settings',
    ephemeral: true,
    says: ['Football Fortunes, the board game: 2 managers and the computer', 'Game length: 2 seasons', 'skill level 2 of 4'],
  },
  { invocation: '/league web', ephemeral: true, says: ['This league has no web page yet.'] },
  { invocation: '/league start', who: 'admin', ephemeral: true, says: ['already started'] },
  { invocation: '/league join', who: 'newcomer', ephemeral: true, says: ['Every club in this league has a manager.'] },
  { invocation: '/cup', ephemeral: false, says: ['the cups, season 1', 'F.A. Cup', 'Round 1:'] },
  { invocation: '/fortune show', ephemeral: true, says: [/You are on|on \*\*/] },
  { invocation: '/fortune debt_order', ephemeral: true, says: ['no debt order'] },
  { invocation: '/squad', ephemeral: true, says: ['your cards'] },
  { invocation: '/select edit', ephemeral: true, says: ['Your 4-3-3'] },
  { invocation: '/ready', ephemeral: true, says: [/ready/i] },
  { invocation: '/remind status', ephemeral: true, says: ['Fortunes Friday'] },
  // No predictions in this game: the reminder is only for not being ready.
  { invocation: '/remind me', ephemeral: true, says: [/before each deadline of Fortunes Friday, if you are not ready then\. /] },
  { invocation: '/train', values: { player: 'x', plan: 'ABL' }, ephemeral: true, says: [football('/train')] },
  { invocation: '/market', ephemeral: true, says: [football('/market')] },
  { invocation: '/bid', values: { player: 'x', amount: 1000 }, ephemeral: true, says: [football('/bid')] },
  { invocation: '/sell', values: { player: 'x', mode: 'quick' }, ephemeral: true, says: [football('/sell')] },
  { invocation: '/unlist', values: { player: 'x' }, ephemeral: true, says: [football('/unlist')] },
  { invocation: '/finances', ephemeral: true, says: [football('/finances')] },
  { invocation: '/news', ephemeral: true, says: [football('/news')] },
  { invocation: '/player', values: { player: 'x' }, ephemeral: true, says: [football('/player')] },
  { invocation: '/scout view', ephemeral: true, says: [football('/scout')] },
  { invocation: '/sponsor', values: { years: 1 }, ephemeral: true, says: [football('/sponsor')] },
  { invocation: '/stadium view', ephemeral: true, says: [football('/stadium')] },
  { invocation: '/staff list', ephemeral: true, says: [football('/staff')] },
  { invocation: '/predict table', ephemeral: true, says: [football('/predict')] },
  { invocation: '/hand', ephemeral: true, says: [cards('/hand')] },
  { invocation: '/keep', ephemeral: true, says: [cards('/keep')] },
  { invocation: '/play', ephemeral: true, says: [cards('/play')] },
  { invocation: '/auction show', ephemeral: true, says: [cards('/auction')] },
];

/** After a game's last turn: the winner in the channel, and every command answers for a game that is over. */
const AFTER_THE_END: Row[] = [
  { invocation: '/league status', ephemeral: false, says: ['Season 1, the game is over'] },
  { invocation: '/league fixtures', ephemeral: false, says: ['The game is over: nothing more to play.'] },
  {
    invocation: '/league history',
    ephemeral: false,
    says: [/🏆 The game is over: \*\*.+\*\* wins? with \d+ game points\. The league is archived\./, 'Season 1'],
  },
  { invocation: '/league points', ephemeral: false, says: ['The game is over.'] },
  { invocation: '/ready', ephemeral: true, says: ['game is over'] },
  { invocation: '/fortune show', ephemeral: true, says: ['game is over'] },
  { invocation: '/select edit', ephemeral: true, says: ['game is over'] },
  { invocation: '/admin advance', who: 'admin', ephemeral: true, says: ['game is over'] },
];

/**
 * A game of two seasons (or one) in the emulator's channel, Ann and Bob its managers, played `turns` turns by
 * /admin advance (until the admin is refused, at the end); each row then asked by Ann, the admin or a newcomer.
 */
function describeFortunesChannel(
  title: string,
  game: { seasons: number; turns: number },
  rows: readonly Row[],
  also?: (ctx: () => { emu: DiscordEmulator; league: LeagueDriver }) => void,
): void {
  describeOnEachDatabase(title, (database) => {
    let harness: Harness;
    let emu: DiscordEmulator;
    let league: LeagueDriver;
    const users = {} as Record<Who, EmulatedUser>;

    beforeAll(async () => {
      harness = await startHarness(database().db, testClock(new Date()));
      emu = harness.emu;
      league = new LeagueDriver(emu, emu.channelId('league'));
      users.admin = emu.addUser({ username: 'banker', permissions: ['ManageGuild'] });
      users.manager = emu.addUser({ username: 'ann' });
      users.newcomer = emu.addUser({ username: 'cal' });
      await league.openLeague(users.admin, [users.manager, emu.addUser({ username: 'bob' })], {
        name: 'Fortunes Friday',
        game: 'fortunes',
        seasons: game.seasons,
        difficulty: 2,
        every_hours: 24,
      });
      for (let turn = 0; turn < game.turns; turn++) {
        if ((await league.ask(users.admin, '/admin advance')).ephemeral) break;
      }
      await harness.app.bot.poster.deliverDue();
    }, 240_000);

    afterEach(() => emu.assertNoViolations());

    afterAll(async () => {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await harness?.stop();
    });

    also?.(() => ({ emu, league }));

    it.each(rows)('GIVEN $invocation $values THEN it answers with the game’s own data or says what to use', async (row) => {
      const answer = await league.ask(users[row.who ?? 'manager'], row.invocation, row.values ?? {});
      const said = text(answer);
      expect(said).not.toMatch(APOLOGY);
      expect(said).not.toMatch(FOOTBALL_ONLY);
      expect(answer.ephemeral, said).toBe(row.ephemeral);
      for (const expected of row.says) {
        if (typeof expected === 'string') expect(said).toContain(expected);
        else expect(said).toMatch(expected);
      }
    });
  });
}

// Four league rounds and the first cup turn.
describeFortunesChannel('every command in a game of Football Fortunes', { seasons: 2, turns: 5 }, ROWS);

describeFortunesChannel('a game of Football Fortunes at its end', { seasons: 1, turns: 22 }, AFTER_THE_END, (ctx) => {
  it('GIVEN the last turn played THEN the channel is told the winner once, with the game points', () => {
    const { emu, league } = ctx();
    const told = posts(emu, league.channelId).filter((m) => m.embeds.some((e) => /🏆 The game is over/.test(e.description ?? '')));
    expect(told).toHaveLength(1);
    expect(told[0]!.embeds[0]!.description).toMatch(/🏆 The game is over: \*\*.+\*\* wins? with \d+ game points\./);
  });
});
