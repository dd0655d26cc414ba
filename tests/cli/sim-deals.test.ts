import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('npm run sim -- --deals', () => {
  it('GIVEN --deals THEN AI clubs trade by the value rule and the sim prints the deals and the smallest squad', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', '--deals', '--seasons', '2', '--quiet'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const done = /Deals between AI clubs: (\d+) done/.exec(stdout);
    expect(done, stdout.slice(-500)).not.toBeNull();
    expect(Number(done![1])).toBeGreaterThan(0);
    const smallest = /Smallest player-club squad after any step: (\d+); club-steps without a goalkeeper: (\d+)/.exec(stdout)!;
    expect(Number(smallest[1])).toBeGreaterThanOrEqual(11);
    expect(Number(smallest[2])).toBe(0);
  }, 180_000);
});
