import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from '../../src/i18n/locales.js';
import { createLeague } from '../../src/league/membership/create-league.js';
import { leaguePath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { buildWebServer } from '../../src/web/server.js';
import { errorPage, notFoundPage, tooManyPage } from '../../src/web/pages/not-found.page.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { englishLines } from '../support/english-words.js';

const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });

/** The page's visible text, tags and the code span (the command) left out. */
const visibleText = (body: string) =>
  body
    .replace(/<(style|script)>[\s\S]*?<\/\1>/g, '')
    .replace(/<code>[^<]*<\/code>/g, '')
    .replace(/<[^>]+>/g, '\n');

describe('the pages that are none, by language', () => {
  it('GIVEN English THEN each reads as before', () => {
    expect(notFoundPage()).toContain('<title>Page not found</title>');
    expect(notFoundPage()).toContain(
      '<h1>Page not found</h1><p>There is no page at this address. Ask in the league&#39;s Discord channel for its link: <code>/league web</code>.</p>',
    );
    expect(errorPage('ab12cd34')).toContain('<h1>Something went wrong</h1><p>Sorry: the page could not be shown. Incident ab12cd34.</p>');
    expect(tooManyPage()).toContain('<h1>Too many requests</h1><p>Please wait a minute before loading more pages.</p>');
  });

  it('GIVEN German THEN each is German, with no English word', () => {
    for (const body of [notFoundPage('de'), errorPage('ab12cd34', 'de'), tooManyPage('de')]) {
      expect(body).toMatch(/^<!doctype html>\n<html lang="de">/);
      expect(englishLines(visibleText(body))).toEqual([]);
    }
    expect(notFoundPage('de')).toContain('<h1>Seite nicht gefunden</h1>');
  });

  it('GIVEN an Accept-Language header THEN the first language Dugout speaks, by its weight; else English', () => {
    expect(localeOfAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeOfAcceptLanguage('fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(localeOfAcceptLanguage('en;q=0.5,de;q=0.9')).toBe('de');
    expect(localeOfAcceptLanguage('en-GB,de;q=0.5')).toBe('en');
    expect(localeOfAcceptLanguage('fr, pt-BR')).toBe('en');
    expect(localeOfAcceptLanguage('de;q=0')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
  });
});

describeOnEachDatabase('the 404 page of the web server, by language', (database) => {
  let app: FastifyInstance | undefined;
  let german: string;
  let english: string;
  const deps = () => ({ db: database().db, clock: testClock() });
  const get = (url: string, headers: Record<string, string> = {}) => app!.inject({ method: 'GET', url, headers });
  const slugOf = async (leagueId: string) =>
    (await database().db.selectFrom('leagues').select('web_slug').where('id', '=', leagueId).executeTakeFirstOrThrow()).web_slug;

  beforeAll(async () => {
    const made = async (language: 'en' | 'de', channelId: string) =>
      createLeague(deps(), {
        guildId: 'g-404',
        channelId,
        name: 'Kreisliga',
        actorUserId: 'admin',
        isAdmin: true,
        options: { humanClubs: 2, seed: 3, schedule: { kind: 'interval', hours: 24 }, cups: 'off', language },
      });
    german = await slugOf((await made('de', 'ch-404-de')).id);
    english = await slugOf((await made('en', 'ch-404-en')).id);
    app = await buildWebServer({ deps: deps(), logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('GIVEN an address under a German league THEN the 404 page is German, whatever the browser asks for', async () => {
    for (const url of [`${leaguePath(german)}/club/nobody`, `${leaguePath(german)}/fixtures?season=99`, `${leaguePath(german)}/nothing`]) {
      const res = await get(url, { 'accept-language': 'en-GB' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toMatch(/<html lang="de">/);
      expect(res.body).toContain('<h1>Seite nicht gefunden</h1>');
      expect(englishLines(visibleText(res.body))).toEqual([]);
    }
  });

  it('GIVEN an address under an English league THEN the 404 page is English, as before, whatever the browser asks for', async () => {
    const res = await get(`${leaguePath(english)}/club/nobody`, { 'accept-language': 'de-DE' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page not found</h1>');
  });

  it('GIVEN an address that names no league THEN the 404 page follows the browser’s Accept-Language, English by default', async () => {
    const unknown = `/l/${'0'.repeat(32)}`;
    const de = await get(unknown, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(de.statusCode).toBe(404);
    expect(de.body).toContain('<h1>Seite nicht gefunden</h1>');
    expect(de.headers.vary).toMatch(/accept-language/i);
    expect((await get('/nothing')).body).toContain('<h1>Page not found</h1>');
    expect((await get(unknown, { 'accept-language': 'fr' })).body).toContain('<h1>Page not found</h1>');
  });
});
