import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';

/** A league played by the detailed engine: /select substitute, and the match reports it posts. */
describeOnEachDatabase('a detailed league', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let app: Harness['app'];
  let admin: EmulatedUser;
  let ann: EmulatedUser;
  const clock = testClock(new Date());
  const ask = (user: EmulatedUser, invocation: string, values: Record<string, string | number | boolean> = {}) =>
    emu.interact(user, invocation, values, {});

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    ({ emu, app } = harness);
    admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    await ask(admin, '/league create', {
      name: 'Detailed League',
      humans: 1,
      every_hours: 24,
      engine: 'detailed',
      substitutions: 5,
      home_advantages: true,
    });
    await ask(ann, '/league join');
    await ask(admin, '/league start');
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN the league was created with five substitutions and home advantages THEN /league settings shows both', async () => {
    const shown = await ask(ann, '/league settings');
    expect(shown.ephemeral).toBe(true);
    expect(shown.content).toContain('Match engine: detailed, 5 substitutions a side, home advantages');
  });

  it('GIVEN a classic league asked for five substitutions THEN it is refused privately', async () => {
    const refused = await ask(admin, '/league create', { name: 'Classic Five', humans: 1, every_hours: 24, substitutions: 5 });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/belong to the detailed engine/);
  });

  it('GIVEN a substitute from the bench for a player in the XI THEN the instruction is saved privately; one from the XI is refused', async () => {
    const picked = await ask(ann, '/select auto', { formation: '4-4-2' });
    const xi = picked.embeds[0]!.description!;
    const choices = await emu.autocomplete(ann, '/select substitute', 'on', '');
    const inXi = choices.filter((c) => xi.includes(c.name.split(' (')[0]!));
    const bench = choices.filter((c) => !xi.includes(c.name.split(' (')[0]!));
    expect(inXi.length).toBeGreaterThan(1);
    expect(bench.length).toBeGreaterThan(0);
    const saved = await ask(ann, '/select substitute', { on: String(bench[0]!.value), off: String(inXi[1]!.value), from: 60, when: 'level' });
    expect(saved.ephemeral).toBe(true);
    expect(saved.content).toMatch(/^Saved: .+ on for .+ from 60' \(level\)\. 1 substitution instruction/);
    const refused = await ask(ann, '/select substitute', { on: String(inXi[0]!.value), off: String(inXi[1]!.value) });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/already in your XI/);
  });

  it('GIVEN clear THEN every instruction goes', async () => {
    const cleared = await ask(ann, '/select substitute', { clear: true });
    expect(cleared.content).toBe('Substitution instructions cleared.');
  });

  it('GIVEN a week played THEN the match report shows the key moments and a statistics block', async () => {
    // The first advance plays the pre-season, the second week 1.
    await ask(admin, '/admin advance');
    await ask(admin, '/admin advance');
    await app.bot.poster.deliverDue();
    const embeds = emu.channelMessages(emu.channelId('league')).flatMap((m) => m.embeds);
    const report = embeds.find((e) => /^.+ \d+–\d+ .+$/.test(e.title ?? '') && (e.footer?.text ?? '').includes('detailed'));
    expect(report, embeds.map((e) => e.title).join(' | ')).toBeDefined();
    expect(report!.fields?.find((f) => f.name === 'Statistics')?.value).toMatch(/Possession %/);
  });
});
