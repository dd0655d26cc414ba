import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { repositoryPath } from '../assets.js';
import type { LeagueDeps } from '../league/deps.js';
import {
  webCards,
  webClub,
  webCupSeasons,
  webCups,
  webFortunesGame,
  webFixtures,
  webHistory,
  webLeagueBySlug,
  webManager,
  webMatch,
  webReadiness,
  webTables,
  RULES_PATH,
  type WebLeague,
} from '../league/web/index.js';
import type { Logger } from '../logger.js';
import { CONTENT_SECURITY_POLICY } from './layout.js';
import { PageCache } from './page-cache.js';
import { cardsPage } from './pages/cards.page.js';
import { clubPage } from './pages/club.page.js';
import { cupsPage } from './pages/cups.page.js';
import { fixturesPage } from './pages/fixtures.page.js';
import { fortunesGamePage } from './pages/fortunes-game.page.js';
import { historyPage } from './pages/history.page.js';
import { leaguePage } from './pages/league.page.js';
import { managerPage } from './pages/manager.page.js';
import { matchPage } from './pages/match.page.js';
import { dicePage } from './pages/dice.page.js';
import { errorPage, notFoundPage, tooManyPage } from './pages/not-found.page.js';
import { localeOfAcceptLanguage, type Locale } from '../i18n/locales.js';
import { rulesPage } from './pages/rules.page.js';

export interface WebServerOptions {
  deps: LeagueDeps;
  logger: Logger;
  /** Pages of a known league one visitor may ask for in the window; beyond it, 429. */
  rateLimit?: { max: number; windowMs: number };
  /** Addresses that are no league's page one visitor may ask for in the window: a budget apart, so guessing spends only it. */
  missLimit?: { max: number; windowMs: number };
  /** The reverse proxy in front (TRUST_PROXY): a hop count or its addresses; unset, the connection's address is the visitor's. */
  trustProxy?: number | string[];
  /** The server time of each answered request, in milliseconds (benches). */
  onTiming?: (ms: number) => void;
}

/** House rule: a visitor reads a page every second or two; 300 a minute from one address is a scraper or an attack. */
export const DEFAULT_RATE_LIMIT = { max: 300, windowMs: 60_000 };

/**
 * House rule: a visitor mistypes an address a few times; 30 misses a minute is someone guessing. Guessing a 128-bit
 * address is hopeless anyway; the budget keeps the guesses' database lookups and log lines bounded.
 */
export const DEFAULT_MISS_LIMIT = { max: 30, windowMs: 60_000 };

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // The address is the league's secret: it is not handed on to other sites.
  'referrer-policy': 'no-referrer',
};

/**
 * A number as the page's own links write it: no leading zero, no sign. Another spelling (`001`) answers 404, so that
 * the cache keeps one copy of a page, not one per spelling.
 */
const NUMBER = /^(0|[1-9]\d{0,4})$/;
/** A club's id as the engine makes them (`c12`, a foreign club's `s2f13`): anything else is no club, and never reaches a query. */
const CLUB_ID = /^[a-z][a-z0-9]{0,31}$/;

/** A server's name for a member is at most 32 characters; with a number told apart (" (12)"), a little more. */
const MANAGER_NAME_MAX = 40;

/**
 * Fastify's own hop count trusts no hop (a direct client could claim any address); here a count trusts that many
 * hops nearest the server, so it suits a port only the proxy can reach, as docker-compose.yml publishes it.
 */
function trusted(proxy: number | string[] | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (proxy === undefined) return false;
  return typeof proxy === 'number' ? (_address, hop) => hop < proxy : proxy;
}

/** What a route asks of the cache: the page's key within its league's version, and how to build it (null: 404). */
interface Route {
  key: string;
  render: () => Promise<string | null>;
}

type Params = Record<string, string>;

/** The language of a page that names no league: the visitor's browser's, where Dugout speaks it; the answer varies by it. */
function visitorLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  reply.header('vary', 'Accept-Language');
  return localeOfAcceptLanguage(request.headers['accept-language']);
}

