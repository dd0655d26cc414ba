import { Client, Events, GatewayIntentBits, GatewayOpcodes, Routes, type TextChannel } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startEmulator, type DiscordEmulator } from './emulator.js';
import { shardOf } from './shard-of.js';

let emu: DiscordEmulator;
const clients: Client[] = [];
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await Promise.all(clients.splice(0).map((c) => c.destroy()));
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
  await emu?.stop();
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${emu.baseUrl}/api/v10${path}`, { ...init, headers: { authorization: `Bot ${emu.token}`, 'content-type': 'application/json' } });

/** IDENTIFYs on a raw gateway connection; resolves with the READY and the GUILD_CREATEs that follow it. */
async function identify(shard: [number, number] | null): Promise<{ ready: { shard: number[]; guilds: { id: string }[] }; created: string[] }> {
  const socket = new WebSocket(`${emu.gatewayUrl}/?v=10&encoding=json`);
  sockets.push(socket);
  const frames: { op: number; t?: string; d: { id: string; shard: number[]; guilds: { id: string }[] } }[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ op: GatewayOpcodes.Identify, d: { token: emu.token, intents: 1, properties: {}, ...(shard ? { shard } : {}) } }));
  const ready = await emu.waitFor(() => frames.find((f) => f.t === 'READY'), { description: 'READY' });
  const created = await emu.waitFor(
    () => {
      const guilds = frames.filter((f) => f.t === 'GUILD_CREATE');
      return guilds.length === ready.d.guilds.length ? guilds.map((f) => f.d.id) : undefined;
    },
    { description: 'every GUILD_CREATE' },
  );
  return { ready: ready.d, created };
}

function client(options: { shards: number[] | 'auto'; shardCount?: number }): Client {
  const made = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: `${emu.baseUrl}/api` },
    ...options,
    // One identify per 5 s per process is Discord's pace; the test need not wait for it.
    ws: { buildIdentifyThrottler: () => ({ waitForIdentify: async () => undefined }) },
  });
  clients.push(made);
  return made;
}

async function login(made: Client): Promise<void> {
  const ready = new Promise<void>((resolve) => made.once(Events.ClientReady, () => resolve()));
  await made.login(emu.token);
  await ready;
}

describe('shards', () => {
  it('GIVEN guilds minted for shards 0, 1 and 2 of 3 THEN (id >> 22) % 3 gives each its shard', async () => {
    emu = await startEmulator({ guilds: [0, 1, 2, 1, 0].map((n, i) => ({ name: `G${i}`, shard: [n, 3] as [number, number] })) });
    expect(emu.guilds.map((g) => shardOf(g.id, 3))).toEqual([0, 1, 2, 1, 0]);
    expect(new Set(emu.guilds.map((g) => g.id)).size).toBe(5);
  });

  it('GIVEN an emulator recommending 4 shards THEN GET /gateway/bot says 4', async () => {
    emu = await startEmulator({ shards: 4 });
    const body = (await (await api('/gateway/bot')).json()) as { url: string; shards: number };
    expect(body).toMatchObject({ url: emu.gatewayUrl, shards: 4 });
  });

  it.each([
    [
      [0, 2],
      ['A', 'C'],
    ],
    [
      [1, 2],
      ['B', 'D'],
    ],
    [null, ['A', 'B', 'C', 'D']],
  ] as const)('GIVEN an IDENTIFY with shard %o THEN READY and GUILD_CREATE bring only the guilds that shard owns', async (shard, names) => {
    emu = await startEmulator({
      guilds: [
        { name: 'A', shard: [0, 2] },
        { name: 'B', shard: [1, 2] },
        { name: 'C', shard: [0, 2] },
        { name: 'D', shard: [1, 2] },
      ],
    });
    const { ready, created } = await identify(shard ? [...shard] : null);
    const ids = names.map((name) => emu.guilds.find((g) => g.name === name)!.id);
    expect(ready.shard).toEqual(shard ?? [0, 1]);
    expect(ready.guilds.map((g) => g.id).sort()).toEqual([...ids].sort());
    expect(created.sort()).toEqual([...ids].sort());
  });

  it('GIVEN shards auto and an emulator recommending 3 THEN one client runs three shards and each guild arrives on its own', async () => {
    emu = await startEmulator({ shards: 3, guilds: [0, 1, 2, 2].map((n, i) => ({ name: `G${i}`, shard: [n, 3] as [number, number] })) });
    const made = client({ shards: 'auto' });
    const arrivedOn = new Map<string, number>();
    made.on(Events.Raw, (packet: { t: string; d: { id: string } }, shardId: number) => {
      if (packet.t === 'GUILD_CREATE') arrivedOn.set(packet.d.id, shardId);
    });
    await login(made);
    expect([...made.ws.shards.keys()].sort()).toEqual([0, 1, 2]);
    expect(emu.connectedSessions()).toBe(3);
    for (const guild of emu.guilds) expect(arrivedOn.get(guild.id), guild.name).toBe(shardOf(guild.id, 3));
  });

  it('GIVEN two clients on shards 0 and 1 of 2 WHEN a guild joins on each shard THEN only its owner hears of it', async () => {
    emu = await startEmulator({ guilds: [] });
    const [zero, one] = [client({ shards: [0], shardCount: 2 }), client({ shards: [1], shardCount: 2 })];
    await Promise.all([login(zero!), login(one!)]);
    const joinedZero = emu.addGuild({ name: 'Even', shard: [0, 2] });
    const joinedOne = emu.addGuild({ name: 'Odd', shard: [1, 2] });
    await emu.waitFor(() => zero!.guilds.cache.has(joinedZero.id) && one!.guilds.cache.has(joinedOne.id), { description: 'both guilds joined' });
    expect([...zero!.guilds.cache.keys()]).toEqual([joinedZero.id]);
    expect([...one!.guilds.cache.keys()]).toEqual([joinedOne.id]);
  });
});

describe('the global rate limit', () => {
  it('GIVEN 50 requests in a second THEN the 51st gets a global 429 with retry_after, and a request after it passes', async () => {
    // Per-route buckets wide enough that only the global limit can refuse.
    emu = await startEmulator({ globalRateLimit: 50, rateLimit: { limit: 1000, windowMs: 1000 } });
    const answers = [];
    for (let n = 0; n < 51; n++) answers.push(await api('/users/@me'));
    expect(answers.slice(0, 50).map((r) => r.status)).toEqual(Array(50).fill(200));
    const refused = answers[50]!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-global')).toBe('true');
    expect(refused.headers.get('x-ratelimit-scope')).toBe('global');
    const body = (await refused.json()) as { retry_after: number; global: boolean };
    expect(body.global).toBe(true);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeCloseTo(body.retry_after, 3);
    expect(emu.globalRateLimited).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, body.retry_after * 1000 + 20));
    expect((await api('/users/@me')).status).toBe(200);
  });

  it('GIVEN the bot over its global limit THEN an interaction is still answered: callbacks do not count', async () => {
    emu = await startEmulator({ globalRateLimit: 1 });
    const made = client({ shards: [0], shardCount: 1 });
    made.on(Events.InteractionCreate, (interaction) => {
      if (interaction.isChatInputCommand()) void interaction.reply({ content: 'pong' });
    });
    await login(made);
    await made.rest
      .put(Routes.applicationGuildCommands(emu.applicationId, emu.guild.id), { body: [{ name: 'ping', description: 'ping' }] })
      .catch(() => undefined);
    await emu.waitFor(() => emu.commands(emu.guild.id).length === 1, { timeoutMs: 5000, description: 'the command registered' });
    // Over the limit, then interact within the same second.
    while ((await api('/users/@me')).status !== 429);
    const user = emu.addUser({ username: 'ann' });
    const answer = await emu.interact(user, '/ping');
    expect(answer.content).toBe('pong');
    // The callback is logged once answered, just after the interaction settles.
    const callback = await emu.waitFor(() => emu.requests.find((r) => r.path.startsWith('/interactions/')), { description: 'the callback logged' });
    expect(callback.status).toBe(204);
  });

  it('GIVEN two bot processes posting 60 messages each at once THEN every message arrives once, each refusal a global 429 that discord.js waited out', async () => {
    const channels = Array.from({ length: 120 }, (_, n) => `c${n}`);
    emu = await startEmulator({ guilds: [{ name: 'Busy', channels }], globalRateLimit: 50 });
    const posters = [client({ shards: [0], shardCount: 1 }), client({ shards: [0], shardCount: 1 })];
    await Promise.all(posters.map(login));
    await Promise.all(channels.map((name, n) => (posters[n % 2]!.channels.cache.get(emu.channelId(name)) as TextChannel).send(`message ${n}`)));
    for (const [n, name] of channels.entries()) {
      expect(emu.channelMessages(emu.channelId(name)).map((m) => m.content)).toEqual([`message ${n}`]);
    }
    const posts = emu.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/messages'));
    expect(posts.filter((r) => r.status === 200)).toHaveLength(120);
    expect(posts.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(posts.filter((r) => r.status === 429)).toHaveLength(emu.globalRateLimited);
  });
});
