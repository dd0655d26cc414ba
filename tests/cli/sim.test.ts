import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../src/engine/model/events.js';

const run = promisify(execFile);
const sim = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', ...args], { maxBuffer: 256 * 1024 * 1024 });

describe('npm run sim', () => {
  it('GIVEN --help THEN it prints the usage of both modes and exits 0', async () => {
    const { stdout, stderr } = await sim('--help');
    expect(stdout).toContain('usage: npm run sim -- [--seed <integer>] [--weeks');
    expect(stdout).toContain('usage: npm run sim -- --seasons <1 or more>');
    expect(stdout).toContain('--json');
    expect(stderr).toBe('');
  });

  it('GIVEN an option it does not know THEN it prints the usage and exits 2, without a stack trace', async () => {
    const failed = await sim('--seasons', '1', '--bogus').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toMatch(/^Unknown option '--bogus'/);
    expect(failed?.stderr).toContain('usage: npm run sim -- --seasons');
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
  });

  it('GIVEN --seasons 4 --json THEN every line is an event, creation, pre-seasons and ends of season included', async () => {
    const { stdout } = await sim('--seasons', '4', '--seed', '1', '--json');
    const events = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as EngineEvent);
    const types = new Set(events.map((e) => e.type));
    for (const type of [
      'preseason-started',
      'ageing-rolled',
      'declined',
      'potential-reached',
      'retiring',
      'retired',
      'form-assessed',
      'transfer-request',
      'transfer-request-settled',
      'sponsor-signed',
      'division-ranked',
      'week-started',
      'training-plan',
      'rested',
      'training-completed',
      'shot',
      'goal',
      'result',
      'injury',
      'season-ended',
      'division-simmed',
      'division-finished',
      'champions',
    ] as const) {
      expect(types, type).toContain(type);
    }
    const reasons = new Set(events.flatMap((e) => (e.type === 'money' ? [e.reason] : [])));
    for (const reason of ['starting-money', 'bonus', 'sponsor', 'wages', 'ticket-income'] as const) expect(reasons, reason).toContain(reason);
    expect(events.filter((e) => e.type === 'preseason-started').map((e) => e.season)).toEqual([1, 2, 3, 4]);
    expect(events.filter((e) => e.type === 'season-ended')).toHaveLength(4);
    // Weekly results between non-player teams carry the chart and its dice.
    expect(events.some((e) => e.type === 'result' && e.chart !== null)).toBe(true);
  }, 180_000);

  it("GIVEN --fortunes THEN it prints each manager's squares and events, the game points and the winner; --json carries them all", async () => {
    const { stdout } = await sim('--seasons', '2', '--seed', '1', '--fortunes', '--quiet');
    expect(stdout).toContain('---------------- Football Fortunes, season 1 ----------------');
    expect(stdout).toContain('---------------- Football Fortunes, season 2 ----------------');
    expect(stdout).toMatch(
      /^[A-Z][\w ]+: (?:(?:Start|Wages|Manager’s Luck|Selection Problems|Auction|50% Auction|Sponsorship|Bank Finance|Sunday|Crisis)(?:, |$))+/m,
    );
    expect(stdout).toContain('Game points after season 1');
    expect(stdout).toContain('Final game points');
    const winner = /^Winner: (.+)$/m.exec(stdout)?.[1];
    const top = /Final game points\n\s+\d+\s+(.+?)\s{2,}/.exec(stdout)?.[1];
    expect(winner).toBe(top);

    const json = await sim('--seasons', '2', '--seed', '1', '--fortunes', '--json');
    const lines = json.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; winners?: string[]; standings?: { clubId: string }[] });
    const types = new Set(lines.map((e) => e.type));
    for (const type of ['fortune-moved', 'fortune-card', 'wages-paid', 'auction', 'game-points', 'game-ended']) expect(types, type).toContain(type);
    const last = lines.at(-1)!;
    expect(last.type).toBe('fortunes-winner');
    expect(last.winners).toEqual([last.standings![0]!.clubId]);
  }, 180_000);

  it("GIVEN --mode cards --seasons 2 --seed 1 THEN it prints each season's table, cup and trophies, then the winner; the same again for the same seed", async () => {
    const { stdout } = await sim('--mode', 'cards', '--seasons', '2', '--seed', '1');
    expect(stdout.match(/^Season \d \(suits from the top: [HCDS] [HCDS] [HCDS] [HCDS]\)$/gm)).toEqual([
      'Season 1 (suits from the top: H C D S)',
      'Season 2 (suits from the top: C H S D)',
    ]);
    expect(stdout.match(/^ {2}Club +P +W +D +L +GF GA Pts {2}Money$/gm)).toHaveLength(2);
    expect(stdout.match(/^ {2}Cup winner: \w+$/gm)).toHaveLength(2);
    const points = /^Trophy points: (.+)$/m
      .exec(stdout)![1]!
      .split(', ')
      .map((entry) => Number(entry.split(' ')[1]));
    const awarded = [...stdout.matchAll(/^ {2}Trophy: \w+ \+(\d) /gm)].map((m) => Number(m[1]));
    expect(awarded.length).toBeGreaterThan(0);
    expect(points.reduce((a, b) => a + b, 0)).toBe(awarded.reduce((a, b) => a + b, 0));
    expect(stdout).toMatch(/^Winner: \w+/m);
    expect((await sim('--mode', 'cards', '--seasons', '2', '--seed', '1')).stdout).toBe(stdout);
  }, 180_000);

  it("GIVEN --mode cards --ai-measure 2 THEN it prints the AI's and the perfect-knowledge sheets' figures for each balance option", async () => {
    const { stdout } = await sim('--mode', 'cards', '--ai-measure', '2', '--seed', '1');
    expect(stdout).toContain('over 2 one-season games of 4 managers per option');
    const rows = [...stdout.matchAll(/^ {2}([a-z-]+) +(ai|perfect) +(\d+\.\d)% +(\d+) /gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(
      ['article', 'away-minus-one', 'open-play'].flatMap((option) => [
        [option, 'ai'],
        [option, 'perfect'],
      ]),
    );
    expect(stdout).not.toContain('not played as given');
  }, 180_000);

  it('GIVEN --mode cards --json THEN every line is a cards event, from the keep to the winner', async () => {
    const { stdout } = await sim('--mode', 'cards', '--seasons', '1', '--seed', '3', '--json');
    const events = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(events[0]!.type).toBe('kept');
    expect(events.at(-1)!.type).toBe('game-won');
    for (const type of ['lots-offered', 'lot-sold', 'kept-paid', 'match', 'gate-money', 'cup-won', 'prize', 'suits-rotated'])
      expect(
        events.map((e) => e.type),
        type,
      ).toContain(type);
  });
});
