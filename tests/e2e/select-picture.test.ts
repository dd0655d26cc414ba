import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startHarness, type Harness } from './bot-harness.js';

/** /select answers with the pitch picture, through the real discord.js client and the emulator's multipart uploads. */
describeOnEachDatabase('the /select picture', (database) => {
  let harness: Harness;
  let emu: DiscordEmulator;
  let ann: EmulatedUser;
  const clock = testClock(new Date());
  const ask = (user: EmulatedUser, invocation: string, values: Record<string, string | number | boolean> = {}) =>
    emu.interact(user, invocation, values, {});

  beforeAll(async () => {
    harness = await startHarness(database().db, clock);
    ({ emu } = harness);
    const admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
    ann = emu.addUser({ username: 'ann' });
    await ask(admin, '/league create', { name: 'Picture League', humans: 1, every_hours: 24 });
    await ask(ann, '/league join');
    await ask(admin, '/league start');
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await harness?.stop();
  });

  it('GIVEN /select auto THEN the reply carries the pitch as a PNG, shown in the embed whose list of the XI stays as its text', async () => {
    const picked = await ask(ann, '/select auto', { formation: '4-4-2' });
    expect(picked.ephemeral).toBe(true);
    const [picture, ...others] = picked.message!.attachments;
    expect(others).toEqual([]);
    expect(picture!.filename).toBe('pitch.png');
    expect(picture!.data.length).toBeLessThan(1024 * 1024);
    const image = await loadImage(picture!.data);
    expect([image.width, image.height]).toEqual([640, 760]);
    const embed = picked.embeds[0]!;
    expect(embed.image?.url).toBe('attachment://pitch.png');
    expect(embed.description!.split('\n')).toHaveLength(11);
    expect(emu.violations).toEqual([]);
  });

  it('GIVEN a place changed from the menu THEN the updated message has one new picture, not two', async () => {
    const picked = await ask(ann, '/select auto', { formation: '4-4-2' });
    const before = picked.message!.attachments[0]!;
    const place = await emu.choose(picked.message!, 'select:slot', ['1']);
    const menu = (place.components as { components: { options: { value: string; label: string }[] }[] }[])[2]!.components[0]!;
    const inPlace = place.embeds[0]!.description!.split('\n')[1]!;
    const candidate = menu.options.find((o) => !inPlace.includes(o.label.split(' — ')[0]!))!;
    const swapped = await emu.choose(place.message!, 'select:put:1', [candidate.value]);
    expect(swapped.message!.attachments.map((a) => a.filename)).toEqual(['pitch.png']);
    expect(swapped.message!.attachments[0]!.id).not.toBe(before.id);
    expect(swapped.message!.attachments[0]!.data.equals(before.data)).toBe(false);
    expect(emu.violations).toEqual([]);
  });

  it('GIVEN a German reader THEN the same XI is drawn with his words: the embed in German, the picture not the English one', async () => {
    const english = await ask(ann, '/select auto', { formation: '4-4-2' });
    const german = await emu.interact(ann, '/select auto', { formation: '4-4-2' }, { locale: 'de' });
    expect(german.embeds[0]!.footer!.text).toContain('Gesamtstärke');
    const [picture] = german.message!.attachments;
    expect(picture!.filename).toBe('pitch.png');
    expect(picture!.data.equals(english.message!.attachments[0]!.data)).toBe(false);
    expect(emu.violations).toEqual([]);
  });
});
