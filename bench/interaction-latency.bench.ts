import { startHarness } from '../tests/e2e/bot-harness.js';
import { LeagueDriver } from '../tests/e2e/support/league-driver.js';
import type { InteractionResponse } from '../tests/emulator/interactions.js';
import { freshDatabase, postgresReachable } from '../tests/support/fresh-database.js';
import type { Bench, BenchFigure } from './bench.js';
import { percentile } from './league-fixture.js';

const RUNS = 30;

/**
 * Milliseconds from INTERACTION_CREATE to the bot's first callback for the
 * orders that write (bids, sales, builds, staff, tactics), the lineup editor's
 * menus and the admin and league commands, through the emulator and the real
 * discord.js client on PostgreSQL, in week 2 of a league with two managers.
 * interactions.bench.ts measures the read commands. Run it alone:
 * `npx tsx bench/run-one.ts interaction-latency`.
 */
const bench: Bench = {
  name: 'Discord interactions that write (emulator, PostgreSQL): ms to first callback',
  async run() {
    if (!postgresReachable) return [];
    const database = await freshDatabase('postgres');
    const harness = await startHarness(database.db);
    const figures: BenchFigure[] = [];
    try {
      const { emu } = harness;
      const league = new LeagueDriver(emu, emu.channelId('league'));
      const admin = emu.addUser({ username: 'chair', permissions: ['ManageGuild'] });
      const ann = emu.addUser({ username: 'ann' });
      const bob = emu.addUser({ username: 'bob' });
      await league.openLeague(admin, [ann, bob], { name: 'Latency', every_hours: 48 });
      for (let step = 0; step < 2; step += 1) await league.ask(admin, '/admin advance');
      const players = await league.ownPlayers(ann);
      const own = new Set(players.map((p) => p.name));
      const target = (await league.marketListings(ann)).find((l) => !own.has(l.name))!;
      const listed = String((await emu.autocomplete(ann, '/bid', 'player', target.name, {}, { channelId: league.channelId }))[0]!.value);
      const seller = players.at(-1)!.id;
      const editor = await league.ask(ann, '/select edit');

      const cases: [string, (run: number) => Promise<InteractionResponse>][] = [
        ['/bid', (run) => league.ask(ann, '/bid', { player: listed, amount: target.price + run })],
        ['/sell', () => league.ask(ann, '/sell', { player: seller, mode: 'full' })],
        ['/unlist', () => league.ask(ann, '/unlist', { player: seller })],
        ['/stadium build', () => league.ask(ann, '/stadium build', { stand: 'north', tier: 2, kind: 'seating' })],
        ['/staff hire', () => league.ask(ann, '/staff hire', { role: 'headCoach' })],
        ['/select tactics', (run) => league.ask(ann, '/select tactics', { backs: 'ahead', backs_from: 60 + (run % 30) })],
        ['/select edit: choose a place', (run) => emu.choose(editor.message!, 'select:slot', [String(run % 11)])],
        ['/league status', () => league.ask(bob, '/league status')],
        ['/league fixtures', () => league.ask(bob, '/league fixtures')],
        ['/ready', () => league.ask(bob, '/ready')],
      ];
      for (const [label, call] of cases) {
        const ms: number[] = [];
        for (let run = 0; run < RUNS; run += 1) ms.push((await call(run)).ackMs);
        ms.sort((a, b) => a - b);
        figures.push(
          { label: `${label} median`, value: percentile(ms, 50), unit: 'ms' },
          { label: `${label} p95`, value: percentile(ms, 95), unit: 'ms' },
        );
      }
      const advance: number[] = [];
      for (let run = 0; run < 5; run += 1) advance.push((await league.ask(admin, '/admin advance')).ackMs);
      advance.sort((a, b) => a - b);
      figures.push({ label: '/admin advance (plays a week) median', value: percentile(advance, 50), unit: 'ms' });
      emu.assertNoViolations();
    } finally {
      await harness.stop();
      await database.drop();
    }
    return figures;
  },
};

export default bench;
