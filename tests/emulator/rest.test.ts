import { Client, DiscordAPIError, EmbedBuilder, HTTPError, Routes, type TextChannel } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type DiscordEmulator, type EmulatorOptions } from './emulator.js';
import { connectClient } from './test-client.js';

let emu: DiscordEmulator;
let client: Client<true> | null = null;

async function setUp(options: EmulatorOptions = {}): Promise<TextChannel> {
  emu = await startEmulator({ guilds: [{ name: 'Dugout FC', channels: ['league'] }], ...options });
  client = await connectClient(emu);
  return client.channels.cache.get(emu.channelId('league')) as TextChannel;
}

const postsTo = (channelId: string) => emu.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${channelId}/messages`);

afterEach(async () => {
  await client?.destroy();
  client = null;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
  await emu?.stop();
});

describe('channel messages', () => {
  it('GIVEN posts and an edit THEN the channel lists them in order, with timestamps and the edit history', async () => {
    const channel = await setUp();
    const first = await channel.send('Week 1 results');
    await channel.send({ embeds: [new EmbedBuilder().setTitle('Table').setDescription('1. Rovers')] });
    await first.edit('Week 1 results (final)');
    const messages = await emu.waitForMessages(channel.id, 2);
    expect(messages.map((m) => m.content)).toEqual(['Week 1 results (final)', '']);
    expect(messages[1]?.embeds[0]?.title).toBe('Table');
    expect(messages[0]!.createdAt).toBeLessThanOrEqual(messages[1]!.createdAt);
    expect(messages[0]?.versions.map((v) => v.content)).toEqual(['Week 1 results', 'Week 1 results (final)']);
    expect(messages[0]?.editedAt).not.toBeNull();
    expect(emu.publicText(channel.id).split('\n')).toEqual(['Week 1 results', 'Week 1 results (final)', 'Table', '1. Rovers']);
    const fetched = await channel.messages.fetch({ message: first.id, force: true });
    expect(fetched.content).toBe('Week 1 results (final)');
  });

  it('GIVEN a post sent again with its nonce enforced THEN Discord answers with the first message and posts nothing new; without enforce_nonce it posts twice', async () => {
    const channel = await setUp();
    const first = await channel.send({ content: 'Week 1 results', nonce: 'row-1-part-0', enforceNonce: true });
    const again = await channel.send({ content: 'Week 1 results', nonce: 'row-1-part-0', enforceNonce: true });
    expect(again.id).toBe(first.id);
    await channel.send({ content: 'Week 1 results', nonce: 'row-1-part-0' });
    expect(emu.channelMessages(channel.id).map((m) => [m.content, m.nonce])).toEqual([
      ['Week 1 results', 'row-1-part-0'],
      ['Week 1 results', 'row-1-part-0'],
    ]);
  });

  it('GIVEN a channel post flagged ephemeral THEN it is still public, as on Discord', async () => {
    const channel = await setUp();
    await client!.rest.post(Routes.channelMessages(channel.id), { body: { content: 'bid: 1,000,000', flags: 64 } });
    expect(emu.channelMessages(channel.id).map((m) => [m.content, m.ephemeral])).toEqual([['bid: 1,000,000', false]]);
  });

  it('GIVEN every answer THEN it is JSON with rate-limit headers', async () => {
    const channel = await setUp();
    const res = await fetch(`${emu.baseUrl}/api/v10/channels/${channel.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${emu.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'hi' }),
    });
    expect(res.headers.get('content-type')).toBe('application/json');
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-reset-after', 'x-ratelimit-bucket']) {
      expect(res.headers.get(header)).not.toBeNull();
    }
    expect(await res.json()).toMatchObject({ content: 'hi', channel_id: channel.id, author: { id: emu.botUser.id } });
  });

  it('GIVEN a small bucket THEN discord.js paces itself from the headers and never hits a 429', async () => {
    const channel = await setUp({ rateLimit: { limit: 2, windowMs: 300 } });
    const started = Date.now();
    await Promise.all([1, 2, 3, 4, 5].map((n) => channel.send(`message ${n}`)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(postsTo(channel.id).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(emu.channelMessages(channel.id).map((m) => m.content)).toEqual([1, 2, 3, 4, 5].map((n) => `message ${n}`));
  });

  it('GIVEN an embed with 26 fields THEN the post is refused and the breach recorded', async () => {
    const channel = await setUp();
    const fields = Array.from({ length: 26 }, (_, n) => ({ name: `f${n}`, value: 'v' }));
    await expect(channel.send({ embeds: [{ title: 'too many', fields }] })).rejects.toBeInstanceOf(DiscordAPIError);
    expect(emu.violations.map((v) => v.detail)).toEqual(['embeds.0.fields: Must be between 0 and 25 in length.']);
    expect(emu.channelMessages(channel.id)).toEqual([]);
  });

  it('GIVEN a route the emulator does not know THEN it answers 404 and records it', async () => {
    await setUp();
    await expect(client!.rest.get('/channels/1/pins')).rejects.toBeInstanceOf(DiscordAPIError);
    expect(emu.violations.map((v) => v.kind)).toEqual(['unknown-route']);
  });
});

describe('fault injection', () => {
  it('GIVEN one 429 on posting THEN discord.js waits, retries and the message arrives once', async () => {
    const channel = await setUp();
    const fault = emu.injectFault({ status: 429, method: 'POST', path: '/channels/:id/messages', count: 1, retryAfter: 0.1 });
    await channel.send('after a rate limit');
    expect(fault.hits).toBe(1);
    expect(postsTo(channel.id).map((r) => [r.status, r.injected])).toEqual([
      [429, true],
      [200, false],
    ]);
    expect(emu.channelMessages(channel.id).map((m) => m.content)).toEqual(['after a rate limit']);
  });

  it('GIVEN a global 429 THEN discord.js retries after it', async () => {
    const channel = await setUp();
    emu.injectFault({ status: 429, global: true, count: 1, retryAfter: 0.1 });
    await channel.send('global');
    expect(postsTo(channel.id).map((r) => r.status)).toEqual([429, 200]);
  });

  it('GIVEN two 500s THEN discord.js retries and succeeds', async () => {
    const channel = await setUp();
    emu.injectFault({ status: 500, path: '/channels/:id/messages', count: 2 });
    await channel.send('after two errors');
    expect(postsTo(channel.id).map((r) => r.status)).toEqual([500, 500, 200]);
  });

  it('GIVEN an outage longer than discord.js retries THEN the send fails, and succeeds once the outage is over', async () => {
    const channel = await setUp();
    const outage = emu.injectFault({ status: 500, path: '/channels/*', durationMs: 60_000 });
    await expect(channel.send('during the outage')).rejects.toBeInstanceOf(HTTPError);
    expect(outage.hits).toBe(4);
    outage.remove();
    await channel.send('after the outage');
    expect(emu.channelMessages(channel.id).map((m) => m.content)).toEqual(['after the outage']);
    expect(emu.violations).toEqual([]);
  });
});

describe('direct messages', () => {
  it('GIVEN a user WHEN the bot opens his DM channel and posts THEN he has the message; once his DMs close, the post fails with 50007', async () => {
    await setUp();
    const user = emu.addUser({ username: 'fan' });
    const open = async () => (await client!.rest.post(Routes.userChannels(), { body: { recipient_id: user.id } })) as { id: string; type: number };
    const dm = await open();
    expect(dm.type).toBe(1);
    expect((await open()).id).toBe(dm.id);
    await client!.rest.post(Routes.channelMessages(dm.id), { body: { content: 'Deadline in 2 hours', allowed_mentions: { parse: [] } } });
    expect(emu.directMessages(user).map((m) => m.content)).toEqual(['Deadline in 2 hours']);

    emu.closeDms(user);
    const refused = await client!.rest
      .post(Routes.channelMessages(dm.id), { body: { content: 'again', allowed_mentions: { parse: [] } } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DiscordAPIError);
    expect((refused as DiscordAPIError).code).toBe(50007);
    expect(emu.directMessages(user)).toHaveLength(1);
    emu.assertNoViolations();
  });
});
