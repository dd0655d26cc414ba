import { randomInt } from 'node:crypto';
import { postgresReachable } from '../tests/support/fresh-database.js';
import type { Bench } from './bench.js';
import { runSoak } from './soak.js';

const number = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

/**
 * The soak (bench/soak.ts): SOAK_LEAGUES leagues (50), SOAK_DAYS days (30), SOAK_SEED to replay a run (printed;
 * random unless given). Each check is printed with its figure; a failed check fails the run.
 */
const bench: Bench = {
  name: 'soak: leagues of every game, two bot processes, seeded faults, then the books (PostgreSQL)',
  async run() {
    if (!postgresReachable) return [];
    const seed = number('SOAK_SEED', randomInt(1, 2 ** 31 - 1));
    console.log(`  seed ${seed} (SOAK_SEED=${seed} replays this run's orders and faults)`);
    const report = await runSoak({
      leagues: number('SOAK_LEAGUES', 50),
      days: number('SOAK_DAYS', 30),
      seed,
      outageMs: [number('SOAK_OUTAGE_MIN_MS', 10_000), number('SOAK_OUTAGE_MAX_MS', 60_000)],
      say: (line) => console.log(`  ${line}`),
    });
    for (const [kind, count] of Object.entries(report.faults)) console.log(`  fault ${kind.padEnd(34)} ${count}`);
    for (const [move, count] of Object.entries(report.deals)) console.log(`  deal ${move.padEnd(44)} ${count}`);
    console.log(`  offers by status: ${JSON.stringify(report.offersByStatus)}`);
    for (const check of report.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.figure}`);
    if (report.checks.some((c) => !c.ok)) process.exitCode = 1;
    return [
      { label: 'leagues', value: report.leagues, unit: 'leagues' },
      { label: 'days', value: report.days, unit: 'days' },
      { label: 'steps played', value: report.stepsPlayed, unit: 'steps' },
      { label: 'posts delivered', value: report.postsDelivered, unit: 'posts' },
      { label: 'interactions', value: report.interactions, unit: 'interactions' },
      { label: 'deals and presses', value: Object.values(report.deals).reduce((a, b) => a + b, 0), unit: 'moves' },
      { label: 'faults injected', value: Object.values(report.faults).reduce((a, b) => a + b, 0), unit: 'faults' },
      { label: 'checks passed', value: report.checks.filter((c) => c.ok).length, unit: `of ${report.checks.length}` },
      { label: 'time', value: report.seconds, unit: 's' },
    ];
  },
};

export default bench;
