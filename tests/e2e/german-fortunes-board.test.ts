import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { englishLines } from '../support/english-words.js';
import { startHarness, type Harness } from './bot-harness.js';
import { embedText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';

/** The board's news in a week's post: the embed under its German title. */
const BOARD_TITLE = 'Auf dem Fortunes-Spielbrett';

/**
 * A football league with the Fortunes board, created in German through the bot: its weeks played and posted through
 * the emulated Discord, the board's news in German, and /fortune show in each reader's own language.
 */
describeOnEachDatabase('the Fortunes board over a league that posts in German', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let managers: EmulatedUser[];
  const clock = testClock(new Date());

  const ask = (user: EmulatedUser, invocation: string, locale: string) => emu.interact(user, invocation, {}, { channelId: league.channelId, locale });

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    emu = harness.emu;
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'vorstand', permissions: ['ManageGuild'] });
    managers = ['anna', 'ben'].map((username) => emu.addUser({ username }));
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN /league create fortunes:True language:de WHEN weeks are played THEN the board’s news is German, /league points too, and /fortune show follows its reader', async () => {
    await league.openLeague(admin, managers, { name: 'Brettliga', every_hours: 24, fortunes: true, seasons: 2, language: 'de' });
    const before = posts(emu, league.channelId).length;
    for (let step = 0; step < 4; step++) {
      expect((await league.ask(admin, '/admin advance')).content).not.toMatch(/cannot/i);
      await harness.app.bot.poster.deliverDue();
    }
    const board = posts(emu, league.channelId)
      .slice(before)
      .flatMap((message) => message.versions.at(-1)!.embeds)
      .filter((embed) => embed.title === BOARD_TITLE)
      .map(embedText);
    expect(board.length).toBeGreaterThan(0);
    const news = board.join('\n').replace(/\u00a0/g, ' ');
    expect(news).toMatch(/🎲\d .+ zieht für die kommende Woche auf /);
    expect(englishLines(news.replace(/<[@#&!:t][^>]*>/g, ''))).toEqual([]);

    const [anna] = managers;
    const german = await ask(anna!, '/fortune show', 'de');
    expect(german.ephemeral).toBe(true);
    const shown = german.embeds
      .map(embedText)
      .join('\n')
      .replace(/\u00a0/g, ' ');
    expect(shown).toMatch(/: Fortunes, Saison 1, /);
    expect(shown).toMatch(/Du stehst auf \*\*|Du hast kein Feld/);
    expect(englishLines(shown)).toEqual([]);
    const points = (await ask(anna!, '/league points', 'de')).embeds
      .map(embedText)
      .join('\n')
      .replace(/\u00a0/g, ' ');
    expect(points).toContain('Brettliga: Spielpunkte');
    expect(englishLines(points)).toEqual([]);
    const english = await ask(anna!, '/fortune show', 'en-GB');
    expect(english.embeds.map(embedText).join('\n')).toMatch(/: Fortunes, season 1, /);
  }, 300_000);
});
