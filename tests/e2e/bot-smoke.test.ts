import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { DiscordEmulator } from '../emulator/emulator.js';
import { leagueByChannel } from '../../src/league/index.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';
import { scheduledJobs } from './support/week-job.js';

/**
 * The bot's whole path, once: commands registered by the deploy script, the
 * real discord.js client logged in through the emulator's gateway, and
 * /league create, /league join and /squad answered from the database.
 */
describeOnEachDatabase('the bot through a Discord emulator', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let app: App;
  const clock = testClock(new Date());

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    ({ emu, app } = harness);
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN the deploy script ran THEN every command is registered in the guild', () => {
    expect(
      emu
        .commands(emu.guild.id)
        .map((c) => c.name)
        .sort(),
    ).toEqual([...app.bot.commands.keys()].sort());
  });

  it('GIVEN an admin creates a league and a manager joins THEN /squad shows his squad, privately', async () => {
    const admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    const manager = emu.addUser({ username: 'ann' });

    const created = await emu.interact(admin, '/league create', { name: 'Sunday **League**', humans: 2 });
    expect(created.ephemeral).toBe(false);
    expect(created.content).toContain('**Sunday \\*\\*League\\*\\*** is open in this channel');

    const joined = await emu.interact(manager, '/league join');
    expect(joined.content).toMatch(/<@\d+> takes charge of \*\*.+\*\*/);
    const clubName = /takes charge of \*\*(.+)\*\*/.exec(joined.content)![1]!;
    // The mention is shown, but allowed_mentions keeps it from pinging anyone.
    expect(joined.message!.pings).toEqual({ users: [], roles: [], everyone: false });

    const squad = await emu.interact(manager, '/squad');
    expect(squad.ephemeral).toBe(true);
    expect(squad.embeds[0]!.title).toContain(clubName.replace(/\\/g, ''));
    expect(squad.embeds.flatMap((e) => (e.description ?? '').split('\n')).filter((line) => line.startsWith('**')).length).toBeGreaterThan(10);

    emu.assertNoViolations();
  });

  it('GIVEN the week job an hour before the deadline THEN the manager who is not ready is reminded with a ping; past the deadline the week is played', async () => {
    const admin = emu.addUser({ username: 'starter', permissions: ['ManageGuild'] });
    await emu.interact(admin, '/league start');
    const channelId = emu.channelId('league');
    const league = await leagueByChannel(app.ctx, channelId);
    const jobs = scheduledJobs(app);
    try {
      clock.set(new Date(league.nextDeadline!.getTime() - 59 * 60_000));
      expect((await jobs.runWeekJob()).played).toEqual([]);
      const reminder = emu.channelMessages(channelId).at(-1)!;
      expect(reminder.content).toContain(`<t:${Math.floor(league.nextDeadline!.getTime() / 1000)}:R>`);
      expect(reminder.pings.users).toHaveLength(1);
      expect(reminder.content).toContain(`<@${reminder.pings.users[0]}>`);

      clock.set(new Date(league.nextDeadline!.getTime() + 60_000));
      expect((await jobs.runWeekJob()).played).toEqual([league.id]);
      const titles = emu.channelMessages(channelId).flatMap((m) => m.embeds.map((e) => e.title ?? ''));
      expect(titles.filter((t) => t.endsWith('pre-season played'))).toHaveLength(1);
      expect((await jobs.runWeekJob()).played).toEqual([]);
    } finally {
      await jobs.stop();
    }
    emu.assertNoViolations();
  });

  it('GIVEN a league admin role THEN a member with it may pause and resume the league without Manage Server', async () => {
    const admin = emu.addUser({ username: 'chair', permissions: ['ManageGuild'] });
    const role = emu.addRole(emu.guild.id, 'League admin');
    const steward = emu.addUser({ username: 'steward', roles: [role] });
    const before = await emu.interact(steward, '/admin pause', {}, { granted: true });
    expect(before.ephemeral).toBe(true);
    await emu.interact(admin, '/league settings', { admin_role: role });
    const paused = await emu.interact(steward, '/admin pause', {}, { granted: true });
    expect(paused.ephemeral).toBe(false);
    expect(paused.content).toMatch(/is paused/);
    const resumed = await emu.interact(steward, '/admin resume', {}, { granted: true });
    expect(resumed.content).toMatch(/carries on/);
    emu.assertNoViolations();
  });

  it('GIVEN someone who manages no club THEN /squad says how to join, ephemerally', async () => {
    const stranger = emu.addUser({ username: 'stranger' });
    const answer = await emu.interact(stranger, '/squad');
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/join/i);
    emu.assertNoViolations();
  });
});
