import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { startApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { deployCommands } from '../src/discord/deploy.js';
import { loadCommands } from '../src/discord/loader.js';
import { startEmulator } from '../tests/emulator/emulator.js';
import { onAdmin, TEST_DATABASE_URL, withDatabase } from '../tests/support/fresh-database.js';
import type { Bench, BenchFigure } from './bench.js';

/**
 * Milliseconds from INTERACTION_CREATE to the bot's first callback, per
 * command, through the emulator and the real discord.js client, on
 * PostgreSQL (TEST_DATABASE_URL, or the local server). Run it alone:
 * `npx tsx bench/run-one.ts interactions`.
 */
const RUNS = 40;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

const bench: Bench = {
  name: 'Discord interactions (emulator, PostgreSQL): ms to first callback',
  async run() {
    const name = `dugout_bench_${randomBytes(4).toString('hex')}`;
    await onAdmin(`CREATE DATABASE ${name}`);
    const db = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name) });
    const emu = await startEmulator();
    const figures: BenchFigure[] = [];
    try {
      await migrateToLatest(db);
      const env = emu.botEnv();
      const config = loadConfig({ ...env, HEALTH_PORT: '0', SCHEDULER: 'off', LOG_LEVEL: 'silent' });
      await deployCommands(
        await loadCommands(),
        { applicationId: env.DISCORD_APPLICATION_ID, token: env.DISCORD_TOKEN, guildId: env.DISCORD_GUILD_ID },
        config,
      );
      const app = await startApp(config, { db, logger: pino({ level: 'silent' }) });
      const chair = emu.addUser({ username: 'chair', permissions: ['ManageGuild'] });
      const ann = emu.addUser({ username: 'ann' });
      await emu.interact(chair, '/league create', { name: 'Bench League', humans: 2 });
      await emu.interact(ann, '/league join');
      await emu.interact(chair, '/league start');
      const player = String((await emu.autocomplete(ann, '/train', 'player', ''))[0]!.value);
      const cases: [string, Record<string, string | number>][] = [
        ['/squad', {}],
        ['/player', { player }],
        ['/train', { player, plan: 'ABL' }],
        ['/select auto', { formation: '4-4-2' }],
        ['/market', {}],
        ['/finances', {}],
        ['/stadium view', {}],
        ['/league table', {}],
        ['/ready', {}],
      ];
      for (const [invocation, values] of cases) {
        const ms: number[] = [];
        for (let i = 0; i < RUNS; i += 1) ms.push((await emu.interact(ann, invocation, values)).ackMs);
        ms.sort((a, b) => a - b);
        figures.push(
          { label: `${invocation} median`, value: percentile(ms, 50), unit: 'ms' },
          { label: `${invocation} p95`, value: percentile(ms, 95), unit: 'ms' },
        );
      }
      const ac: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await emu.autocomplete(ann, '/train', 'player', 'a');
        ac.push(performance.now() - started);
      }
      ac.sort((a, b) => a - b);
      figures.push(
        { label: 'autocomplete /train median', value: percentile(ac, 50), unit: 'ms' },
        { label: 'autocomplete /train p95', value: percentile(ac, 95), unit: 'ms' },
      );
      await app.stop();
    } finally {
      await emu.stop();
      await db.destroy();
      await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    return figures;
  },
};

export default bench;
