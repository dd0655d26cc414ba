import { Client, Events, GatewayIntentBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type DiscordEmulator } from './emulator.js';
import { connectClient } from './test-client.js';

let emu: DiscordEmulator;
let client: Client | null = null;

afterEach(async () => {
  await client?.destroy();
  client = null;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
  await emu?.stop();
});

describe('gateway', () => {
  it('GIVEN two guilds THEN the client logs in, receives READY and one GUILD_CREATE each, with @everyone, channels and members', async () => {
    emu = await startEmulator({ guilds: [{ name: 'Alpha', channels: ['league', 'general'] }, { name: 'Beta' }] });
    const manager = emu.addUser({ username: 'manager' });
    const guildCreates: string[] = [];
    const bare = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: `${emu.baseUrl}/api` } });
    client = bare;
    bare.on(Events.Raw, (packet: { t: string; d: { id: string } }) => {
      if (packet.t === 'GUILD_CREATE') guildCreates.push(packet.d.id);
    });
    const ready = new Promise<void>((resolve) => bare.once(Events.ClientReady, () => resolve()));
    await bare.login(emu.token);
    await ready;

    expect(bare.user?.id).toBe(emu.botUser.id);
    expect(bare.application?.id).toBe(emu.applicationId);
    expect(guildCreates.sort()).toEqual(emu.guilds.map((g) => g.id).sort());
    const alpha = bare.guilds.cache.get(emu.guild.id)!;
    expect(alpha.available).toBe(true);
    expect(alpha.roles.everyone.id).toBe(alpha.id);
    expect(alpha.channels.cache.map((c) => c.name).sort()).toEqual(['general', 'league']);
    expect(alpha.members.cache.has(manager.id)).toBe(true);
    expect(alpha.members.cache.has(emu.botUser.id)).toBe(true);
  });

  it('GIVEN a wrong token THEN login fails', async () => {
    emu = await startEmulator();
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: `${emu.baseUrl}/api` } });
    await expect(client.login('not-the-token')).rejects.toThrow();
    expect(emu.violations.map((v) => v.kind)).toContain('unauthorized');
  });

  it('GIVEN privileged intents not enabled for the application THEN the gateway refuses the login', async () => {
    emu = await startEmulator();
    const bare = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.MessageContent], rest: { api: `${emu.baseUrl}/api` } });
    client = bare;
    const refused = new Promise<number>((resolve) => bare.once(Events.ShardDisconnect, (event) => resolve(event.code)));
    void bare.login(emu.token).catch(() => undefined);
    expect(await refused).toBe(4014);
  });

  it('GIVEN a connected client WHEN the gateway asks it to reconnect THEN it resumes the same session', async () => {
    emu = await startEmulator({ heartbeatIntervalMs: 200 });
    client = await connectClient(emu);
    const resumed = new Promise<void>((resolve) => client!.once(Events.ShardResume, () => resolve()));
    emu.requestReconnect();
    await resumed;
    expect(emu.connectedSessions()).toBe(1);
    // Heartbeats keep flowing on the resumed connection.
    await emu.waitFor(() => client!.ws.ping >= 0, { description: 'a heartbeat ACK' });
  });

  it('GIVEN a running client WHEN the bot joins another server THEN a GUILD_CREATE brings it in', async () => {
    emu = await startEmulator();
    const ready = await connectClient(emu);
    client = ready;
    const joined = new Promise<string>((resolve) => ready.once(Events.GuildCreate, (guild) => resolve(guild.name)));
    emu.addGuild({ name: 'Second Server', channels: ['results'] });
    expect(await joined).toBe('Second Server');
  });

  it('GIVEN a session the gateway forgot WHEN the client tries to resume THEN it is told the session is invalid and identifies anew', async () => {
    emu = await startEmulator();
    // discord.js spaces identifies 5 s apart (max_concurrency 1); the test need not wait for that.
    const ready = await connectClient(emu, { ws: { buildIdentifyThrottler: () => ({ waitForIdentify: async () => undefined }) } });
    client = ready;
    const identified = new Promise<void>((resolve) => ready.once(Events.ShardReady, () => resolve()));
    emu.requestReconnect({ resumable: false });
    await identified;
    expect(emu.connectedSessions()).toBe(1);
  });

  it('GIVEN a dropped connection WHEN an event is sent meanwhile THEN the client resumes and the event is replayed', async () => {
    emu = await startEmulator({ heartbeatIntervalMs: 200 });
    const ready = await connectClient(emu);
    client = ready;
    const joined = new Promise<string>((resolve) => ready.once(Events.GuildCreate, (guild) => resolve(guild.name)));
    emu.dropConnections();
    emu.addGuild({ name: 'Joined While Away' });
    expect(await joined).toBe('Joined While Away');
    expect(emu.connectedSessions()).toBe(1);
  });

  it('GIVEN two clients on shards 0 and 1 of 2 THEN each guild and its interactions reach only the shard that owns it', async () => {
    emu = await startEmulator({ shards: 2, guilds: [] });
    for (let n = 0; n < 6; n++) {
      emu.addGuild({ name: `Server ${n}` });
      await new Promise((r) => setTimeout(r, 2));
    }
    const shardOf = (guildId: string) => Number((BigInt(guildId) >> 22n) % 2n);
    const clients = [0, 1].map(
      (shard) => new Client({ intents: [GatewayIntentBits.Guilds], shards: [shard], shardCount: 2, rest: { api: `${emu.baseUrl}/api` } }),
    );
    try {
      await Promise.all(
        clients.map(async (c) => {
          const ready = new Promise<void>((resolve) => c.once(Events.ClientReady, () => resolve()));
          await c.login(emu.token);
          await ready;
        }),
      );
      for (const guild of emu.guilds) {
        expect(clients.map((c) => c.guilds.cache.has(guild.id))).toEqual([shardOf(guild.id) === 0, shardOf(guild.id) === 1]);
      }
    } finally {
      await Promise.all(clients.map((c) => c.destroy()));
    }
  });
});
