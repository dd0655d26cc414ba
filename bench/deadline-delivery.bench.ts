import { pino } from 'pino';
import { startApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { deployCommands } from '../src/discord/deploy.js';
import { loadCommands } from '../src/discord/loader.js';
import { advanceLeague, createLeague, joinLeague, startSeason } from '../src/league/index.js';
import { scheduledJobs } from '../tests/e2e/support/week-job.js';
import { startEmulator } from '../tests/emulator/emulator.js';
import { freshDatabase, postgresReachable } from '../tests/support/fresh-database.js';
import type { Bench } from './bench.js';

const LEAGUES = 50;
const HOUR = 3_600_000;

/**
 * Fifty leagues, each in its own channel with two managers, whose deadlines
 * pass at the same moment. The bot runs against the Discord emulator on
 * PostgreSQL; the figure is the time from the deadline (the week job's tick)
 * to the last message of the last league arriving in its channel, through
 * the scheduler's week job and the outbox poster, within the emulator's
 * per-channel rate limits. Run it alone: `npx tsx bench/run-one.ts deadline-delivery`.
 */
const bench: Bench = {
  name: `${LEAGUES} leagues due at once: deadline to the last message delivered (emulator, PostgreSQL)`,
  async run() {
    if (!postgresReachable) return [];
    const database = await freshDatabase('postgres', 10);
    const channels = Array.from({ length: LEAGUES }, (_, n) => `league-${n}`);
    const emu = await startEmulator({ guilds: [{ name: 'Bench FC', channels }] });
    let now = new Date('2026-04-06T18:00:00Z');
    const clock = { now: () => new Date(now) };
    try {
      const env = emu.botEnv();
      const config = loadConfig({ ...env, HEALTH_PORT: '0', SCHEDULER: 'off', LOG_LEVEL: 'silent' });
      await deployCommands(
        await loadCommands(),
        { applicationId: env.DISCORD_APPLICATION_ID, token: env.DISCORD_TOKEN, guildId: env.DISCORD_GUILD_ID },
        config,
      );
      const app = await startApp(config, { db: database.db, clock, logger: pino({ level: 'silent' }) });
      const jobs = scheduledJobs(app);
      const deps = { db: database.db, clock };
      const deliverAll = async () => {
        for (let pass = 0; ; pass += 1) {
          const left = await database.db.selectFrom('outbox').select('id').where('delivered_at', 'is', null).execute();
          if (left.length === 0) return;
          if (pass === 100) throw new Error(`${left.length} messages were not delivered`);
          await app.bot.poster.deliverDue();
        }
      };
      for (const [n, channel] of channels.entries()) {
        const created = await createLeague(deps, {
          guildId: emu.guild.id,
          channelId: emu.channelId(channel),
          name: `Bench ${n}`,
          actorUserId: 'admin',
          isAdmin: true,
          options: { humanClubs: 2, seed: n + 1, schedule: { kind: 'interval', hours: 24 } },
        });
        for (const userId of [`${n}01`, `${n}02`]) await joinLeague(deps, { leagueId: created.id, userId });
        const league = await startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
        await advanceLeague(deps, league.id, { season: league.season, week: league.week, phase: league.phase });
      }
      // The pre-seasons' posts go out first; the figure is about the week.
      await deliverAll();
      const before = emu.allMessages().length;

      now = new Date(now.getTime() + 24 * HOUR + 1000);
      const start = performance.now();
      const report = await jobs.runWeekJob();
      const played = performance.now();
      await deliverAll();
      const delivered = emu.allMessages().slice(before);
      const last = Math.max(...delivered.map((m) => m.createdAt));
      const firstPost = Math.min(...delivered.map((m) => m.createdAt));
      const end = performance.now();
      if (report.played.length !== LEAGUES) throw new Error(`only ${report.played.length} of ${LEAGUES} leagues were played`);

      await jobs.stop();
      await app.stop();
      emu.assertNoViolations();
      return [
        { label: 'deadline to last message delivered', value: end - start, unit: 'ms' },
        { label: 'of which the week job (plays all, first posts)', value: played - start, unit: 'ms' },
        { label: 'first to last message', value: last - firstPost, unit: 'ms' },
        { label: 'messages delivered', value: delivered.length, unit: 'messages' },
      ];
    } finally {
      await emu.stop();
      await database.drop();
    }
  },
};

export default bench;
