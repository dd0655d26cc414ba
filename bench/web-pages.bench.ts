import { createLogger } from '../src/logger.js';
import { leaguePath } from '../src/league/web/index.js';
import { startWebServer } from '../src/web/server.js';
import { crawl } from '../tests/support/crawl.js';
import { freshDatabase, postgresReachable } from '../tests/support/fresh-database.js';
import { playedWebLeague } from '../tests/support/web-league.js';
import type { Bench, BenchFigure } from './bench.js';
import { percentile, systemDeps } from './league-fixture.js';

/** Requests in the measured run, and how many are in flight at once (visitors reading at the same moment). */
const REQUESTS = Number(process.env.WEB_REQUESTS ?? 6_000);
const IN_FLIGHT = 16;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * The league web page over HTTP against PostgreSQL: every page of a played league (a season and two weeks: about 110
 * pages) asked for in turn by concurrent clients. Server time is Fastify's own, from the request's arrival to the
 * response sent; throughput is requests answered a second of wall time, the clients running in the same process.
 * First every page once on a cold cache (each page built from the database), then the measured run on the warm one.
 */
async function measure(): Promise<BenchFigure[]> {
  const database = await freshDatabase('postgres');
  const timings: number[] = [];
  try {
    const deps = systemDeps(database.db);
    const played = await playedWebLeague(deps);
    const server = await startWebServer(
      0,
      {
        deps,
        logger: createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
        rateLimit: { max: 1_000_000, windowMs: 60_000 },
        onTiming: (ms) => timings.push(ms),
      },
      '127.0.0.1',
    );
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const get = async (path: string) => {
        const res = await fetch(`${base}${path}`);
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        return { status: res.status, headers: {}, body };
      };
      const paths = (await crawl(get, leaguePath(played.slug), leaguePath(played.slug))).map((p) => p.url);
      const cold = sorted(timings.splice(0));
      let next = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < REQUESTS) await get(paths[next++ % paths.length]!);
        }),
      );
      const seconds = (performance.now() - start) / 1000;
      const warm = sorted(timings.splice(0));
      return [
        { label: 'pages of the league', value: paths.length, unit: 'pages' },
        { label: 'cold cache: server time p50', value: percentile(cold, 50), unit: 'ms' },
        { label: 'cold cache: server time p95', value: percentile(cold, 95), unit: 'ms' },
        { label: `warm: throughput (${IN_FLIGHT} in flight)`, value: REQUESTS / seconds, unit: 'requests/s' },
        { label: 'warm: server time p50', value: percentile(warm, 50), unit: 'ms' },
        { label: 'warm: server time p95', value: percentile(warm, 95), unit: 'ms' },
        { label: 'warm: server time p99', value: percentile(warm, 99), unit: 'ms' },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const bench: Bench = {
  name: 'league web page on PostgreSQL (target: 200 requests/s, p95 under 50 ms of server time)',
  async run() {
    if (!postgresReachable) return [{ label: 'PostgreSQL out of reach: not measured', value: 0, unit: '' }];
    return measure();
  },
};

export default bench;
