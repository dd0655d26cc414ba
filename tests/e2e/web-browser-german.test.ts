import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LeagueDeps } from '../../src/league/deps.js';
import { createLeague } from '../../src/league/membership/create-league.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { clubPath, fixturesPath, leaguePath, managerPath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { startWebServer, type WebServer } from '../../src/web/server.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { englishLines } from '../support/english-words.js';

/**
 * A league that posts in German has its web page in German too: in Debian's chromium (as tests/e2e/web-browser.test.ts
 * drives it), its front page, a match with its dice, a club, a manager and the fixtures read with no common English word, and say `lang="de"`.
 */
const CLUBS = [
  'Borussia Kesselbach',
  'Eintracht Mühlental',
  'FC Sonnenberg',
  'SV Lindenau',
  'Fortuna Weidenhof',
  'TuS Ahrenfeld',
  'VfL Birkenstein',
  'Rot-Weiß Falkenried',
];
const MANAGERS = [
  { userId: '320000000000000001', name: 'Jürgen' },
  { userId: '320000000000000002', name: 'Uwe' },
];
const WEEKS = 5;

const chromiumPath = () => execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });

/** A German league of two managers, `WEEKS` weeks played, every post delivered to the channel. */
async function germanLeague(deps: LeagueDeps): Promise<{ slug: string; clubId: string }> {
  const created = await createLeague(deps, {
    guildId: 'g-web-de',
    channelId: `ch-${randomUUID()}`,
    name: 'Kreisliga Nord',
    actorUserId: 'admin',
    isAdmin: true,
    options: { humanClubs: 8, seed: 11, clubNames: CLUBS, schedule: { kind: 'interval', hours: 24 }, language: 'de' },
  });
  const clubs = [];
  for (const m of MANAGERS) clubs.push(await joinLeague(deps, { leagueId: created.id, userId: m.userId, displayName: m.name }));
  let league: LeagueSummary = await startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
  while (league.phase !== 'season' || league.week <= WEEKS) {
    const outcome = await advanceLeague(deps, league.id, { season: league.season, week: league.week, phase: league.phase });
    if (!outcome.played) throw new Error(`step not played: ${outcome.reason}`);
    league = outcome.league;
  }
  await deps.db
    .updateTable('outbox')
    .set({ delivered_at: deps.clock.now() })
    .where('league_id', '=', league.id)
    .where('delivered_at', 'is', null)
    .execute();
  const row = await deps.db.selectFrom('leagues').select('web_slug').where('id', '=', league.id).executeTakeFirstOrThrow();
  return { slug: row.web_slug, clubId: clubs[0]!.id };
}

describeOnEachDatabase('a German league’s web page in Chromium', (database) => {
  let browser: Browser | undefined;
  let server: WebServer | undefined;
  let slug: string;
  let clubId: string;
  let base: string;

  beforeAll(async () => {
    const deps = { db: database().db, clock: testClock() };
    ({ slug, clubId } = await germanLeague(deps));
    server = await startWebServer(0, { deps, logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } }, '127.0.0.1');
    base = `http://127.0.0.1:${server.port}`;
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--font-render-hinting=none'] });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens the page and hands back its language, its visible text and its console errors. */
  async function read(context: BrowserContext, path: string): Promise<{ lang: string; text: string; errors: string[] }> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${base}${path}`, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    const facts = await page.evaluate<{ lang: string; text: string }>('({ lang: document.documentElement.lang, text: document.body.innerText })');
    await page.close();
    return { ...facts, errors };
  }

  it('GIVEN a league that posts in German, weeks played THEN its front page, a match and its dice, a club, a manager and the fixtures read in German, with lang="de" and no common English word', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Berlin', locale: 'de-DE' });
    try {
      // A match's report, reached from the fixtures as a visitor reaches it.
      const fixtures = await context.newPage();
      await fixtures.goto(`${base}${fixturesPath(slug, 1)}`);
      const match = await fixtures.locator('a[aria-label="Spielbericht"]').first().getAttribute('href');
      await fixtures.close();
      expect(match).toMatch(/\/match\/1\/\d\/\d+\/[^/]+$/);

      const pages = [leaguePath(slug), match!, `${match!}/dice`, clubPath(slug, clubId), managerPath(slug, MANAGERS[0]!.name), fixturesPath(slug, 1)];
      for (const path of pages) {
        const { lang, text, errors } = await read(context, path);
        expect(errors, path).toEqual([]);
        expect(lang, path).toBe('de');
        expect(text.length, path).toBeGreaterThan(200);
        expect(englishLines(text), path).toEqual([]);
      }
      // The German words are there: the table's heads, the match's commentary, the club's squad, the manager's record.
      expect((await read(context, leaguePath(slug))).text).toMatch(/Tabelle der 1\. Liga[\s\S]*Pkt\./);
      expect((await read(context, match!)).text).toMatch(/Aufstellungen[\s\S]*Spielverlauf/);
      expect((await read(context, clubPath(slug, clubId))).text).toMatch(/Kader[\s\S]*Stadion|Stadion[\s\S]*Kader/);
      expect((await read(context, managerPath(slug, MANAGERS[0]!.name))).text).toMatch(/Trainer in Kreisliga Nord[\s\S]*Bilanz/);
    } finally {
      await context.close();
    }
  }, 300_000);
});
