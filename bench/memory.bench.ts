import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createLeague } from '../src/league/membership/create-league.js';
import { joinLeague } from '../src/league/membership/join-league.js';
import { startSeason } from '../src/league/membership/start-season.js';
import type { DatabaseKind } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { memoryMb } from '../src/health.js';
import { BotProcess, BUILT_ENTRY } from '../tests/e2e/support/bot-process.js';
import { countTitles, embedTitles, posts } from '../tests/e2e/support/channel.js';
import { processDatabase } from '../tests/e2e/support/process-database.js';
import { emulatorWithCommands } from '../tests/e2e/support/process-emulator.js';
import { postgresReachable } from '../tests/support/db.js';
import type { Bench, BenchFigure } from './bench.js';
import { playNext, systemDeps } from './league-fixture.js';
import { cpuMs, RssSampler } from './process-rss.js';

/** After the week is posted, the bot idles this long; "steady" is the mean RSS over its last STEADY_WINDOW_MS. */
const IDLE_MS = 30_000;
const STEADY_WINDOW_MS = 10_000;

interface Case {
  kind: DatabaseKind;
  leagues: number;
}

/** 0 leagues: the first start, on an empty database (PGlite runs initdb; both run every migration). */
const CASES: Case[] = [
  { kind: 'pglite', leagues: 0 },
  { kind: 'pglite', leagues: 1 },
  { kind: 'pglite', leagues: 50 },
  { kind: 'postgres', leagues: 0 },
  { kind: 'postgres', leagues: 1 },
  { kind: 'postgres', leagues: 50 },
  { kind: 'postgres', leagues: 200 },
];

/**
 * The bot process as an operator runs it (`npm start`: the build, on node),
 * logged in to the emulator, with 1, 50 or 200 leagues whose match week is due:
 * the scheduler's next minute plays them all and the outbox posts them. RSS is
 * the process tree's, read from /proc every 100 ms from spawn to exit; ready
 * is spawn to the gateway session (IDENTIFY answered with READY), in wall time
 * and in the CPU time the process had used by then (less affected by a busy machine).
 * `npx tsx bench/run-one.ts memory [pglite|postgres|pglite:50...]` (about 15 minutes for all).
 */
const bench: Bench = {
  name: 'Bot process memory and start-up (npm start, emulator)',
  async run() {
    // What `npm start` does before it starts the bot.
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    const only = process.argv[3];
    const figures: BenchFigure[] = [];
    for (const c of CASES) {
      if (only && c.kind !== only && `${c.kind}:${c.leagues}` !== only) continue;
      if (c.kind === 'postgres' && !postgresReachable) continue;
      const label = c.leagues === 0 ? `${c.kind}, first start:` : `${c.kind}, ${c.leagues} league${c.leagues > 1 ? 's' : ''}:`;
      let run: Awaited<ReturnType<typeof measure>>;
      try {
        run = await measure(c);
      } catch (error) {
        // One case that cannot finish (for example posts still retrying at the timeout) leaves the others to report.
        console.error(`${label} not measured: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      figures.push(
        { label: `${label} ready`, value: run.readyMs, unit: 'ms' },
        { label: `${label} CPU time to ready`, value: run.readyCpuMs, unit: 'ms' },
        { label: `${label} peak RSS`, value: run.peakMb, unit: 'MB' },
        { label: `${label} steady RSS`, value: run.steadyMb, unit: 'MB' },
        { label: `${label} steady V8 heap used`, value: run.health.heapUsed, unit: 'MB' },
        { label: `${label} steady outside V8 heap`, value: run.health.external, unit: 'MB' },
      );
    }
    return figures;
  },
};

async function measure({
  kind,
  leagues,
}: Case): Promise<{ readyMs: number; readyCpuMs: number; peakMb: number; steadyMb: number; health: ReturnType<typeof memoryMb> }> {
  const channels = Array.from({ length: leagues }, (_, n) => `league-${n}`);
  const emu = await emulatorWithCommands(channels);
  const database = await processDatabase(kind);
  try {
    if (leagues > 0)
      await seedDueLeagues(
        database.open(),
        emu.botEnv().DISCORD_GUILD_ID,
        channels.map((c) => emu.channelId(c)),
        emu.addUser({ username: 'ann' }).id,
      );
    const started = performance.now();
    const healthPort = await freePort();
    const bot = BotProcess.start({ ...emu.botEnv(), ...database.env, HEALTH_PORT: String(healthPort) }, BUILT_ENTRY);
    const rss = new RssSampler(bot.child.pid!);
    try {
      await emu.waitForSessions(1, { timeoutMs: 60_000 });
      const readyMs = performance.now() - started;
      const readyCpuMs = cpuMs(bot.child.pid!);
      if (leagues > 0) await bot.waitForLog('week played', { count: leagues, timeoutMs: 240_000 });
      await emu.waitFor(
        () => channels.every((c) => countTitles(embedTitles(posts(emu, emu.channelId(c))), /^Transfer news: season 1, week 1$/) >= 1),
        { timeoutMs: 400_000, description: 'week 1 posted in every channel' },
      );
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      rss.stop();
      emu.assertNoViolations();
      const health = (await (await fetch(`http://127.0.0.1:${healthPort}/health`)).json()) as { memory: ReturnType<typeof memoryMb> };
      return { readyMs, readyCpuMs, peakMb: rss.peakMb, steadyMb: rss.meanOfLastMb(STEADY_WINDOW_MS), health: health.memory };
    } catch (error) {
      console.error(`the bot's last lines:\n${bot.output.slice(-3000)}`);
      throw error;
    } finally {
      rss.stop();
      const code = await bot.stop();
      if (code !== 0) console.error(`the bot exited with ${code}:\n${bot.output.slice(-2000)}`);
    }
  } finally {
    await emu.stop();
    await database.drop();
  }
}

function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    }),
  );
}

/** One league per channel, Ann managing a club, its pre-season played and its first match week due now. */
async function seedDueLeagues(
  db: ReturnType<Awaited<ReturnType<typeof processDatabase>>['open']>,
  guildId: string,
  channelIds: string[],
  userId: string,
): Promise<void> {
  const deps = systemDeps(db);
  try {
    await migrateToLatest(db);
    for (const [n, channelId] of channelIds.entries()) {
      const created = await createLeague(deps, {
        guildId,
        channelId,
        name: `League ${n + 1}`,
        actorUserId: userId,
        isAdmin: true,
        options: { humanClubs: 1, seed: n + 1, schedule: { kind: 'interval', hours: 24 } },
      });
      await joinLeague(deps, { leagueId: created.id, userId });
      await playNext(deps, await startSeason(deps, { leagueId: created.id, actorUserId: userId, isAdmin: true }));
    }
    await sql`update leagues set next_deadline = now() - interval '1 minute'`.execute(db);
  } finally {
    await db.destroy();
  }
}

export default bench;
