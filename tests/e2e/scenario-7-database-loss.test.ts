import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DiscordEmulator, EmulatedUser } from '../emulator/emulator.js';
import { onAdmin, TEST_DATABASE_URL } from '../support/fresh-database.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { BotProcess } from './support/bot-process.js';
import { countTitles, duplicatePosts, embedTitles, posts } from './support/channel.js';
import { snapshotChanges, snapshotDatabase } from './support/db-snapshot.js';
import { LeagueDriver } from './support/league-driver.js';
import { describeOnEachProcessDatabase } from './support/process-database.js';
import { assertProcessesKeptTime, emulatorWithCommands } from './support/process-emulator.js';
import { NOTHING_DUE, waitForOutboxIdle } from './support/outbox-idle.js';
import { until } from '../support/until.js';

const UNREACHABLE = "Dugout can't reach its database just now; try again in a minute.";
const LOST = 'database connection lost; it is dropped and the next query connects again';
const INCIDENT = 'interaction failed: database unreachable or not writable';
const JOB_WAITS = 'database unreachable: the job runs again at the next tick';
const OUTAGE_MS = 20_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Issue 10: losing the database is not fatal. The bot process reaches PostgreSQL through a TCP proxy the test
 * holds. First the server cuts every connection of the bot (what a restart or a failover does); then the
 * server is out of reach for 20 seconds. On PGlite, the data folder is removed under the running bot.
 */
describeOnEachProcessDatabase(
  'scenario 7: the database goes away',
  (database) => {
    let emu: DiscordEmulator;
    let proxy: TcpProxy;
    let bot: BotProcess | null = null;
    let league: LeagueDriver;
    let admin: EmulatedUser;
    let ann: EmulatedUser;
    let bob: EmulatedUser;
    let healthPort: number;
    const databaseName = () => new URL(database().env.DATABASE_URL!).pathname.slice(1);
    const titles = () => embedTitles(posts(emu, league.channelId));
    const health = async () => (await fetch(`http://127.0.0.1:${healthPort}/health`)).status;
    const withDb = async <T>(read: (db: ReturnType<ReturnType<typeof database>['open']>) => Promise<T>): Promise<T> => {
      const db = database().open();
      try {
        return await read(db);
      } finally {
        await db.destroy();
      }
    };
    const leagueTurn = () => withDb(async (db) => (await db.selectFrom('leagues').select('turn').executeTakeFirstOrThrow()).turn);

    beforeAll(async () => {
      emu = await emulatorWithCommands(['league']);
      const server = new URL(TEST_DATABASE_URL);
      proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
      healthPort = await freePort();
      league = new LeagueDriver(emu, emu.channelId('league'));
      admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
      ann = emu.addUser({ username: 'ann' });
      bob = emu.addUser({ username: 'bob' });
      bot = BotProcess.start({
        ...emu.botEnv(),
        DATABASE_URL: proxy.urlThrough(database().env.DATABASE_URL!),
        HEALTH_PORT: String(healthPort),
        LOG_LEVEL: 'debug',
      });
      await bot.waitForLog('logged in to Discord');
      await league.openLeague(admin, [ann, bob], { name: 'Outage', every_hours: 48, advance_when_ready: true });
      await league.ask(admin, '/admin advance');
      await emu.waitFor(() => countTitles(titles(), /pre-season played$/) === 1, { timeoutMs: 30_000, description: 'the pre-season posted' });
    }, 180_000);

    afterEach(() => {
      assertProcessesKeptTime(emu);
    });

    afterAll(async () => {
      await bot?.stop();
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await proxy?.close();
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await emu?.stop();
    });

    it('GIVEN every server connection of the bot terminated THEN it logs the loss, answers the next command, and plays and posts the week once', async () => {
      expect((await league.ask(ann, '/ready')).embeds[0]!.title).toMatch(/^Ready/);
      const terminated = await onAdmin<{ terminated: boolean }>(
        'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1',
        [databaseName()],
      );
      expect(terminated.filter((row) => row.terminated).length).toBeGreaterThanOrEqual(1);
      await bot!.waitForLog(LOST, { timeoutMs: 30_000 });
      expect(bot!.logs().find((l) => l.msg === LOST)).toMatchObject({ level: 40, code: '57P01' });

      const ready = await league.ask(bob, '/ready');
      expect(ready.content).not.toBe(UNREACHABLE);
      expect(ready.embeds[0]!.title).toMatch(/^Ready/);
      await emu.waitFor(() => countTitles(titles(), /: Season 1, week 1 played$/) === 1, { timeoutMs: 60_000, description: 'week 1 posted' });
      // More ticks of both jobs, until the outbox finds nothing due: to see nothing is played or posted twice.
      await waitForOutboxIdle([bot!], Date.now());
      expect(bot!.count('week played')).toBe(1);
      expect(countTitles(titles(), /: Season 1, week 1 played$/)).toBe(1);
      expect(duplicatePosts(posts(emu, league.channelId))).toEqual([]);
      expect(await leagueTurn()).toBe(2);
      expect(await health()).toBe(200);
    }, 180_000);

    it('GIVEN the server refusing connections for 20 seconds THEN commands get the one sentence and change nothing, /health says 503, and the due week waits; back, the week is played and posted once', async () => {
      const turn = await leagueTurn();
      await proxy.close();
      const closedAt = Date.now();
      // The deadline passes while the server is away: the week is due, and cannot be played.
      const before = await withDb(async (db) => {
        await db
          .updateTable('leagues')
          .set({ next_deadline: new Date(Date.now() - 60_000) })
          .execute();
        return snapshotDatabase(db);
      });

      for (const [user, invocation] of [
        [ann, '/ready'],
        [bob, '/league status'],
        [admin, '/admin advance'],
      ] as const) {
        const answer = await league.ask(user, invocation);
        expect(answer.ephemeral, invocation).toBe(true);
        expect(answer.content, invocation).toBe(UNREACHABLE);
        expect(answer.embeds, invocation).toEqual([]);
      }
      // The log reaches the test through a pipe, which may be behind the answers.
      await bot!.waitForLog(INCIDENT, { count: 3, timeoutMs: 10_000 });
      const incidents = bot!.logs().filter((l) => l.msg === INCIDENT);
      expect(incidents).toHaveLength(3);
      for (const line of incidents) expect(line.incidentId).toMatch(/^[0-9a-f]{8}$/);
      expect(await health()).toBe(503);

      await bot!.waitForLog(JOB_WAITS, { count: 3, timeoutMs: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, closedAt + OUTAGE_MS - Date.now())));
      expect(await health()).toBe(503);
      expect(bot!.count('week played')).toBe(1);
      expect(bot!.child.exitCode).toBeNull();
      expect(snapshotChanges(before, await withDb(snapshotDatabase))).toEqual({});

      await proxy.open();
      await emu.waitFor(() => countTitles(titles(), /: Season 1, week 2 played$/) === 1, { timeoutMs: 60_000, description: 'week 2 posted' });
      await waitForOutboxIdle([bot!], Date.now());
      expect(bot!.count('week played')).toBe(2);
      expect(countTitles(titles(), /: Season 1, week 2 played$/)).toBe(1);
      expect(await leagueTurn()).toBe(turn + 1);
      expect(await health()).toBe(200);
      expect((await league.ask(ann, '/league status')).content).not.toBe(UNREACHABLE);

      expect(await bot!.stop()).toBe(0);
      bot = null;
      await withDb(async (db) => {
        const steps = await db.selectFrom('played_steps').select(['turn']).orderBy('turn').execute();
        expect(steps.map((s) => s.turn)).toEqual([0, 1, 2]);
        expect(await db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute()).toEqual([]);
      });
    }, 180_000);
  },
  ['postgres'],
);