/** The league web page: server-rendered HTML, read-only, one page per league at an unguessable address. */
export async function buildWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const { deps, logger } = options;
  const cache = new PageCache();
  // Fastify's own answers to an address it cannot decode (400) or a part of it too long (414) are pages like any other.
  const frameworkError = (error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(error.statusCode === 414 ? 414 : 400)
      .headers(SECURITY_HEADERS)
      .type('text/html; charset=utf-8')
      .send(notFoundPage(visitorLocale(request, reply)));
  const app = Fastify({
    logger: false,
    frameworkErrors: frameworkError,
    trustProxy: trusted(options.trustProxy),
    // A manager's name of 40 characters, each up to 4 bytes written as %XX: 480.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  // Two budgets per visitor (request.ip: the proxy's X-Forwarded-For when TRUST_PROXY trusts it), each in its own store:
  // pages of a known league, and addresses that are none, so that guesses never spend what real visits need.
  await app.register(rateLimit, { global: false });
  const budget = (limit: { max: number; windowMs: number }) => app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs });
  const pageBudget = budget(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const missBudget = budget(options.missLimit ?? DEFAULT_MISS_LIMIT);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  if (options.onTiming) {
    const onTiming = options.onTiming;
    app.addHook('onResponse', async (_request, reply) => onTiming(reply.elapsedTime));
  }

  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
  /** The 404 page: in the league's language where the address is a known league's, else in the visitor's. */
  const notFound = (reply: FastifyReply, locale: Locale) => html(reply, 404, notFoundPage(locale));
  /** Spends one request of the budget; true once it is spent, after answering 429 (in the league's language, or the visitor's). */
  const overBudget = async (spend: typeof pageBudget, request: FastifyRequest, reply: FastifyReply, locale?: Locale) => {
    const spent = await spend(request);
    if (spent.isAllowed || !spent.isExceeded) return false;
    reply.header('retry-after', spent.ttlInSeconds);
    await html(reply, 429, tooManyPage(locale ?? visitorLocale(request, reply)));
    return true;
  };
  /**
   * An address that is no league's page: 404, within the budget of misses. It names no league, or one whose page is
   * off (which it does not give away): in the visitor's language.
   */
  const miss = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await overBudget(missBudget, request, reply))) await notFound(reply, visitorLocale(request, reply));
    return reply;
  };

  // An address under a known league's page (its slug, then a path no page has) answers in the league's language; the
  // budget of misses is spent before the league is looked for.
  app.setNotFoundHandler(async (request, reply) => {
    if (await overBudget(missBudget, request, reply)) return reply;
    const slug = /^\/l\/([0-9a-f]+)\//.exec(request.url)?.[1];
    const league = slug === undefined ? null : await webLeagueBySlug(deps, slug);
    return notFound(reply, league?.language ?? visitorLocale(request, reply));
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode !== undefined && error.statusCode < 500) return notFound(reply, visitorLocale(request, reply));
    const incident = randomBytes(4).toString('hex');
    logger.error({ err: error, incidentId: incident, url: request.url }, 'web page failed');
    return html(reply, 500, errorPage(incident, visitorLocale(request, reply)));
  });

  /** Finds the league, then serves the route's page from the cache, built at most once per league version. */
  const serve =
    (
      route: (league: WebLeague, params: Params, query: Params) => Route | null | Promise<Route | null>,
      games: 'football' | 'every game' = 'football',
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as Params;
      const league = await webLeagueBySlug(deps, params.slug ?? '');
      if (!league) return miss(request, reply);
      if (await overBudget(pageBudget, request, reply, league.language)) return reply;
      // A cards league and a Football Fortunes game have their own front page and no other.
      const wanted = league.game === 'football' || games === 'every game' ? await route(league, params, request.query as Params) : null;
      if (!wanted) return notFound(reply, league.language);
      const body = await cache.get(`${league.slug}|${league.version}|${wanted.key}`, wanted.render);
      return body === null ? notFound(reply, league.language) : html(reply, 200, body);
    };

  // The house rules are the same for every league and change only with a release: read and built once.
  let rules: Promise<string> | null = null;
  app.get(RULES_PATH, async (request, reply) => {
    if (await overBudget(pageBudget, request, reply)) return reply;
    rules ??= readFile(repositoryPath('docs', 'rules.md'), 'utf8')
      .then(rulesPage)
      .catch((error: unknown) => {
        rules = null;
        throw error;
      });
    return html(reply, 200, await rules);
  });
  app.get(
    '/l/:slug',
    serve(async (league) => {
      // Readiness changes within a week, so it is read on every visit and is part of the key.
      const readiness = await webReadiness(deps, league);
      const ready = readiness.map((r) => `${r.clubId}:${r.managed ? 1 : 0}${r.ready ? 1 : 0}`).join(',');
      if (league.game === 'cards') return { key: `cards|${ready}`, render: async () => cardsPage(league, await webCards(deps, league), readiness) };
      if (league.game === 'fortunes') {
        return { key: `fortunes|${ready}`, render: async () => fortunesGamePage(league, await webFortunesGame(deps, league), readiness) };
      }
      return { key: `league|${ready}`, render: async () => leaguePage(league, await webTables(deps, league), readiness) };
    }, 'every game'),
  );
  app.get(
    '/l/:slug/fixtures',
    serve((league, _params, query) => {
      const season = query.season === undefined ? league.season : NUMBER.test(query.season) ? Number(query.season) : 0;
      if (season < 1 || season > league.season) return null;
      return { key: `fixtures|${season}`, render: async () => fixturesPage(league, season, await webFixtures(deps, league, season)) };
    }),
  );
  app.get(
    '/l/:slug/cups',
    serve((league, _params, query) => {
      const season = query.season === undefined ? league.season : NUMBER.test(query.season) ? Number(query.season) : 0;
      if (league.cups === 'off' || season < 1 || season > league.season) return null;
      return {
        key: `cups|${season}`,
        render: async () => cupsPage(league, await webCups(deps, league, season), await webCupSeasons(deps, league)),
      };
    }),
  );
  app.get(
    '/l/:slug/history',
    serve((league) => ({ key: 'history', render: async () => historyPage(league, await webHistory(deps, league)) })),
  );
  app.get(
    '/l/:slug/club/:clubId',
    serve((league, params) => {
      const clubId = params.clubId ?? '';
      if (!CLUB_ID.test(clubId)) return null;
      return {
        key: `club|${clubId}`,
        render: async () => {
          const club = await webClub(deps, league, clubId);
          return club ? clubPage(league, club) : null;
        },
      };
    }),
  );
  // A manager's page, by the name the league shows for him: a cards league has one too, as its front page names him.
  app.get(
    '/l/:slug/manager/:name',
    serve((league, params) => {
      const shown = params.name ?? '';
      if (shown.length === 0 || [...shown].length > MANAGER_NAME_MAX) return null;
      return {
        key: `manager|${shown}`,
        render: async () => {
          const manager = await webManager(deps, league, shown);
          return manager ? managerPage(league, manager) : null;
        },
      };
    }, 'every game'),
  );
  // A match's report, and its dice (the dispute view): the same stored events, two pages.
  for (const [suffix, render] of [
    ['', matchPage],
    ['/dice', dicePage],
  ] as const) {
    app.get(
      `/l/:slug/match/:season/:division/:round/:homeId${suffix}`,
      serve((league, params) => {
        const { season, division, round, homeId } = params as { season: string; division: string; round: string; homeId: string };
        if (![season, division, round].every((n) => NUMBER.test(n)) || !CLUB_ID.test(homeId)) return null;
        const ref = { season: Number(season), division: Number(division), round: Number(round), homeId };
        return {
          key: `match${suffix}|${season}|${division}|${round}|${homeId}`,
          render: async () => {
            const match = await webMatch(deps, league, ref);
            return match ? render(league, match) : null;
          },
        };
      }),
    );
  }
  return app;
}

export interface WebServer {
  port: number;
  stop(): Promise<void>;
}

/** Builds the server and listens on the port (0: any free one). */
export async function startWebServer(port: number, options: WebServerOptions, host = '0.0.0.0'): Promise<WebServer> {
  const app = await buildWebServer(options);
  await app.listen({ port, host });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : port, stop: () => app.close() };
}
