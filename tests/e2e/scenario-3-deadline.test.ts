import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { ClubOrders } from '../../src/engine/model/orders.js';
import type { Jobs } from '../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import type { StoredMessage } from '../emulator/messages.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { countTitles, duplicatePosts, embedTitles, messageText, posts } from './support/channel.js';
import { LeagueDriver } from './support/league-driver.js';
import { scheduledJobs } from './support/week-job.js';

const HOUR = 3_600_000;

/**
 * Issue 6, scenario 3: the deadline. One manager never gives his orders; he
 * is reminded 24 hours and 1 hour before, with a mention that pings him and
 * nobody else; at the deadline the AI fills in his orders and the week is played.
 */
describeOnEachDatabase('scenario 3: the deadline', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let app: App;
  let jobs: Jobs;
  let league: LeagueDriver;
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  let bob: EmulatedUser;
  let role: string;
  let clubs: Map<string, string>;
  let deadline: Date;
  const clock = testClock(new Date('2026-03-02T09:00:00Z'));
  const db = () => database().db;
  const leagueRow = () => db().selectFrom('leagues').selectAll().executeTakeFirstOrThrow();
  const channelPosts = () => posts(emu, league.channelId);
  const reminders = (): StoredMessage[] => channelPosts().filter((m) => m.content.startsWith('⏰'));

  beforeAll(async () => {
    harness = await startHarness(db(), clock);
    ({ emu, app } = harness);
    jobs = scheduledJobs(app);
    league = new LeagueDriver(emu, emu.channelId('league'));
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    // Names users choose, written to ping everyone if they were let through.
    ann = emu.addUser({ username: 'ann', globalName: '@everyone' });
    bob = emu.addUser({ username: 'bob', globalName: '@here' });
    role = emu.addRole(emu.guild.id, 'Managers');
    clubs = await league.openLeague(admin, [ann, bob], { name: `@everyone <@&${role}> @here`, every_hours: 48, reminders: '24, 1' });
    // The pre-season is played at once, so the deadline below is a match week's.
    await league.ask(admin, '/admin advance');
    await app.bot.poster.deliverDue();
    deadline = (await leagueRow()).next_deadline!;
  });

  afterEach(() => {
    emu.assertNoViolations();
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await jobs?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN week 1 with two days to go THEN Ann gives her orders and is ready, Bob does nothing, and no reminder is due yet', async () => {
    expect((await leagueRow()).week).toBe(1);
    expect(deadline.getTime() - clock.now().getTime()).toBe(48 * HOUR);
    await league.ask(ann, '/select auto', { formation: '4-4-2' });
    const ready = await league.ask(ann, '/ready');
    expect(ready.embeds[0]!.title).toMatch(/^Ready/);
    clock.set(new Date(deadline.getTime() - 30 * HOUR));
    const report = await jobs.runWeekJob();
    expect(report.played).toEqual([]);
    expect(reminders()).toEqual([]);
  });

  it('GIVEN 24 hours to go THEN Bob alone is reminded, with a mention that pings him and the deadline as a Discord timestamp', async () => {
    clock.set(new Date(deadline.getTime() - 23 * HOUR));
    expect((await jobs.runWeekJob()).played).toEqual([]);
    await jobs.runWeekJob();
    expect(reminders()).toHaveLength(1);
    const [reminder] = reminders();
    expect(reminder!.content).toContain(`<@${bob.id}>`);
    expect(reminder!.content).not.toContain(`<@${ann.id}>`);
    expect(reminder!.content).toContain(`<t:${Math.floor(deadline.getTime() / 1000)}:R>`);
    expect(reminder!.pings).toEqual({ users: [bob.id], roles: [], everyone: false });
  });

  it('GIVEN 1 hour to go THEN Bob is reminded once more, and only once', async () => {
    clock.set(new Date(deadline.getTime() - 30 * 60_000));
    expect((await jobs.runWeekJob()).played).toEqual([]);
    await jobs.runWeekJob();
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]!.pings).toEqual({ users: [bob.id], roles: [], everyone: false });
  });

  it('GIVEN the deadline passes THEN the AI fills in Bob’s orders and the week is played and posted once, after the reminders', async () => {
    const annClubId = (await db().selectFrom('clubs').select('id').where('manager_user_id', '=', ann.id).executeTakeFirstOrThrow()).id;
    const bobClubId = (await db().selectFrom('clubs').select('id').where('manager_user_id', '=', bob.id).executeTakeFirstOrThrow()).id;
    const turn = (await leagueRow()).turn;
    expect(await db().selectFrom('orders').select('kind').where('club_id', '=', bobClubId).where('turn', '=', turn).execute()).toEqual([]);

    clock.set(new Date(deadline.getTime() + 60_000));
    const report = await jobs.runWeekJob();
    expect(report.played).toHaveLength(1);
    expect((await jobs.runWeekJob()).played).toEqual([]);

    const played = await db().selectFrom('played_steps').select(['orders', 'week']).where('turn', '=', turn).executeTakeFirstOrThrow();
    expect(played.week).toBe(1);
    const orders = (typeof played.orders === 'string' ? JSON.parse(played.orders) : played.orders) as Record<string, ClubOrders>;
    expect(orders[bobClubId]?.selection?.lineup.formation, 'the AI picked Bob’s XI').toBeDefined();
    expect(orders[annClubId]?.selection?.lineup.formation).toBe('4-4-2');

    const titles = embedTitles(channelPosts());
    expect(countTitles(titles, /: Season 1, week 1 played$/)).toBe(1);
    for (const club of clubs.values())
      expect(
        titles.filter((t) => t.includes(club) && /^.+ \d+–\d+ .+$/.test(t)),
        club,
      ).toHaveLength(1);
    const summary = channelPosts().find((m) => m.embeds.some((e) => /week 1 played$/.test(e.title ?? '')))!;
    for (const reminder of reminders()) expect(reminder.createdAt).toBeLessThanOrEqual(summary.createdAt);
    expect(channelPosts().indexOf(reminders()[1]!)).toBeLessThan(channelPosts().indexOf(summary));
    // The two reminders read alike; every other post is different.
    expect(reminders()).toHaveLength(2);
    expect(duplicatePosts(channelPosts().filter((m) => !reminders().includes(m)))).toEqual([]);
  });

  it('GIVEN names chosen by users that read as @everyone, @here and a role THEN they are shown but no message pings anyone but the reminded manager', () => {
    const everything = emu.channelMessages(league.channelId);
    expect(everything.some((m) => messageText(m).includes(`<@&${role}>`))).toBe(true);
    for (const message of everything) {
      expect(message.pings.everyone, messageText(message).slice(0, 80)).toBe(false);
      expect(message.pings.roles).toEqual([]);
      expect(message.pings.users.filter((u) => u !== bob.id)).toEqual([]);
    }
  });
});
