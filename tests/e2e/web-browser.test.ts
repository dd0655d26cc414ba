import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clubPath, fixturesPath, historyPath, leaguePath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { startWebServer, type WebServer } from '../../src/web/server.js';
import { crawl } from '../support/crawl.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { expectLikeReference } from '../support/pixels.js';
import { playedWebLeague, type PlayedWebLeague } from '../support/web-league.js';

/**
 * The league web page in a real browser: Debian's chromium (installed by .ci/run), driven through playwright-core.
 * Screenshots are compared with the references in tests/e2e/web-screens/; after a deliberate change, look at the new
 * pictures and regenerate them with:  UPDATE_IMAGES=1 npx vitest run tests/e2e/web-browser.test.ts
 */
const SCREENS = fileURLToPath(new URL('./web-screens/', import.meta.url));
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
/** Differing pixels allowed: 0.5% of the picture, for text anti-aliasing; a changed word or row moves far more. */
const tolerance = (size: { width: number; height: number }) => Math.round(size.width * size.height * 0.005);

interface Facts {
  lang: string;
  h1: number;
  /** Tables without a header cell. */
  headless: number;
  /** Each chart's accessible name and description, from the elements its aria-labelledby names. */
  charts: string[];
  tables: number;
}

/** Run in the page (the test's own TypeScript has no DOM types, so it is handed over as text). */
const PAGE_FACTS = `({
  lang: document.documentElement.lang,
  h1: document.querySelectorAll('h1').length,
  headless: [...document.querySelectorAll('table')].filter((t) => t.querySelectorAll('th').length === 0).length,
  charts: [...document.querySelectorAll('svg[role="img"]')].map((svg) =>
    (svg.getAttribute('aria-labelledby') || '').split(' ').map((id) => (document.getElementById(id) || {}).textContent || '').join(' ')),
  tables: document.querySelectorAll('table').length,
})`;

const chromiumPath = () => execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });

describeOnEachDatabase('the league web page in Chromium', (database) => {
  let browser: Browser | undefined;
  let server: WebServer | undefined;
  let played: PlayedWebLeague;
  let base: string;
  let paths: string[];

  beforeAll(async () => {
    const deps = { db: database().db, clock: testClock() };
    played = await playedWebLeague(deps);
    server = await startWebServer(0, { deps, logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } }, '127.0.0.1');
    base = `http://127.0.0.1:${server.port}`;
    const pages = await crawl(
      async (url) => {
        const res = await fetch(`${base}${url}`);
        return { status: res.status, headers: {}, body: await res.text() };
      },
      leaguePath(played.slug),
      leaguePath(played.slug),
    );
    paths = pages.map((p) => p.url);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--font-render-hinting=none'] });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A tab that records every console error and uncaught exception; `visit` loads a page and hands back its errors. */
  async function tab(context: BrowserContext): Promise<{ page: Page; visit(path: string): Promise<string[]> }> {
    const page = await context.newPage();
    let errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return {
      page,
      async visit(path) {
        errors = [];
        const response = await page.goto(`${base}${path}`, { waitUntil: 'load' });
        expect(response?.status(), path).toBe(200);
        return errors;
      },
    };
  }

  it('GIVEN every page of a played league THEN each loads with no console error, in English, with one heading, table headers and charts that say what they show', async () => {
    const context = await browser!.newContext({ viewport: VIEWPORTS.desktop, timezoneId: 'UTC', locale: 'en-GB' });
    try {
      expect(paths.length).toBeGreaterThan(100);
      // The managers' pages are among them, reached from their clubs.
      expect(paths.filter((p) => p.includes('/manager/')).length).toBe(3);
      const { page, visit } = await tab(context);
      for (const path of paths) {
        const errors = await visit(path);
        const facts = await page.evaluate<Facts>(PAGE_FACTS);
        expect(errors, path).toEqual([]);
        expect(facts.lang, path).toBe('en');
        expect(facts.h1, path).toBe(1);
        expect(facts.tables + (path.includes('/history') ? 1 : 0), path).toBeGreaterThan(0);
        expect(facts.headless, path).toBe(0);
        // No Discord id, as the visitor reads the page.
        expect(await page.locator('body').innerText(), path).not.toMatch(/\d{17,20}/);
        for (const label of facts.charts)
          expect(label, path).toMatch(/^League positions by week, season \d+ League positions by week, season \d+\. .+: \d+(st|nd|rd|th) of \d+ now/);
      }
      await visit(leaguePath(played.slug));
      expect(await page.locator('svg[role="img"]').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('GIVEN a played match THEN its dispute view, reached from the results, lists every roll in Chromium with no console error and no Discord id', async () => {
    const context = await browser!.newContext({ viewport: VIEWPORTS.phone, timezoneId: 'UTC', locale: 'en-GB' });
    try {
      const { page, visit } = await tab(context);
      expect(await visit(fixturesPath(played.slug, 1))).toEqual([]);
      const link = page.locator('a[aria-label="Every roll of the match"]').first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(/\/match\/1\/\d\/\d+\/[^/]+\/dice$/);
      await link.click();
      await page.waitForURL(`${base}${href}`);
      expect(await visit(href!)).toEqual([]);
      expect(await page.locator('h1').textContent()).toMatch(/^Every roll: .+ \d+–\d+ .+$/);
      const rows = page.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(5);
      expect(await rows.first().locator('td').count()).toBe(6);
      expect(await page.locator('td', { hasText: 'Shot against save (d6 each)' }).count()).toBeGreaterThan(0);
      const text = (await page.locator('body').textContent())!;
      for (const id of [played.league.guildId, played.league.channelId, ...played.managers]) expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
      expect(text).not.toMatch(/\d{17,20}/);
    } finally {
      await context.close();
    }
  });

  it("GIVEN a visitor in Tokyo THEN the deadline is shown in his own time zone by the page's script, which the CSP lets run", async () => {
    const context = await browser!.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
    try {
      const { page, visit } = await tab(context);
      const errors = await visit(leaguePath(played.slug));
      const time = page.locator('time[data-local]');
      const iso = await time.getAttribute('datetime');
      const shown = await time.textContent();
      const tokyo = new Date(iso!).toLocaleString('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' });
      expect(shown).toContain(tokyo);
      expect(shown).not.toContain('UTC');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))(
    'GIVEN the %s screen THEN each kind of page looks as its reference',
    async (kind, viewport) => {
      const context = await browser!.newContext({ viewport, timezoneId: 'UTC', locale: 'en-GB', deviceScaleFactor: 1 });
      try {
        const match = paths.find((p) => p.includes('/match/2/'))!;
        const shots: [string, string][] = [
          ['league', leaguePath(played.slug)],
          ['fixtures', fixturesPath(played.slug, 1)],
          ['match', match],
          ['dice', `${match}/dice`],
          ['club', clubPath(played.slug, played.clubs[0]!.id)],
          ['history', historyPath(played.slug)],
        ];
        const { page, visit } = await tab(context);
        for (const [name, path] of shots) {
          expect(await visit(path), path).toEqual([]);
          const png = await page.screenshot({ type: 'png', animations: 'disabled' });
          await expectLikeReference(`${SCREENS}${name}-${kind}.png`, png, tolerance(viewport));
        }
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
