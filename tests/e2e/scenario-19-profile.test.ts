import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { LeagueDriver } from './support/league-driver.js';
import { until } from '../support/until.js';
import { managerPath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { buildWebServer } from '../../src/web/server.js';

/**
 * Scenario 19: a manager's career. Ann manages in one league, leaves it after a week, and takes a club in a second
 * league of the same server, in another channel; /profile shows both leagues' history to her and, asked by another
 * member, to him, privately and without a ping. Only she can share her profile with other servers.
 */
describeOnEachDatabase('scenario 19: a manager’s career', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let first: LeagueDriver;
  let second: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let clubs: { first: string; second: string };
  const clock = testClock(new Date('2026-03-02T09:00:00Z'));
  const db = () => database().db;

  beforeAll(async () => {
    harness = await startHarness(db(), clock, {}, undefined, { guilds: [{ name: 'Dugout Test', channels: ['league', 'second'] }] });
    emu = harness.emu;
    first = new LeagueDriver(emu, emu.channelId('league'));
    second = new LeagueDriver(emu, emu.channelId('second'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    bob = emu.addUser({ username: 'bob' });
    const firstClubs = await first.openLeague(admin, [ann, bob], { name: 'First League', every_hours: 48, cups: 'off' });
    // Pre-season, then week 1 played under her.
    await first.ask(admin, '/admin advance');
    await first.ask(admin, '/admin advance');
    expect((await first.ask(ann, '/league leave')).content).not.toMatch(/something went wrong/i);
    clock.set(new Date('2026-03-09T09:00:00Z'));
    const secondClubs = await second.openLeague(admin, [ann], { name: 'Second League', every_hours: 48, cups: 'off' });
    await second.ask(admin, '/admin advance');
    await second.ask(admin, '/admin advance');
    await second.ask(admin, '/admin advance');
    clubs = { first: firstClubs.get(ann.id)!, second: secondClubs.get(ann.id)! };
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN Ann managed in two leagues THEN her /profile shows both, in order, with her record in each, privately', async () => {
    const answer = await second.ask(ann, '/profile');
    expect(answer.ephemeral).toBe(true);
    const text = answer.embeds.map((e) => e.description ?? '').join('\n');
    expect(answer.embeds[0]!.title).toBe('Manager’s profile');
    expect(text.indexOf('**First League**')).toBeGreaterThan(-1);
    expect(text.indexOf('**Second League**')).toBeGreaterThan(text.indexOf('**First League**'));
    expect(text).toMatch(new RegExp(`Season 1 · ${clubs.first}: left after week 1 · P 1 · W \\d D \\d L \\d`));
    expect(text).toMatch(new RegExp(`Season 1 · ${clubs.second}: in charge now · P 2 · W \\d D \\d L \\d`));
    expect(text).toMatch(/League matches: P 3 · W \d D \d L \d · win rate \d+%/);
    expect(answer.embeds[0]!.footer?.text).toMatch(/share:True/);
    expect(emu.publicText(second.channelId)).not.toMatch(/Manager’s profile/);
  });

  it('GIVEN Bob asks for Ann’s profile THEN he sees her two leagues, privately and with no ping; he cannot share it for her', async () => {
    const answer = await first.ask(bob, '/profile', { member: ann.id });
    expect(answer.ephemeral).toBe(true);
    const text = answer.embeds.map((e) => e.description ?? '').join('\n');
    expect(text).toContain(`<@${ann.id}>`);
    expect(text).toContain('**First League**');
    expect(text).toContain('**Second League**');
    expect(answer.embeds[0]!.footer?.text).not.toMatch(/share:/);
    expect(answer.message?.pings).toEqual({ users: [], roles: [], everyone: false });

    const refused = await first.ask(bob, '/profile', { member: ann.id, share: true });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/share only your own profile/);
    expect(await db().selectFrom('profile_shares').selectAll().execute()).toEqual([]);
  });

  it('GIVEN Ann and Bob joined under the names the server shows THEN those are kept; Ann’s new nickname is kept at her next command, and her web page moves to it', async () => {
    const guildId = emu.guilds[0]!.id;
    const kept = async () =>
      (
        await db().selectFrom('manager_names').select(['user_id', 'display_name']).where('guild_id', '=', guildId).orderBy('display_name').execute()
      ).map((r) => [r.user_id, r.display_name]);
    expect(await kept()).toEqual([
      [ann.id, 'ann'],
      [bob.id, 'bob'],
    ]);
    // A member who manages no club is not kept, whatever he does.
    const cy = emu.addUser({ username: 'cy' });
    await second.ask(cy, '/profile');
    // The name is kept once her command is answered, so it is waited for.
    emu.setNickname(ann, 'Annie <the boss>');
    await second.ask(ann, '/profile');
    await until(async () => (await kept()).some(([, name]) => name === 'Annie <the boss>'), 'Ann’s nickname kept');
    expect(await kept()).toEqual([
      [ann.id, 'Annie <the boss>'],
      [bob.id, 'bob'],
    ]);
    const web = await buildWebServer({ deps: { db: db(), clock }, logger: createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }) });
    try {
      const slug = (await db().selectFrom('leagues').select('web_slug').where('name', '=', 'First League').executeTakeFirstOrThrow()).web_slug;
      const page = await web.inject({ method: 'GET', url: managerPath(slug, 'Annie <the boss>') });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1><bdi>Annie &lt;the boss&gt;</bdi></h1>');
      expect(page.body).toMatch(/<td>left after week 1<\/td><td class="n">1<\/td>/);
      expect(page.body).not.toContain(ann.id);
      expect((await web.inject({ method: 'GET', url: managerPath(slug, 'ann') })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });

  it('GIVEN Ann shares her profile THEN it is stored and said; share:False takes it back', async () => {
    const shared = await first.ask(ann, '/profile', { share: true });
    expect(shared.ephemeral).toBe(true);
    expect(shared.content).toMatch(/Your profile is shared/);
    expect(shared.embeds[0]!.footer?.text).toMatch(/share:False/);
    expect(await db().selectFrom('profile_shares').select('user_id').execute()).toEqual([{ user_id: ann.id }]);
    expect((await first.ask(ann, '/profile', { share: false })).content).toMatch(/no longer shared/);
    expect(await db().selectFrom('profile_shares').select('user_id').execute()).toEqual([]);
  });
});
