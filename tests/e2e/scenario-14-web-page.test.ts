import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { BotProcess } from './support/bot-process.js';
import { countTitles, embedTitles, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { describeOnEachProcessDatabase } from './support/process-database.js';
import { assertProcessesKeptTime, emulatorWithCommands } from './support/process-emulator.js';

/** A port free right now, for the bot's web page. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * Scenario 14: the league web page served by the bot process itself (WEB_PORT), on embedded PGlite as on PostgreSQL.
 * /league web gives the link, the match posts link to their pages, /help links the house rules' page, and /league
 * settings web:false takes the league's page down.
 */
describeOnEachProcessDatabase('scenario 14: the league web page in the bot process', (database) => {
  let emu: DiscordEmulator;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let bot: BotProcess | null = null;
  let publicUrl: string;
  let leagueLink: string;
  let matchLink: string;

  beforeAll(async () => {
    emu = await emulatorWithCommands(['league']);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    bot = BotProcess.start({ ...emu.botEnv(), ...database().env, WEB_PORT: String(port), PUBLIC_URL: `${publicUrl}/` });
    await bot.waitForLog('league web pages up');
    await bot.waitForLog('logged in to Discord');
  }, 180_000);

  afterEach(() => {
    assertProcessesKeptTime(emu);
  });

  afterAll(async () => {
    await bot?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await emu?.stop();
  });

  it('GIVEN a league played to week 1 THEN /league web links its page, and each match post links the match report', async () => {
    await league.openLeague(admin, [ann, bob], { name: 'Web <League>', every_hours: 48 });
    await league.ask(admin, '/admin advance');
    await league.ask(admin, '/admin advance');
    const titles = () => embedTitles(posts(emu, league.channelId));
    await emu.waitFor(() => countTitles(titles(), /: Season 1, week 1 played$/) === 1, { timeoutMs: 90_000, description: 'week 1 posted' });

    const answer = await league.ask(ann, '/league web');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/l\/[0-9a-f]{32})/.exec(answer.content);
    expect(link, answer.content).not.toBeNull();
    leagueLink = link![1]!;
    const front = await fetch(leagueLink);
    expect(front.status).toBe(200);
    expect(front.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await front.text();
    expect(html).toContain('<h1><bdi>Web &lt;League&gt;</bdi></h1>');
    expect(html.match(/<caption>\w+ Division table<\/caption>/g)).toHaveLength(4);

    const matchPosts = posts(emu, league.channelId)
      .flatMap((m) => m.embeds)
      .filter((e) => e.url?.includes('/match/'));
    expect(matchPosts.length).toBeGreaterThan(0);
    matchLink = matchPosts[0]!.url!;
    expect(matchLink.startsWith(`${leagueLink}/match/1/3/1/`)).toBe(true);
    const report = await fetch(matchLink);
    expect(report.status).toBe(200);
    expect(await report.text()).toContain('<h2>Commentary</h2>');
  }, 240_000);

  it('GIVEN PUBLIC_URL THEN /help links the house rules by their web page, never a file of the repository, and the page answers with their headings', async () => {
    const help = await league.ask(ann, '/help');
    const shown = [help.content, ...help.embeds.flatMap((e) => [e.description ?? '', ...(e.fields ?? []).map((f) => f.value)])].join('\n');
    expect(shown).toContain(`Every house rule, with the reason for it: ${publicUrl}/rules`);
    expect(shown).not.toMatch(/\bdocs\/|\.md\b|src\//);
    const rules = await fetch(`${publicUrl}/rules`);
    expect(rules.status).toBe(200);
    const page = await rules.text();
    for (const heading of ['<h1 id="house-rules">House rules</h1>', '<h2 id="transfers">Transfers</h2>', '<h2 id="privacy-who-sees-what">']) {
      expect(page).toContain(heading);
    }
  }, 180_000);

  it('GIVEN the page turned off THEN its addresses answer 404 and /league web says it is off', async () => {
    const changed = await league.ask(admin, '/league settings', { web: false });
    expect(changed.content).toContain('Web page: off');
    expect((await fetch(leagueLink)).status).toBe(404);
    expect((await fetch(matchLink)).status).toBe(404);
    expect((await league.ask(ann, '/league web')).content).toContain('The league web page is off');
    expect((await league.ask(ann, '/league settings')).content).toContain('Web page: off');
  }, 180_000);

  it('GIVEN SIGTERM THEN the bot stops cleanly, web page and all', async () => {
    expect(await bot!.stop()).toBe(0);
    bot = null;
    await expect(fetch(publicUrl)).rejects.toThrow();
  }, 180_000);
});
