import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { BotProcess, BUILT_ENTRY } from '../tests/e2e/support/bot-process.js';
import { startEmulator, type GuildSpec } from '../tests/emulator/emulator.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensureGuild } from '../src/db/repositories/league.repository.js';
import { processDatabase } from '../tests/e2e/support/process-database.js';
import { postgresReachable } from '../tests/support/fresh-database.js';
import type { Bench, BenchFigure } from './bench.js';
import { copyLeague, type LeagueCopy } from './league-copies.js';
import { benchLeague, playNext, systemDeps } from './league-fixture.js';
import { cpuMs, postgresCpuMs } from './process-rss.js';

/** Leagues due at once; DEADLINE_LEAGUES runs a smaller trial. */
const LEAGUES = Number(process.env.DEADLINE_LEAGUES ?? 10_000);
/** Bot processes sharing the leagues (DEADLINE_PROCESSES=1 for the one-process figure beside the two). */
const PROCESSES = Number(process.env.DEADLINE_PROCESSES ?? 2);
/** Discord allows 500 channels a server: one league a channel. */
const CHANNELS_PER_SERVER = 500;
const DISCORD_GLOBAL_LIMIT = 50;
/** Gives up after this long, printing what was reached. */
const BOUND_MS = 40 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Peak resident set size of a process, from Linux's /proc (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/**
 * Ten thousand leagues on PostgreSQL whose deadlines all pass at the same
 * minute, played and posted by two bot processes (shard 0 and shard 1 of 2)
 * through the Discord emulator (the build, as `npm start` runs it), which holds the bot to Discord's global limit
 * of 50 requests a second and to per-channel limits. The leagues are copies
 * of one started league (eight managers, nobody gave orders), made in SQL.
 * Figures: seconds from the deadline to every week played and to every post
 * delivered, that second figure over the floor Discord's limit sets (posts /
 * 50 a second), each process's peak RSS, and the CPU time per league-week of the bot processes, of PostgreSQL
 * (its processes on this machine) and of the emulator (this process), who share the machine's cores.
 * `npx tsx bench/run-one.ts deadline-10k` (DEADLINE_LEAGUES for fewer leagues, DEADLINE_PROCESSES for other than two bot
 * processes, DEADLINE_CPU_PROF=<dir> for the bot processes' CPU profiles, DEADLINE_NODE_ARGS for node options).
 */
const bench: Bench = {
  name: `${LEAGUES.toLocaleString('en-GB')} leagues due the same minute, ${PROCESSES} bot processes (emulator, PostgreSQL)`,
  async run() {
    if (!postgresReachable) return [];
    // The bot processes run what `npm start` runs: the build, on node.
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    const target = await processDatabase('postgres');
    const database = { db: target.open() };
    await migrateToLatest(database.db);
    const servers = Math.ceil(LEAGUES / CHANNELS_PER_SERVER);
    const guilds: GuildSpec[] = Array.from({ length: servers }, (_, s) => ({
      name: `Server ${s}`,
      channels: Array.from({ length: Math.min(CHANNELS_PER_SERVER, LEAGUES - s * CHANNELS_PER_SERVER) }, (_, c) => `league-${c}`),
      shard: [s % PROCESSES, PROCESSES],
    }));
    const emu = await startEmulator({ guilds, globalRateLimit: DISCORD_GLOBAL_LIMIT, shards: PROCESSES });
    const bots: BotProcess[] = [];
    try {
      const places = emu.guilds.flatMap((g) => Object.values(g.channels).map((channelId) => ({ guildId: g.id, channelId })));
      const setupStart = performance.now();
      const { league } = await benchLeague(systemDeps(database.db), 0);
      await playNext(systemDeps(database.db), league);
      await database.db.deleteFrom('outbox').execute();
      await ensureGuild(database.db, places[0]!.guildId);
      await database.db
        .updateTable('leagues')
        .set({ guild_id: places[0]!.guildId, channel_id: places[0]!.channelId })
        .where('id', '=', league.id)
        .execute();
      const copies: LeagueCopy[] = places.slice(1).map((place, n) => ({ id: `copy-${n + 1}`, ...place, name: `Bench ${n + 1}` }));
      await copyLeague(database.db, league.id, copies);
      // Vacuumed and analysed as a server that has run for weeks would be: else autovacuum works through the copies'
      // millions of fresh rows during the measured minutes, and the planner plans for empty tables.
      await sql`vacuum analyze`.execute(database.db);
      const setupSeconds = (performance.now() - setupStart) / 1000;

      // DEADLINE_CPU_PROF=<dir> writes each bot process's CPU profile there (node --cpu-prof) when it stops.
      const profile = process.env.DEADLINE_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.DEADLINE_CPU_PROF}`] : [];
      // DEADLINE_NODE_ARGS="--max-old-space-size=256" passes node options to the bot processes, to try a setting.
      const nodeArgs = process.env.DEADLINE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      for (let shard = 0; shard < PROCESSES; shard += 1) {
        // The production schedule (README's defaults), not the end-to-end tests' faster one.
        const schedule = { WEEK_CRON: '* * * * *', OUTBOX_CRON: '*/5 * * * * *' };
        bots.push(
          BotProcess.start({ ...emu.botEnv(), ...target.env, ...schedule, SHARDS: String(PROCESSES), SHARD_IDS: String(shard), LOG_LEVEL: 'warn' }, [
            ...profile,
            ...nodeArgs,
            ...BUILT_ENTRY,
          ]),
        );
      }
      await emu.waitForSessions(PROCESSES, { timeoutMs: 120_000 });

      // The deadline: the next whole minute at least 5 s away, when both processes' week jobs fire.
      const deadline = new Date(Math.ceil((Date.now() + 5000) / 60_000) * 60_000);
      await ensureGuild(database.db, places[0]!.guildId);
      // Reminders count as sent: at a real deadline they went out hours before it, not among the week's posts.
      await sql`update leagues set next_deadline = ${deadline}, reminders_sent = reminder_offsets`.execute(database.db);
      const postsBefore = emu.requests.length;
      const cpuBefore = bots.map((bot) => cpuMs(bot.child.pid!));
      const postgresBefore = postgresCpuMs();
      const emulatorBefore = process.cpuUsage();
      let played = 0;
      let undelivered = -1;
      while (Date.now() - deadline.getTime() < BOUND_MS) {
        await sleep(2000);
        played = Number(
          (await sql<{ n: string }>`select count(*) as n from played_steps where played_at >= ${deadline}`.execute(database.db)).rows[0]!.n,
        );
        undelivered = Number((await sql<{ n: string }>`select count(*) as n from outbox where delivered_at is null`.execute(database.db)).rows[0]!.n);
        if (played === LEAGUES && undelivered === 0) break;
        for (const bot of bots) if (bot.child.exitCode !== null) throw new Error(`a bot process exited:\n${bot.output.slice(-3000)}`);
      }
      const rss = bots.map((bot) => peakRssMb(bot.child.pid!));
      const cpu = bots.map((bot, n) => cpuMs(bot.child.pid!) - cpuBefore[n]!);
      const postgresMs = postgresCpuMs() - postgresBefore;
      const emulatorCpu = process.cpuUsage(emulatorBefore);
      const times = (
        await sql<{ played: Date; delivered: Date; rows: string }>`
          select (select max(played_at) from played_steps) as played, max(delivered_at) as delivered, count(*) as rows from outbox`.execute(
          database.db,
        )
      ).rows[0]!;
      const posts = emu.requests
        .slice(postsBefore)
        .filter((r) => r.method === 'POST' && r.route === '/channels/:channelId/messages' && r.status === 200).length;
      // Every request that did something (429s waited out and retried are not the league's), gateway reads aside.
      const requests = emu.requests.slice(postsBefore).filter((r) => r.status < 400 && (r.route ?? '').startsWith('/channels/')).length;
      const playedSeconds = (times.played.getTime() - deadline.getTime()) / 1000;
      const deliveredSeconds = (times.delivered.getTime() - deadline.getTime()) / 1000;
      const floorSeconds = posts / DISCORD_GLOBAL_LIMIT;
      const figures: BenchFigure[] = [
        { label: 'setup: template league and SQL copies', value: setupSeconds, unit: 's' },
        { label: 'leagues played', value: played, unit: 'leagues' },
        { label: 'outbox rows left undelivered', value: undelivered, unit: 'rows' },
        { label: 'deadline to every week played', value: playedSeconds, unit: 's' },
        { label: 'weeks played per second', value: played / playedSeconds, unit: 'leagues/s' },
        { label: 'deadline to every post delivered', value: deliveredSeconds, unit: 's' },
        { label: 'posts (messages created)', value: posts, unit: 'messages' },
        { label: 'requests per league-week', value: requests / played, unit: 'requests' },
        { label: "Discord's floor (posts / 50 a second)", value: floorSeconds, unit: 's' },
        { label: 'delivery over the floor', value: deliveredSeconds / floorSeconds, unit: 'x' },
        { label: 'global 429s answered', value: emu.globalRateLimited, unit: 'requests' },
        ...rss.map((mb, n) => ({ label: `peak RSS, process ${n} (shard ${n})`, value: mb, unit: 'MB' })),
        // What the machine's load does not change: the bot processes' own CPU time per league, posting included.
        { label: 'bot CPU per league, played and posted', value: cpu.reduce((sum, ms) => sum + ms, 0) / played, unit: 'ms' },
        // The rest of the machine's two cores: the database server, and this process (the emulator and its counting).
        { label: 'PostgreSQL CPU per league', value: postgresMs / played, unit: 'ms' },
        { label: 'emulator CPU per league', value: (emulatorCpu.user + emulatorCpu.system) / 1000 / played, unit: 'ms' },
      ];
      return figures;
    } finally {
      await Promise.all(bots.map((bot) => bot.stop()));
      await emu.stop();
      await database.db.destroy();
      await target.drop();
    }
  },
};

export default bench;
