import { AttachmentBuilder, Client, DiscordAPIError, type TextChannel } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type DiscordEmulator } from './emulator.js';
import { DISCORD_LIMITS } from './limits.js';
import { connectClient } from './test-client.js';

let emu: DiscordEmulator;
let client: Client<true> | null = null;

async function setUp(): Promise<TextChannel> {
  emu = await startEmulator({ guilds: [{ name: 'Dugout FC', channels: ['league'] }] });
  client = await connectClient(emu);
  return client.channels.cache.get(emu.channelId('league')) as TextChannel;
}

const file = (name: string, bytes: number) => new AttachmentBuilder(Buffer.alloc(bytes, 7), { name });

afterEach(async () => {
  await client?.destroy();
  client = null;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
  await emu?.stop();
});

describe('attachments (multipart uploads)', () => {
  it('GIVEN a post with two files THEN the emulator keeps their bytes and discord.js sees them on the message', async () => {
    const channel = await setUp();
    const sent = await channel.send({ content: 'pictures', files: [file('a.png', 100), file('b.png', 2000)] });
    expect([...sent.attachments.values()].map((a) => [a.name, a.size])).toEqual([
      ['a.png', 100],
      ['b.png', 2000],
    ]);
    const [stored] = emu.channelMessages(channel.id);
    expect(stored!.attachments.map((a) => [a.filename, a.data.length, a.data[0]])).toEqual([
      ['a.png', 100, 7],
      ['b.png', 2000, 7],
    ]);
  });

  it('GIVEN a file with alt text THEN the emulator keeps its description, and a file without none', async () => {
    const channel = await setUp();
    const described = new AttachmentBuilder(Buffer.alloc(10, 7), { name: 'pitch.png', description: 'The pitch, drawn' });
    await channel.send({ files: [file('plain.png', 10), described] });
    expect(emu.channelMessages(channel.id)[0]!.attachments.map((a) => [a.filename, a.description])).toEqual([
      ['plain.png', null],
      ['pitch.png', 'The pitch, drawn'],
    ]);
  });

  it('GIVEN an edit THEN the files it names stay, new ones join, and the rest go', async () => {
    const channel = await setUp();
    const sent = await channel.send({ content: 'one', files: [file('old.png', 10), file('gone.png', 10)] });
    const keep = sent.attachments.find((a) => a.name === 'old.png')!;
    await sent.edit({ attachments: [keep], files: [file('new.png', 20)] });
    expect(emu.channelMessages(channel.id)[0]!.attachments.map((a) => a.filename)).toEqual(['old.png', 'new.png']);
    await sent.edit({ attachments: [] });
    expect(emu.channelMessages(channel.id)[0]!.attachments).toEqual([]);
  });

  it(`GIVEN ${DISCORD_LIMITS.attachments + 1} files THEN the post is refused, as Discord refuses more than ${DISCORD_LIMITS.attachments}`, async () => {
    const channel = await setUp();
    const files = Array.from({ length: DISCORD_LIMITS.attachments + 1 }, (_, n) => file(`f${n}.png`, 10));
    await expect(channel.send({ files })).rejects.toBeInstanceOf(DiscordAPIError);
    expect(emu.violations.map((v) => v.detail)).toEqual([`attachments: Must be ${DISCORD_LIMITS.attachments} or fewer in length.`]);
    expect(emu.channelMessages(channel.id)).toEqual([]);
  });

  it('GIVEN a file over the guild limit, or files over the request limit together THEN each post is refused', async () => {
    const channel = await setUp();
    await expect(channel.send({ files: [file('big.png', DISCORD_LIMITS.attachmentBytes + 1)] })).rejects.toBeInstanceOf(DiscordAPIError);
    const nine = Math.floor(DISCORD_LIMITS.attachmentBytes * 0.9);
    const together = Array.from({ length: 3 }, (_, n) => file(`part${n}.png`, nine));
    await expect(channel.send({ files: together })).rejects.toBeInstanceOf(DiscordAPIError);
    expect(emu.violations).toHaveLength(2);
    expect(emu.violations[0]!.detail).toContain('big.png exceeds the maximum size');
    expect(emu.violations[1]!.detail).toContain('Request entity too large');
    expect(emu.channelMessages(channel.id)).toEqual([]);
  });
});
