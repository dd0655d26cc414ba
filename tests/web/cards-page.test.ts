import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CardsLeague } from '../../src/league/shared/cards-league.js';
import { cupsPath, fixturesPath, historyPath, leaguePath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { buildWebServer } from '../../src/web/server.js';
import { playedCardsWebLeague } from '../support/cards-web-league.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';

const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });

describeOnEachDatabase('the web page of a cards league', (database) => {
  let app: FastifyInstance | undefined;
  let slug = '';
  let game: CardsLeague['game'];
  const deps = () => ({ db: database().db, clock: testClock() });
  const get = async (url: string) => {
    const res = await app!.inject({ method: 'GET', url });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };

  beforeAll(async () => {
    ({ slug, game } = await playedCardsWebLeague(deps()));
    app = await buildWebServer({ deps: deps(), logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  it('GIVEN a cards league with rounds played THEN its page shows the table, the cup, every match with its duels and the trophies', async () => {
    const page = await get(leaguePath(slug));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page.body.match(/<h1>/g)).toHaveLength(1);
    for (const heading of ['League table', 'Cup', 'Results, season 1', 'Trophies']) expect(page.body).toContain(`>${heading}</h2>`);
    const results = game.results;
    expect(results.some((r) => r.competition === 'cup')).toBe(true);
    expect(page.body.match(/<h3 /g)).toHaveLength(results.length);
    expect(page.body).toMatch(/\(level \d\) beats .+\(level \d\) in (defence|midfield|attack): \+/);
    expect(page.body).toContain('Kick-off:');
    // The table's leader, by name, first.
    expect(page.body.indexOf('<td class="n">1</td>')).toBeGreaterThan(-1);
  });

  it("GIVEN managers' hands, money and sealed bids THEN the page shows none of them", async () => {
    const page = await get(leaguePath(slug));
    for (const id of game.managerIds) {
      const manager = game.managers[id]!;
      expect(page.body).not.toContain(`£${(manager.pence / 100).toFixed(2)}`);
    }
    expect(page.body).not.toMatch(/£|sealed|bid|hand/i);
  });

  it('GIVEN a cards league THEN the football pages answer 404', async () => {
    for (const path of [fixturesPath(slug), cupsPath(slug), historyPath(slug), `${leaguePath(slug)}/club/dummy1`])
      expect((await get(path)).status, path).toBe(404);
  });
});
