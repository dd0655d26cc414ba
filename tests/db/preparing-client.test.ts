import { sql } from 'kysely';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import { PREPARED_PER_CONNECTION, PreparingClient } from '../../src/db/preparing-client.js';
import { postgresReachable, TEST_DATABASE_URL } from '../support/db.js';

const run = postgresReachable ? describe : describe.skip;

run('statements prepared on their second run [postgres]', () => {
  const clients: PreparingClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
  });

  async function connected(): Promise<PreparingClient> {
    const client = new PreparingClient({ connectionString: TEST_DATABASE_URL });
    clients.push(client);
    await client.connect();
    return client;
  }

  async function prepared(client: PreparingClient): Promise<string[]> {
    const result = (await client.query('select statement from pg_prepared_statements')) as pg.QueryResult<{
      statement: string;
    }>;
    return result.rows.map((row) => row.statement);
  }

  it('GIVEN a statement with values run three times THEN it is prepared once, at its second run, and answers each run', async () => {
    const client = await connected();
    const text = 'select $1::int + 1 as next';
    expect((await client.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect(await prepared(client)).toEqual([]);
    expect((await client.query(text, [2])).rows).toEqual([{ next: 3 }]);
    expect(await prepared(client)).toEqual([text]);
    expect((await client.query(text, [3])).rows).toEqual([{ next: 4 }]);
    expect(await prepared(client)).toEqual([text]);
  });

  it('GIVEN statements without values, however often they run THEN none is prepared', async () => {
    const client = await connected();
    for (let n = 0; n < 3; n += 1) expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(await prepared(client)).toEqual([]);
  });

  it('GIVEN more statements than a connection prepares, each run twice THEN it prepares the first ones alone and every one answers', async () => {
    const client = await connected();
    const texts = Array.from({ length: PREPARED_PER_CONNECTION + 3 }, (_, n) => `select $1::int + ${n} as sum`);
    for (const [n, text] of texts.entries()) {
      for (let time = 0; time < 2; time += 1) expect((await client.query(text, [10])).rows).toEqual([{ sum: 10 + n }]);
    }
    expect((await prepared(client)).sort()).toEqual(texts.slice(0, PREPARED_PER_CONNECTION).sort());
  });

  it('GIVEN a statement that fails to parse THEN it fails each time with the server error, and the connection goes on', async () => {
    const client = await connected();
    for (let time = 0; time < 3; time += 1) await expect(client.query('select $1::int frm nowhere', [1])).rejects.toThrow(/syntax error/);
    expect((await client.query('select $1::int as one', [1])).rows).toEqual([{ one: 1 }]);
  });

  it('GIVEN the database as the bot opens it THEN a query run twice through Kysely is prepared on its connection', async () => {
    const db = createDatabase({ databaseUrl: TEST_DATABASE_URL, poolSize: 1 });
    try {
      const query = (n: number) => sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(db);
      expect((await query(1)).rows).toEqual([{ doubled: 2 }]);
      expect((await query(2)).rows).toEqual([{ doubled: 4 }]);
      const statements = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
      expect(statements.rows.map((row) => row.statement)).toEqual(['select $1::int * 2 as doubled']);
    } finally {
      await db.destroy();
    }
  });
});
