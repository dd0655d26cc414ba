import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { foreignClubName } from '../../src/engine/fortunes-game/europe.js';
import type { FortunesGameLeague } from '../../src/league/modes/fortunes-game/fortunes-game-league.js';
import { cupsPath, fixturesPath, historyPath, leaguePath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { escapeHtml } from '../../src/web/html.js';
import { buildWebServer } from '../../src/web/server.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { playedFortunesWebLeague, playFortunesTurns, startedFortunesGame } from '../support/fortunes-game-web-league.js';

const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const HOSTILE = '<script>alert(1)</script> & "Co"';

describeOnEachDatabase('the web page of a Football Fortunes game', (database) => {
  let app: FastifyInstance | undefined;
  let slug = '';
  let state: FortunesGameLeague;
  const deps = () => ({ db: database().db, clock: testClock() });
  const get = async (url: string) => {
    const res = await app!.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.body };
  };
  const slugOf = async (leagueId: string) =>
    (await database().db.selectFrom('leagues').select('web_slug').where('id', '=', leagueId).executeTakeFirstOrThrow()).web_slug;

  beforeAll(async () => {
    ({ slug, state } = await playedFortunesWebLeague(deps(), { name: HOSTILE, turns: 30 }));
    app = await buildWebServer({ deps: deps(), logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  it('GIVEN a game into its second season THEN its page shows the table of ten, every turn with each side’s Defence and Attack, the cups, the game points and the squads', async () => {
    const { game } = state;
    expect(game.season).toBe(2);
    const page = await get(leaguePath(slug));
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page.body.match(/<h1>/g)).toHaveLength(1);
    for (const heading of [
      'The table of ten',
      'Results by turn, season 2',
      'The cups, season 2',
      'Game points',
      "The managers' squads",
      'Seasons played',
    ])
      expect(page.body, heading).toContain(`>${heading}</h2>`);
    // The table: ten rows, every club by name.
    const table = page.body.slice(page.body.indexOf('id="table"'), page.body.indexOf('id="results"'));
    expect(table.match(/<tr/g)).toHaveLength(11);
    for (const club of game.clubs) expect(table).toContain(`<bdi>${club.name}</bdi>`);
    // Every turn of this season, five matches in a league round, each side with its Defence and Attack.
    const turns = page.body.match(/<caption>Turn \d+: (league|cup) round \d+<\/caption>/g) ?? [];
    const played = game.slot;
    expect(turns.length).toBeGreaterThanOrEqual(played - 1);
    const leagueTurn = page.body.slice(page.body.indexOf('league round 1</caption>'));
    expect(leagueTurn.slice(0, leagueTurn.indexOf('</table>')).match(/<td class="n">D\d+ A\d+<\/td><td class="n">\d+–\d+<\/td>/g)).toHaveLength(5);
    // The cups: the F.A. Cup and Europe, entered by last season's places; a club from abroad by its competition.
    for (const cup of ['F.A. Cup', 'European Cup', 'European Cup-Winners&#39; Cup', 'UEFA Cup']) expect(page.body).toContain(`">${cup}</h3>`);
    if (game.cupTies.some((t) => t.homeId.startsWith('abroad-') || t.awayId.startsWith('abroad-'))) {
      const foreign = game.cupTies.flatMap((t) => [t.homeId, t.awayId]).find((id) => id.startsWith('abroad-'))!;
      expect(page.body).toContain(`<bdi>${escapeHtml(foreignClubName(foreign))}</bdi>`);
    }
    expect(page.body).not.toMatch(/abroad-[a-z]/);
    // Season one's record and its game points.
    const [first] = game.history;
    expect(page.body).toContain(`<td class="n">1</td><td class="club"><bdi>${game.clubs.find((c) => c.id === first!.table[0])!.name}</bdi></td>`);
    for (const [id, points] of Object.entries(first!.points)) {
      const name = game.clubs.find((c) => c.id === id)!.name;
      expect(page.body).toMatch(new RegExp(`<bdi>${name}</bdi></td><td class="n">${points}</td>`));
    }
    // Each manager's squad by section, with stars.
    for (const manager of Object.values(game.managers)) {
      const goalkeepers = manager.squad.filter((c) => c.type === 'G').sort((a, b) => b.stars - a.stars);
      if (goalkeepers.length > 0) expect(page.body).toContain(`<td>${goalkeepers.map((c) => `G${c.stars}`).join(', ')}</td>`);
    }
  });

  it('GIVEN a league name that is markup THEN it is escaped everywhere; no Discord id, cash or bid shows', async () => {
    const page = await get(leaguePath(slug));
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    for (const id of ['u-ann', 'u-bob', 'admin', 'g1']) expect(page.body).not.toContain(id);
    expect(page.body).not.toMatch(/£\d/);
    expect(page.body).not.toMatch(/sealed|bid/i);
  });

  it('GIVEN a Fortunes game THEN the football pages answer 404', async () => {
    for (const path of [fixturesPath(slug), cupsPath(slug), historyPath(slug), `${leaguePath(slug)}/club/manager1`])
      expect((await get(path)).status, path).toBe(404);
  });

  it('GIVEN a one-season game played to its end THEN the page names the winner, says the league is archived and keeps the record', async () => {
    const league = await playFortunesTurns(deps(), await startedFortunesGame(deps(), { seasons: 1, seed: 3 }));
    expect(league.phase).toBe('finished');
    const page = await get(leaguePath(await slugOf(league.id)));
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/🏆 The game is over: <bdi>[^<]+<\/bdi>( and <bdi>[^<]+<\/bdi>)? wins? with \d+ game points\./);
    expect(page.body).toContain('After 1 season the league is archived');
    expect(page.body).toContain('>Seasons played</h2>');
    expect(page.body).not.toContain('Who is ready');
  });

  it('GIVEN a game before its first turn THEN the page shows the table and says no turn is played yet', async () => {
    const league = await startedFortunesGame(deps(), { seed: 5 });
    const page = await get(leaguePath(await slugOf(league.id)));
    expect(page.status).toBe(200);
    expect(page.body).toContain('No turn played yet this season.');
    expect(page.body).toContain('Who is ready');
  });
});
