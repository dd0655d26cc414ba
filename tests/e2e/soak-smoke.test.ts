import { describe, expect, it } from 'vitest';
import { runSoak } from '../../bench/soak.js';
import { postgresReachable } from '../support/fresh-database.js';

const SEED = process.env.SOAK_SEED ? Number(process.env.SOAK_SEED) : 7;

/**
 * The soak's short version (bench/soak.ts): five leagues of every game for three days, two bot processes, every kind of
 * fault at least once, then the books. The full month runs on demand: `npx tsx bench/run-one.ts soak`.
 */
describe.skipIf(!postgresReachable)('soak, short', () => {
  it('GIVEN five leagues, three days and every kind of fault THEN every check of the books holds', async () => {
    console.log(`soak seed ${SEED} (SOAK_SEED=${SEED} replays it)`);
    const report = await runSoak({ leagues: 5, days: 3, seed: SEED, outageMs: [1_000, 3_000] });
    console.log(
      [
        `soak: ${report.stepsPlayed} steps, ${report.postsDelivered} posts, ${report.interactions} interactions, ${Math.round(report.seconds)} s`,
        `deals: ${Object.entries(report.deals)
          .map(([move, count]) => `${move} ${count}`)
          .join(', ')}; offers by status: ${JSON.stringify(report.offersByStatus)}`,
        `faults: ${Object.entries(report.faults)
          .map(([kind, count]) => `${kind} ${count}`)
          .join(', ')}`,
        ...report.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.figure}`),
      ].join('\n'),
    );
    expect(Object.values(report.faults).every((count) => count >= 1)).toBe(true);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    // Three days of 24-hour deadlines: at least two steps each though a fault delays one (see the soak's check).
    expect(report.stepsPlayed).toBeGreaterThanOrEqual(10);
  }, 300_000);
});
