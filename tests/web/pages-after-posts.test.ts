import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import type { ChannelPort } from '../../src/discord/channel-port.js';
import { OutboxPoster } from '../../src/discord/outbox-poster.js';
import { markDelivered } from '../../src/league/index.js';
import { toldPosts } from '../../src/league/posts/told-posts.js';
import { fixturesPath, leaguePath, matchDicePath, matchPath } from '../../src/league/web/index.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';
import { buildWebServer } from '../../src/web/server.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { startedLeague, weekOf } from '../league/helpers.js';

/** Issue 26: the web page told a result before the channel did, while its post waited (delivery behind, an outage, a live match). */
describeOnEachDatabase('the league web page and the channel’s posts', (database) => {
  const clock = testClock();
  const deps = () => ({ db: database().db, clock });
  let app: FastifyInstance;
  let league: LeagueSummary;
  let slug: string;

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.body };
  };
  const outbox = () =>
    database().db.selectFrom('outbox').select(['id', 'kind', 'payload', 'delivered_at']).where('league_id', '=', league.id).orderBy('id').execute();
  const deliverAll = async () => {
    const ctx: AppContext = { db: database().db, clock, logger: pino({ level: 'silent' }), config: loadConfig({}) };
    const port: ChannelPort = { send: async () => ({ id: 'm' }), edit: async () => undefined };
    const poster = new OutboxPoster(ctx, port);
    await poster.deliverDue();
    await poster.stop();
  };

  beforeAll(async () => {
    ({ league } = await startedLeague(deps(), ['u1', 'u2']));
    // The pre-season, posted.
    const preseason = await advanceLeague(deps(), league.id, weekOf(league));
    if (!preseason.played) throw new Error(`pre-season not played: ${preseason.reason}`);
    league = preseason.league;
    await deliverAll();
    slug = (await database().db.selectFrom('leagues').select('web_slug').where('id', '=', league.id).executeTakeFirstOrThrow()).web_slug;
    app = await buildWebServer({ deps: deps(), logger: pino({ level: 'silent' }), rateLimit: { max: 100_000, windowMs: 60_000 } });
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  it('GIVEN week 1 played and its posts not yet delivered THEN no page tells its results; each match’s page, score and points appear once the week’s story is delivered', async () => {
    const played = await advanceLeague(deps(), league.id, weekOf(league));
    expect(played.played).toBe(true);
    const week = await database()
      .db.selectFrom('match_results')
      .select(['season', 'division', 'round', 'home_id', 'home_goals', 'away_goals'])
      .where('league_id', '=', league.id)
      .orderBy('division')
      .orderBy('home_id')
      .execute();
    const pathOf = (r: (typeof week)[number]) => matchPath(slug, { season: r.season, division: r.division, round: r.round, homeId: r.home_id });
    const statuses = async () => Promise.all(week.map(async (r) => (await get(pathOf(r))).status));
    // A match's dice (the dispute view) show no sooner than its report.
    const diceStatuses = async () =>
      Promise.all(
        week.map(async (r) => (await get(matchDicePath(slug, { season: r.season, division: r.division, round: r.round, homeId: r.home_id }))).status),
      );
    const matchLinks = async () => (await get(fixturesPath(slug))).body.match(/aria-label="Match report"/g)?.length ?? 0;
    /** Clubs whose table row shows a match played. */
    const clubsPlayed = async () =>
      [...(await get(leaguePath(slug))).body.matchAll(/<td class="club">(?:(?!<\/td>).)*<\/td><td class="n">1<\/td>/g)].length;

    const posts = await outbox();
    const waiting = posts.filter((p) => p.delivered_at === null);
    // The week is told in one post, its story: the summary and the managers' reports are its parts.
    expect(waiting.map((p) => p.kind)).toEqual(['week-story']);
    expect(toldPosts(waiting).map((p) => p.kind)).toEqual(expect.arrayContaining(['week-summary', 'match']));
    expect(week.length).toBeGreaterThan(1);
    expect(new Set(await statuses()), 'every match page before the posts').toEqual(new Set([404]));
    expect(new Set(await diceStatuses()), 'every dice page before the posts').toEqual(new Set([404]));
    expect(await matchLinks()).toBe(0);
    expect(await clubsPlayed(), 'the tables before the posts').toBe(0);

    // The story delivered, every match of the week shows: its page, its score, its link and the points.
    await markDelivered(deps(), waiting[0]!.id);
    expect((await outbox()).every((p) => p.delivered_at !== null)).toBe(true);
    expect(new Set(await statuses())).toEqual(new Set([200]));
    expect(new Set(await diceStatuses())).toEqual(new Set([200]));
    expect((await get(pathOf(week[0]!))).body).toContain(`${week[0]!.home_goals}–${week[0]!.away_goals}`);
    expect(await matchLinks()).toBe(week.length);
    expect(await clubsPlayed()).toBe(2 * week.length);
  });
});
