import { existsSync } from 'node:fs';
import { paint } from '../src/discord/render/images/canvas-kit.js';
import { renderMatchCard } from '../src/discord/render/images/match.image.js';
import { PreparingClient } from '../src/db/preparing-client.js';
import { MATCH_VIEW } from '../tests/discord/image-views.js';
import { postgresReachable, TEST_DATABASE_URL, withDatabase } from '../tests/support/fresh-database.js';
import type { Bench, BenchFigure } from './bench.js';
import { cpuMs } from './process-rss.js';

const STATEMENTS = 5000;
const DOCUMENTS = 500;
/** About the size of the benchmark league's players' document, the largest value a week writes. */
const DOCUMENT_BYTES = 70_000;
/** Where Debian's PostgreSQL listens besides TCP. */
const SOCKET_DIRECTORY = '/var/run/postgresql';

/** CPU time of this process and of the connection's server process for `runs` calls of `body`, each per call. */
async function perCall(client: PreparingClient, runs: number, body: (n: number) => Promise<unknown>): Promise<{ bot: number; server: number }> {
  const { pid } = (await client.query('select pg_backend_pid() as pid')).rows[0] as { pid: number };
  for (let n = 0; n < 200; n++) await body(n);
  const botSince = process.cpuUsage();
  const serverSince = cpuMs(pid);
  for (let n = 0; n < runs; n++) await body(n);
  const bot = process.cpuUsage(botSince);
  return { bot: (bot.user + bot.system) / runs, server: ((cpuMs(pid) - serverSince) * 1000) / runs };
}

async function roundTrips(
  label: string,
  config: { connectionString: string } | { host: string; port: number; user: string; database: string },
): Promise<BenchFigure[]> {
  const client = new PreparingClient(config);
  await client.connect();
  try {
    const statement = await perCall(client, STATEMENTS, (n) => client.query('select $1::integer as n', [n]));
    await client.query('create temporary table floor_document (id integer primary key, data json not null)');
    const document = JSON.stringify({ text: 'x'.repeat(DOCUMENT_BYTES - 11) });
    const upsert = await perCall(client, DOCUMENTS, (n) =>
      client.query('insert into floor_document (id, data) values ($1, $2) on conflict (id) do update set data = excluded.data', [n % 10, document]),
    );
    return [
      { label: `${label}: a statement, bot CPU`, value: statement.bot, unit: 'µs' },
      { label: `${label}: a statement, server CPU`, value: statement.server, unit: 'µs' },
      { label: `${label}: 70 KB of JSON written, bot CPU`, value: upsert.bot, unit: 'µs' },
      { label: `${label}: 70 KB of JSON written, server CPU`, value: upsert.server, unit: 'µs' },
    ];
  } finally {
    await client.end();
  }
}

function cardCpuMs(render: () => Buffer): number {
  for (let n = 0; n < 20; n++) render();
  const since = process.cpuUsage();
  const runs = 200;
  for (let n = 0; n < runs; n++) render();
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000 / runs;
}

/**
 * The costs a league-week pays whatever its code does: a statement's round trip to PostgreSQL (the bot's CPU and the
 * server's, over TCP and over the Unix socket), writing a document the size of a league's players, and the match
 * card's picture with nothing drawn on it (Skia fills and encodes every pixel) beside the whole card. With the
 * statements per league-week that `week-cpu` counts, they give the least a league-week can cost on this machine.
 * `npx tsx bench/run-one.ts week-floor`.
 */
const bench: Bench = {
  name: 'what every league-week pays: a round trip to PostgreSQL, a large document, the match card',
  async run() {
    const figures: BenchFigure[] = [
      { label: 'the match card, drawn and encoded', value: cardCpuMs(() => renderMatchCard(MATCH_VIEW)), unit: 'ms' },
      { label: 'an 800×470 JPEG with nothing drawn', value: cardCpuMs(() => paint(800, 470, () => {}, 'jpeg')), unit: 'ms' },
    ];
    if (!postgresReachable) return figures;
    figures.push(...(await roundTrips('TCP', { connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') })));
    const url = new URL(TEST_DATABASE_URL);
    const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
    const port = Number(url.port || 5432);
    if (local && existsSync(`${SOCKET_DIRECTORY}/.s.PGSQL.${port}`)) {
      const user = decodeURIComponent(url.username) || 'postgres';
      figures.push(...(await roundTrips('socket', { host: SOCKET_DIRECTORY, port, user, database: 'postgres' })));
    }
    return figures;
  },
};

export default bench;
