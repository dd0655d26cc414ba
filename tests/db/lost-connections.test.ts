import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, reportLostConnections } from '../../src/db/database.js';
import { databaseAnswers } from '../../src/db/database-answers.js';
import type { Database } from '../../src/db/tables.js';
import { isDatabaseUnreachable } from '../../src/db/unreachable.js';
import { startHealthServer } from '../../src/health.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { leagueById } from '../../src/league/find-league.js';
import { startedLeague, weekOf } from '../league/helpers.js';
import { freshDatabase, postgresReachable, testClock, TEST_DATABASE_URL, type TestDatabase } from '../support/db.js';
import { onAdmin, withDatabase } from '../support/fresh-database.js';
import { TcpProxy } from '../support/tcp-proxy.js';

const LOST = 'database connection lost; it is dropped and the next query connects again';

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines, lost: () => lines.filter((l) => l.msg === LOST) };
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never: ${what}`);
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

/** Issue 10: a PostgreSQL server that cuts the bot's connections, or goes away for a while, is not fatal. */
describe.skipIf(!postgresReachable)('losing the PostgreSQL server [postgres]', () => {
  let database: TestDatabase & { drop(): Promise<void> };
  let name: string;
  const backends = async (): Promise<number[]> => {
    const client = new pg.Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });
    reportLostConnections(client);
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
  const terminateAll = async () => onAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    name = (await sql<{ name: string }>`select current_database() as name`.execute(database.db)).rows[0]!.name;
    await sql`create table lost_connection_probe (id int primary key)`.execute(database.db);
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await database?.drop();
  });

  it('GIVEN idle pooled connections terminated by the server THEN each is logged once at warn with its cause, and the next query connects afresh', async () => {
    const { logger, lost } = recordingLogger();
    const db = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), poolSize: 3, logger });
    try {
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
      const open = (await backends()).length;
      expect(open).toBeGreaterThanOrEqual(3);
      await terminateAll();
      await until(() => lost().length >= 3, 'three lost connections logged');
      // The pool's own listener and the client's both hear the loss; it is still one line per connection.
      await sql`select 1`.execute(db);
      expect(lost()).toHaveLength(3);
      for (const line of lost())
        expect(line).toMatchObject({ level: 40, code: '57P01', err: { message: expect.stringContaining('terminating connection') } });
      expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.destroy();
    }
  });

  it('GIVEN the connection of an open transaction terminated between its queries THEN the transaction fails as out of reach, keeps nothing, and the pool carries on', async () => {
    const { logger, lost } = recordingLogger();
    const db: Kysely<Database> = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), poolSize: 2, logger });
    try {
      const error = await failureOf(() =>
        db.transaction().execute(async (trx) => {
          await sql`insert into lost_connection_probe (id) values (1)`.execute(trx);
          await terminateAll();
          // The client is lent out with no query running: its own listener must hear the loss.
          await until(() => lost().length === 1, 'the lent-out connection logged as lost');
          await sql`insert into lost_connection_probe (id) values (2)`.execute(trx);
        }),
      );
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect((await sql<{ id: number }>`select id from lost_connection_probe`.execute(db)).rows).toEqual([]);
      expect(lost()).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('GIVEN the connection cut while a week is being played THEN the advance fails as out of reach and keeps nothing, and the next attempt plays the week once', async () => {
    const { logger, lost } = recordingLogger();
    const db = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), poolSize: 2, logger });
    const deps = { db, clock: testClock() };
    try {
      const { league } = await startedLeague(deps, ['u1']);
      const written = async () => {
        const count = async (table: 'played_steps' | 'outbox' | 'ledger') =>
          (await db.selectFrom(table).select('league_id').where('league_id', '=', league.id).execute()).length;
        return {
          turn: (await leagueById(deps, league.id)).turn,
          steps: await count('played_steps'),
          outbox: await count('outbox'),
          ledger: await count('ledger'),
        };
      };
      const before = await written();
      const error = await failureOf(() =>
        advanceLeague(deps, league.id, weekOf(league), {
          afterStage: async (step) => {
            if (step !== 'state-written') return;
            await terminateAll();
            await until(() => lost().length >= 1, 'the advance’s connection logged as lost');
          },
        }),
      );
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(await written()).toEqual(before);
      expect(await advanceLeague(deps, league.id, weekOf(league))).toMatchObject({ played: true });
      expect(await advanceLeague(deps, league.id, weekOf(league))).toMatchObject({ played: false, reason: 'already-played' });
      expect((await written()).steps).toBe(before.steps + 1);
    } finally {
      await db.destroy();
    }
  });

  it('GIVEN a query running when its connection is terminated THEN it fails with 57P01, which counts as out of reach', async () => {
    const { logger } = recordingLogger();
    const db = createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), poolSize: 1, logger });
    try {
      const running = failureOf(() => sql`select pg_sleep(30)`.execute(db));
      await until(async () => (await backends()).length > 0, 'the query running');
      await terminateAll();
      const error = await running;
      expect(error).toMatchObject({ code: '57P01' });
      expect(isDatabaseUnreachable(error)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('GIVEN the server out of reach behind a proxy THEN queries fail as out of reach and /health says 503; once it is back, 200 and queries answer', async () => {
    const { logger } = recordingLogger();
    const proxy = await TcpProxy.start({ host: new URL(TEST_DATABASE_URL).hostname, port: Number(new URL(TEST_DATABASE_URL).port || 5432) });
    const db = createDatabase({ databaseUrl: proxy.urlThrough(withDatabase(TEST_DATABASE_URL, name)), poolSize: 2, logger });
    const server = await startHealthServer(0, async () => ({ database: await databaseAnswers(db) }));
    const health = async () => (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health`)).status;
    try {
      expect(await health()).toBe(200);
      await proxy.close();
      expect(await health()).toBe(503);
      const refused = await failureOf(() => sql`insert into lost_connection_probe (id) values (3)`.execute(db));
      expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
      expect(isDatabaseUnreachable(refused)).toBe(true);
      expect(await health()).toBe(503);
      await proxy.open();
      expect(await health()).toBe(200);
      await sql`insert into lost_connection_probe (id) values (3)`.execute(db);
      expect((await sql<{ id: number }>`select id from lost_connection_probe`.execute(database.db)).rows).toEqual([{ id: 3 }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await db.destroy();
      await proxy.close();
    }
  });
});
