import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leaguePath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { startWebServer, type WebServer } from '../../src/web/server.js';
import { playedCardsWebLeague } from '../support/cards-web-league.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { englishLines } from '../support/english-words.js';
import { playedFortunesWebLeague } from '../support/fortunes-game-web-league.js';

/**
 * A card game and a Football Fortunes game that post in German have their one page in German: in Debian's chromium (as
 * tests/e2e/web-browser-german.test.ts opens a football league's), each loads with no console error, says `lang="de"`,
 * and reads with no common English word once the names (a club's, the league's) are left out.
 */
const chromiumPath = () => execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });

/** Run in the page: its language, and its visible text with every name (a `<bdi>`) emptied first. */
const FACTS = `(() => {
  const lang = document.documentElement.lang;
  for (const b of document.querySelectorAll('bdi')) b.textContent = '';
  return { lang, text: document.body.innerText };
})()`;

describeOnEachDatabase('the page of a German card game and Fortunes game in Chromium', (database) => {
  let browser: Browser | undefined;
  let server: WebServer | undefined;
  let base = '';
  const slugs: Record<'cards' | 'fortunes', string> = { cards: '', fortunes: '' };

  beforeAll(async () => {
    const deps = { db: database().db, clock: testClock() };
    slugs.cards = (await playedCardsWebLeague(deps, 8, 'de')).slug;
    slugs.fortunes = (await playedFortunesWebLeague(deps, { turns: 30, language: 'de' })).slug;
    server = await startWebServer(0, { deps, logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } }, '127.0.0.1');
    base = `http://127.0.0.1:${server.port}`;
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--font-render-hinting=none'] });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['cards', /Tabelle der Saison 1[\s\S]*Pkt\.[\s\S]*Anpfiff:[\s\S]*Titelpunkte/],
    ['fortunes', /Die Zehnertabelle[\s\S]*Pkt\.[\s\S]*Ergebnisse Zug um Zug[\s\S]*FA-Pokal[\s\S]*Spielpunkte[\s\S]*Die Kader der Manager/],
  ] as const)(
    'GIVEN a %s league that posts in German THEN its page reads in German, lang="de", no common English word',
    async (game, words) => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Berlin', locale: 'de-DE' });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await page.goto(`${base}${leaguePath(slugs[game])}`, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        const { lang, text } = await page.evaluate<{ lang: string; text: string }>(FACTS);
        expect(errors).toEqual([]);
        expect(lang).toBe('de');
        expect(text.length).toBeGreaterThan(500);
        expect(englishLines(text)).toEqual([]);
        expect(text).toMatch(words);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
