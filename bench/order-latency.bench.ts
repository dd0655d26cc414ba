import { freshDatabase, postgresReachable } from '../tests/support/fresh-database.js';
import type { DatabaseKind } from '../src/db/database.js';
import { marketView } from '../src/league/views/market.js';
import { cancelBuild, fireStaff, hireStaff, orderBuild, placeBid, setSale, setTraining, withdrawBid } from '../src/league/orders/orders.js';
import { markReady } from '../src/league/schedule/ready.js';
import { pickFormation, setStandingTactics } from '../src/league/selection/editor-orders.js';
import { squadView } from '../src/league/views/squad.js';
import type { LeagueDeps } from '../src/league/deps.js';
import type { Bench, BenchFigure } from './bench.js';
import { benchLeague, percentile, playNext, systemDeps } from './league-fixture.js';

const CALLS = 40;

type Call = (i: number) => Promise<unknown>;
/** A use case to time, and what to do before each call (untimed). */
type Case = [name: string, call: Call, prepare?: Call];

/** Latency of each order use case, called in turn by the league's eight managers during a match week. */
async function latencies(kind: DatabaseKind): Promise<BenchFigure[]> {
  const database = await freshDatabase(kind);
  try {
    const deps: LeagueDeps = systemDeps(database.db);
    const made = await benchLeague(deps, 1);
    const managers = made.managers;
    // Pre-season and week 1, so the transfer list holds the week's new players.
    const league = await playNext(deps, await playNext(deps, made.league));
    const leagueId = league.id;
    const squads = await Promise.all(managers.map((userId) => squadView(deps, { leagueId, userId })));
    const outfield = squads.map((s) => s.players.filter((p) => !p.positions.includes('GK') && p.injuryWeeks === 0).map((p) => p.id));
    const cheapest = (await marketView(deps, { leagueId, userId: managers[0]!, pageSize: 25 })).listings
      .filter((l) => l.sellerId === null)
      .sort((a, b) => a.askingPrice - b.askingPrice)[0]!;
    const who = (i: number) => ({ leagueId, userId: managers[i % 8]! });
    const player = (i: number) => outfield[i % 8]![Math.floor(i / 8) % outfield[i % 8]!.length]!;
    const bid = (i: number) => placeBid(deps, { ...who(i), playerId: cheapest.player.id, amount: cheapest.askingPrice + i });
    const cases: Case[] = [
      ['setTraining', (i) => setTraining(deps, { ...who(i), playerId: player(i), plan: i % 2 ? 'FRM' : 'RST' })],
      ['pickFormation', (i) => pickFormation(deps, { ...who(i), formation: i % 2 ? '3-4-3' : '4-3-3' })],
      ['setStandingTactics', (i) => setStandingTactics(deps, { ...who(i), rebound: { when: 'behind', fromMinute: 50 + (i % 30) } })],
      ['placeBid', bid],
      ['withdrawBid', (i) => withdrawBid(deps, { ...who(i), playerId: cheapest.player.id }), bid],
      ['setSale', (i) => setSale(deps, { ...who(i), playerId: player(i), mode: i % 3 === 0 ? 'unlist' : i % 2 ? 'full' : 'quick' })],
      ['orderBuild', (i) => orderBuild(deps, { ...who(i), stand: i % 2 ? 'east' : 'west', tier: 1, kind: 'seating' })],
      ['cancelBuild', (i) => cancelBuild(deps, { ...who(i), stand: i % 2 ? 'east' : 'west' })],
      ['hireStaff', (i) => hireStaff(deps, { ...who(i), role: 'clubDoctor' })],
      ['fireStaff', (i) => fireStaff(deps, { ...who(i), role: 'clubDoctor' }), (i) => hireStaff(deps, { ...who(i), role: 'clubDoctor' })],
      ['markReady', (i) => markReady(deps, { ...who(i), ready: i % 2 === 0 })],
    ];
    const figures: BenchFigure[] = [];
    for (const [name, call, prepare] of cases) {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        await prepare?.(i);
        const start = performance.now();
        await call(i);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      figures.push({ label: `${kind} ${name}: median`, value: percentile(times, 50), unit: 'ms' });
      figures.push({ label: `${kind} ${name}: p95`, value: percentile(times, 95), unit: 'ms' });
    }
    return figures;
  } finally {
    await database.drop();
  }
}

const bench: Bench = {
  name: 'order use cases, latency per call',
  async run() {
    const kinds: DatabaseKind[] = postgresReachable ? ['postgres', 'pglite'] : ['pglite'];
    const figures: BenchFigure[] = [];
    for (const kind of kinds) figures.push(...(await latencies(kind)));
    return figures;
  },
};

export default bench;
