import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createLeague } from '../../src/league/membership/create-league.js';
import { leaguePath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { buildWebServer, type WebServerOptions } from '../../src/web/server.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';

const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const PROXY = '10.0.0.2';

/** The web page's budgets, seen by visitors who reach it through a reverse proxy or straight. */
describeOnEachDatabase('the league web page and its visitors', (database) => {
  let slug: string;
  let app: FastifyInstance | undefined;
  const deps = () => ({ db: database().db, clock: testClock() });
  const serve = async (options: Partial<WebServerOptions>) => {
    app = await buildWebServer({ deps: deps(), logger: silent, ...options });
    return app;
  };
  /** The statuses of `times` requests for `url`, as the proxy passes them on for `visitor` (or straight from him). */
  const statuses = async (url: string, times: number, visitor: string, through: string | null = PROXY) => {
    const answers: number[] = [];
    for (let i = 0; i < times; i++) {
      const res = await app!.inject({
        method: 'GET',
        url,
        remoteAddress: through ?? visitor,
        headers: through ? { 'x-forwarded-for': visitor } : {},
      });
      answers.push(res.statusCode);
    }
    return answers;
  };

  beforeAll(async () => {
    const league = await createLeague(deps(), {
      guildId: 'g-visitors',
      channelId: 'ch-visitors',
      name: 'Visitors',
      actorUserId: 'admin',
      isAdmin: true,
      options: { humanClubs: 2, seed: 3, schedule: { kind: 'interval', hours: 24 } },
    });
    slug = (await database().db.selectFrom('leagues').select('web_slug').where('id', '=', league.id).executeTakeFirstOrThrow()).web_slug;
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('GIVEN the proxy trusted by its address THEN each visitor behind it has his own budget, and one who spends his leaves the others theirs', async () => {
    await serve({ trustProxy: [PROXY], rateLimit: { max: 3, windowMs: 60_000 } });
    expect(await statuses(leaguePath(slug), 4, '203.0.113.7')).toEqual([200, 200, 200, 429]);
    expect(await statuses(leaguePath(slug), 3, '198.51.100.9')).toEqual([200, 200, 200]);
  });

  it('GIVEN the proxy trusted by a hop count THEN each visitor behind it has his own budget too', async () => {
    await serve({ trustProxy: 1, rateLimit: { max: 2, windowMs: 60_000 } });
    expect(await statuses(leaguePath(slug), 3, '203.0.113.7')).toEqual([200, 200, 429]);
    expect(await statuses(leaguePath(slug), 2, '198.51.100.9')).toEqual([200, 200]);
  });

  it('GIVEN no proxy trusted THEN a client naming other addresses in X-Forwarded-For still spends his one budget', async () => {
    await serve({ rateLimit: { max: 2, windowMs: 60_000 } });
    const spoofed = [];
    for (const claimed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const res = await app!.inject({ method: 'GET', url: leaguePath(slug), remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': claimed } });
      spoofed.push(res.statusCode);
    }
    expect(spoofed).toEqual([200, 200, 429]);
  });

  it('GIVEN guesses of league addresses from the address every visitor shares THEN the guesses spend their own small budget, and real pages still answer', async () => {
    await serve({ rateLimit: { max: 5, windowMs: 60_000 }, missLimit: { max: 3, windowMs: 60_000 } });
    const guesses = [
      `/l/${'0'.repeat(32)}`,
      `/l/${'1'.repeat(32)}`,
      '/l/not-a-league',
      '/wp-login.php',
      `/l/${'2'.repeat(32)}/club/c1`,
      `/l/${'3'.repeat(32)}`,
    ];
    const guessed = [];
    for (const url of guesses) guessed.push((await statuses(url, 1, PROXY, null))[0]);
    expect(guessed).toEqual([404, 404, 404, 429, 429, 429]);
    const refused = await app!.inject({ method: 'GET', url: guesses[0]!, remoteAddress: PROXY });
    expect(refused.body).toContain('<h1>Too many requests</h1>');
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The league's real pages keep their own budget: five, then no more.
    expect(await statuses(leaguePath(slug), 6, PROXY, null)).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
