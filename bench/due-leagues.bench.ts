import { freshDatabase, postgresReachable } from '../tests/support/fresh-database.js';
import { advanceLeague } from '../src/league/week/advance.js';
import { dueLeagues } from '../src/league/schedule/due.js';
import type { LeagueDeps } from '../src/league/deps.js';
import type { Bench } from './bench.js';
import { benchLeague, playNext, systemDeps } from './league-fixture.js';

const LEAGUES = 200;
const WORKERS = 10;

async function inParallel<T>(items: T[], workers: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Two hundred leagues whose deadline has passed at the same moment, advanced
 * by ten workers sharing a pool of ten PostgreSQL connections, as several
 * scheduler ticks or bot processes would. Each plays a match week.
 */
const bench: Bench = {
  name: `${LEAGUES} leagues due at once (PostgreSQL, ${WORKERS} workers)`,
  async run() {
    if (!postgresReachable) return [];
    const database = await freshDatabase('postgres', WORKERS);
    try {
      const setup = systemDeps(database.db);
      const ids = Array.from({ length: LEAGUES }, (_, n) => n);
      await inParallel(ids, WORKERS, async (n) => {
        const { league } = await benchLeague(setup, n);
        await playNext(setup, league);
      });
      const later: LeagueDeps = { db: database.db, clock: { now: () => new Date(Date.now() + 25 * 3_600_000) } };
      const start = performance.now();
      const due = await dueLeagues(later, 1000);
      let played = 0;
      await inParallel(due, WORKERS, async (d) => {
        if ((await advanceLeague(later, d.leagueId, d.expected)).played) played += 1;
      });
      const seconds = (performance.now() - start) / 1000;
      if (played !== LEAGUES) throw new Error(`only ${played} of ${LEAGUES} leagues were played`);
      return [{ label: 'leagues advanced per second', value: played / seconds, unit: 'leagues/s' }];
    } finally {
      await database.drop();
    }
  },
};

export default bench;
