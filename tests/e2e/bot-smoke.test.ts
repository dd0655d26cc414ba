import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { DiscordEmulator } from '../emulator/emulator.js';
import { describeOnEachDatabase } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';

/**
 * The bot's whole path, once: commands registered by the deploy script, the
 * real discord.js client logged in through the emulator's gateway, and
 * /league create, /league join and /squad answered from the database.
 */
describeOnEachDatabase('the bot through a Discord emulator', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let app: App;

  beforeAll(async () => {
    harness = await startHarness(database().db);
    ({ emu, app } = harness);
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('GIVEN the deploy script ran THEN every command is registered in the guild', () => {
    expect(emu.commands(emu.guild.id).map((c) => c.name).sort()).toEqual([...app.bot.commands.keys()].sort());
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

  it('GIVEN someone who manages no club THEN /squad says how to join, ephemerally', async () => {
    const stranger = emu.addUser({ username: 'stranger' });
    const answer = await emu.interact(stranger, '/squad');
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/join/i);
    emu.assertNoViolations();
  });
});
