import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const sim = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', ...args], { maxBuffer: 64 * 1024 * 1024 });

describe('npm run sim -- --mode fortunes', () => {
  it("GIVEN two seasons THEN each season's table of ten and game points, then the winner; the same again for the same seed", async () => {
    const { stdout } = await sim('--mode', 'fortunes', '--seasons', '2', '--seed', '1');
    expect(stdout.match(/^Season \d/gm)).toEqual(['Season 1', 'Season 2']);
    expect(stdout.match(/^ +10\. /gm)).toHaveLength(2);
    expect(stdout).toMatch(/^Winner: |^No manager survived\./m);
    expect((await sim('--mode', 'fortunes', '--seasons', '2', '--seed', '1')).stdout).toBe(stdout);
  });

  it('GIVEN --json --managers 5 --difficulty 4 THEN every line is an event, moves and league results among them, ending with the game over', async () => {
    const { stdout } = await sim('--mode', 'fortunes', '--seasons', '1', '--seed', '2', '--managers', '5', '--difficulty', '4', '--json');
    const events = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(events.filter((e) => e.type === 'league-result')).toHaveLength(90);
    expect(events.some((e) => e.type === 'moved')).toBe(true);
    expect(events.at(-1)!.type).toBe('game-over');
  });

  it('GIVEN six managers THEN the usage and exit 2', async () => {
    const failed = await sim('--mode', 'fortunes', '--managers', '6').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('usage: npm run sim -- --mode fortunes');
  });
});