describeOnEachProcessDatabase(
  'scenario 7: the database goes away',
  (database) => {
    let emu: DiscordEmulator;
    let bot: BotProcess | null = null;

    beforeAll(async () => {
      emu = await emulatorWithCommands(['league']);
    });

    afterEach(() => {
      assertProcessesKeptTime(emu);
    });

    afterAll(async () => {
      await bot?.stop();
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
      await emu?.stop();
    });

    it('GIVEN the PGlite data folder removed under the running bot THEN a command that writes gets the one sentence and a log line naming the cause, and the process stays up', async () => {
      const league = new LeagueDriver(emu, emu.channelId('league'));
      const admin = emu.addUser({ username: 'gaffer', permissions: ['ManageGuild'] });
      const ann = emu.addUser({ username: 'ann' });
      bot = BotProcess.start({ ...emu.botEnv(), ...database().env, LOG_LEVEL: 'debug' });
      await bot.waitForLog('logged in to Discord');
      await league.openLeague(admin, [ann], { name: 'Vanished', every_hours: 48 });
      const player = (await league.ownPlayers(ann))[0]!;

      rmSync(database().env.DATA_DIR!, { recursive: true, force: true });
      const removedAt = Date.now();
      for (const [invocation, values] of [
        ['/train', { player: player.id, plan: 'FIT' }],
        ['/ready', {}],
      ] as const) {
        const answer = await league.ask(ann, invocation, values);
        expect(answer.ephemeral, invocation).toBe(true);
        expect(answer.content, invocation).toBe(UNREACHABLE);
      }
      await bot.waitForLog(INCIDENT, { count: 2, timeoutMs: 10_000 });
      for (const line of bot.logs().filter((l) => l.msg === INCIDENT)) {
        expect(line).toMatchObject({ level: 50, err: { code: expect.stringMatching(/^58/) } });
        expect(line.incidentId).toMatch(/^[0-9a-f]{8}$/);
      }
      // More ticks of the jobs on the broken folder (each logs, whether it finds nothing due or fails): the process is still there.
      const ticksSince = () =>
        bot!.logs().filter((l) => typeof l.time === 'number' && l.time > removedAt && (l.msg === NOTHING_DUE || typeof l.job === 'string')).length;
      await until(() => ticksSince() >= 3, 'three ticks of the jobs on the broken folder', 30_000);
      expect(bot.child.exitCode).toBeNull();
      expect(bot.child.signalCode).toBeNull();
      expect(bot.logs().filter((l) => l.msg === 'shutting down')).toEqual([]);
    }, 180_000);
  },
  ['pglite'],
);
