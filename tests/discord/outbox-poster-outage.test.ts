import type { RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase } from '../../src/db/database.js';
import { enqueue } from '../../src/db/repositories/outbox.repository.js';
import type { ChannelPort } from '../../src/discord/channel-port.js';
import { OutboxPoster } from '../../src/discord/outbox-poster.js';
import { freshDatabase, postgresReachable, testClock, TEST_DATABASE_URL, type TestDatabase } from '../support/db.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { makeLeagueIn } from '../league/helpers.js';

/**
 * Issue 10: the database lost between posting a message and recording it. The poster holds the row's lease;
 * without releasing it once the database is back, the post would wait out the whole lease (15 minutes).
 */
describe.skipIf(!postgresReachable)('the outbox poster across a database outage [postgres]', () => {
  let database: TestDatabase & { drop(): Promise<void> };
  let proxy: TcpProxy;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    const server = new URL(TEST_DATABASE_URL);
    proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await proxy?.close();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if the setup above failed part way
    await database?.drop();
  });

  it('GIVEN the database gone once a reminder is posted THEN the post is kept, the row released at the first pass after it is back, and nothing is posted twice', async () => {
    const clock = testClock();
    const name = (await database.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const db = createDatabase({ databaseUrl: proxy.urlThrough(url.toString()), poolSize: 2, logger: pino({ level: 'silent' }) });
    const ctx: AppContext = { db, clock, logger: pino({ level: 'silent' }), config: loadConfig({}) };
    const league = await makeLeagueIn({ db: database.db, clock });
    await enqueue(
      database.db,
      [
        {
          leagueId: league.id,
          channelId: league.channelId,
          kind: 'reminder',
          payload: { userIds: ['111111111111111111'], deadline: clock.now().toISOString() },
          dedupeKey: `${league.id}:outage`,
        },
      ],
      clock.now(),
    );
    const sent: RESTPostAPIChannelMessageJSONBody[] = [];
    const port: ChannelPort = {
      async send(_channelId, body) {
        sent.push(body);
        // Discord took the message; the database goes before the poster can say so.
        if (sent.length === 1) await proxy.close();
        return { id: `m${sent.length}` };
      },
      async edit() {},
    };
    const poster = new OutboxPoster(ctx, port);
    const row = () =>
      database.db
        .selectFrom('outbox')
        .select(['delivered_at', 'leased_until', 'attempts'])
        .where('league_id', '=', league.id)
        .executeTakeFirstOrThrow();
    try {
      expect(await poster.deliverDue()).toEqual({ delivered: 0, failed: 1 });
      expect(sent).toHaveLength(1);
      expect((await row()).leased_until).not.toBeNull();

      await proxy.open();
      clock.advance(60_000);
      expect(await poster.deliverDue()).toEqual({ delivered: 1, failed: 0 });
      expect(sent).toHaveLength(1);
      expect(await row()).toMatchObject({ delivered_at: expect.any(Date), leased_until: null, attempts: 1 });
    } finally {
      await poster.stop();
      await db.destroy();
    }
  });
});
