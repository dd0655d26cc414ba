import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { leaguePath } from '../../../src/league/web/index.js';
import { createLogger } from '../../../src/logger.js';
import { startWebServer, type WebServer } from '../../../src/web/server.js';
import { describeOnEachDatabase, testClock } from '../../support/db.js';

const chromiumPath = () => execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });

/** Run in the page (the test's own TypeScript has no DOM types, so it is handed over as text); `marks` counts what the game's page must show. */
const pageFacts = (marks: string) => `({
  lang: document.documentElement.lang,
  h1: document.querySelectorAll('h1').length,
  tables: document.querySelectorAll('table').length,
  headless: [...document.querySelectorAll('table')].filter((t) => t.querySelectorAll('th').length === 0).length,
  marks: ${marks},
  overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
})`;

interface Facts {
  lang: string;
  h1: number;
  tables: number;
  headless: number;
  marks: number;
  overflow: number;
}

/**
 * The one page of a game that has no other (the card game, Football Fortunes) in Chromium, on a desktop and a phone
 * screen: it loads with no console error, in English, with one heading, table headers, at least `minMarks` of what the
 * game's page must show (counted by the `marks` expression in the page), and nothing wider than the screen.
 */
export function describeGamePageInChromium(
  title: string,
  game: { played: (deps: LeagueDeps) => Promise<{ slug: string }>; shows: string; marks: string; minMarks: number },
): void {
  describeOnEachDatabase(title, (database) => {
    let browser: Browser | undefined;
    let server: WebServer | undefined;
    let url = '';

    beforeAll(async () => {
      const deps = { db: database().db, clock: testClock() };
      const { slug } = await game.played(deps);
      server = await startWebServer(0, { deps, logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } }, '127.0.0.1');
      url = `http://127.0.0.1:${server.port}${leaguePath(slug)}`;
      browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--font-render-hinting=none'] });
    }, 300_000);
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it.each([
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ])(
      `GIVEN the %s screen THEN the page loads with no console error, in English, one heading, table headers, ${game.shows}, and nothing wider than the screen`,
      async (_kind, viewport) => {
        const context = await browser!.newContext({ viewport, timezoneId: 'UTC', locale: 'en-GB' });
        try {
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          page.on('pageerror', (error) => errors.push(error.message));
          const response = await page.goto(url, { waitUntil: 'load' });
          expect(response?.status()).toBe(200);
          const facts = await page.evaluate<Facts>(pageFacts(game.marks));
          expect(errors).toEqual([]);
          expect(facts).toMatchObject({ lang: 'en', h1: 1, headless: 0, overflow: 0 });
          expect(facts.tables).toBeGreaterThan(3);
          expect(facts.marks).toBeGreaterThanOrEqual(game.minMarks);
        } finally {
          await context.close();
        }
      },
      120_000,
    );
  });
}
