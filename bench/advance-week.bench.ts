import { freshDatabase, postgresReachable } from '../tests/support/fresh-database.js';
import type { DatabaseKind } from '../src/db/database.js';
import type { Bench, BenchFigure } from './bench.js';
import { benchLeague, percentile, playNext, systemDeps } from './league-fixture.js';

/**
 * Milliseconds per advanceLeague for one league (four divisions, eight managed
 * clubs, every club's orders filled by the AI), on each database: the whole
 * transaction, engine included. The pre-season is played first as warm-up.
 */
async function msPerWeek(kind: DatabaseKind): Promise<number[]> {
  const database = await freshDatabase(kind);
  try {
    const deps = systemDeps(database.db);
    let { league } = await benchLeague(deps, 1);
    league = await playNext(deps, league);
    const times: number[] = [];
    while (league.phase === 'season' && league.week <= 14) {
      const start = performance.now();
      league = await playNext(deps, league);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  } finally {
    await database.drop();
  }
}

const bench: Bench = {
  name: 'advanceLeague, one league (4 divisions, 8 managed clubs)',
  async run() {
    const figures: BenchFigure[] = [];
    const kinds: DatabaseKind[] = postgresReachable ? ['postgres', 'pglite'] : ['pglite'];
    for (const kind of kinds) {
      const times = await msPerWeek(kind);
      figures.push({ label: `${kind}: median of 14 weeks`, value: percentile(times, 50), unit: 'ms' });
      figures.push({ label: `${kind}: p95`, value: percentile(times, 95), unit: 'ms' });
    }
    return figures;
  },
};

export default bench;
