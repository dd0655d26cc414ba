import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';

/** Common English words a German post would show if a string were left untranslated (whole words, any case). */
const ENGLISH =
  /\b(the|and|with|goal|goals|wins?|beat|draw|week|season|played|table|results|scorers|keeper|shoots?|saves?|corner|penalty|after|away|home|next|deadline|round|final|from|into|points)\b/i;

/**
 * A league created in German through the bot, as a server's admin creates it: its steps played and posted through
 * the emulated Discord, every post in the channel in German.
 */
describeOnEachDatabase('a league that posts in German', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let managers: EmulatedUser[];
  const clock = testClock(new Date());

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

  it('GIVEN /league create language:de WHEN the admin plays four steps THEN the settings name the language and every post is German', async () => {
    await league.openLeague(admin, managers, { name: 'Freundesliga', every_hours: 24, cups: 'cup', language: 'de' });
    const settings = await league.ask(admin, '/league settings');
    expect(settings.content).toContain("Language of the channel's posts: Deutsch");
    const before = posts(emu, league.channelId).length;
    for (let step = 0; step < 4; step++) {
      expect((await league.ask(admin, '/admin advance')).content).not.toMatch(/cannot/i);
      await harness.app.bot.poster.deliverDue();
    }
    const played = posts(emu, league.channelId).slice(before);
    const texts = played.map(messageText);
    expect(texts.some((text) => text.includes('Spieltag gespielt'))).toBe(true);
    expect(texts.some((text) => text.includes('Torschützen'))).toBe(true);
    const english = texts.flatMap((text) => text.split('\n').filter((line) => ENGLISH.test(line.replace(/<[@#&!:t][^>]*>/g, ''))));
    expect(english).toEqual([]);
  }, 300_000);

  it('GIVEN its weeks played THEN /league table, fixtures, results and history read German to the channel, and to a reader alone in his own language', async () => {
    const [anna, ben] = managers as [EmulatedUser, EmulatedUser];
    const ask = (user: EmulatedUser, invocation: string, locale: string) =>
      emu.interact(user, invocation, {}, { channelId: league.channelId, locale });
    const text = (answer: Awaited<ReturnType<typeof ask>>) =>
      answer.embeds
        .flatMap((e) => [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text])
        .filter(Boolean)
        .join('\n');
    const englishIn = (answer: Awaited<ReturnType<typeof ask>>) =>
      text(answer)
        .split('\n')
        .filter((line) => ENGLISH.test(line.replace(/`[^`]*`/g, '')));
    const titles: Record<string, [string, RegExp]> = {
      '/league table': [/^Tabelle: 1\. Liga$/.source, /^Table: Premier Division$/],
      '/league fixtures': ['^Spielplan$', /^Fixtures$/],
      '/league results': ['^Ergebnisse$', /^Results$/],
      '/league history': ['^Chronik$', /^History$/],
    };
    for (const [view, [german, english]] of Object.entries(titles)) {
      // Ben's Discord speaks English: the channel still reads the league's German.
      const shown = await ask(ben, view, 'en-GB');
      expect(shown.ephemeral, view).toBe(false);
      expect(shown.embeds[0]!.title).toMatch(new RegExp(german));
      expect(englishIn(shown), view).toEqual([]);
      // Asked again within the cooldown, only he sees it: in his English.
      const again = await ask(ben, view, 'en-GB');
      expect(again.ephemeral, view).toBe(true);
      expect(again.embeds[0]!.title).toMatch(english);
      // Anna's Discord speaks German: her private answer is German too.
      await ask(anna, view, 'de');
      const hers = await ask(anna, view, 'de');
      expect(hers.ephemeral, view).toBe(true);
      expect(hers.embeds[0]!.title).toMatch(new RegExp(german));
      expect(englishIn(hers), view).toEqual([]);
    }
  }, 120_000);

  it("GIVEN a player's autocomplete THEN its choices are in the reader's language: the age in years in German, as before in English", async () => {
    const [anna] = managers as [EmulatedUser];
    const choices = (command: string, locale: string) => emu.autocomplete(anna, command, 'player', '', {}, { channelId: league.channelId, locale });
    for (const command of ['/player', '/sell']) {
      const german = await choices(command, 'de');
      expect(german.length, command).toBeGreaterThan(0);
      for (const choice of german) expect(choice.name).toMatch(/^.+ \([A-Z/]+, \d+(,5)?, \d+ Jahre(, .+)?\)$/);
      const english = await choices(command, 'en-GB');
      for (const choice of english) expect(choice.name).toMatch(/^.+ \([A-Z/]+, \d+(\.5)?, age \d+(, .+)?\)$/);
    }
  }, 60_000);

  it('GIVEN a manager who leaves THEN the channel is told in German, whatever his own Discord speaks', async () => {
    const [, ben] = managers as [EmulatedUser, EmulatedUser];
    const left = await emu.interact(ben, '/league leave', {}, { channelId: league.channelId, locale: 'en-GB' });
    expect(left.ephemeral).toBe(false);
    expect(left.content).toMatch(/^<@\d+> hat \*\*.+\*\* verlassen; die KI führt den Verein, bis jemand beitritt\.$/);
  }, 60_000);
});
