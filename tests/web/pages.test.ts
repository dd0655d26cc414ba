import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLeague } from '../../src/league/membership/create-league.js';
import { updateSettings } from '../../src/league/membership/league-settings.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { leaguePath, publicLink, WEB_SLUG } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { buildWebServer } from '../../src/web/server.js';
import { withMatchLink } from '../../src/discord/match-link.js';
import { renderMatch, renderMatchStory } from '../../src/discord/render/match.render.js';
import { nameBook } from '../../src/discord/render/names.js';
import type { MatchMessage, OutboxMessage, WeekStoryMessage } from '../../src/league/index.js';
import { crawl, type CrawledPage } from '../support/crawl.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { HOSTILE_LEAGUE_NAME, HOSTILE_NAMES, playedWebLeague, type PlayedWebLeague } from '../support/web-league.js';
import { escapeHtml } from '../../src/web/html.js';
import { noteMemberName } from '../../src/league/membership/manager-name.js';

const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });

describeOnEachDatabase('the league web page', (database) => {
  let app: FastifyInstance | undefined;
  let played: PlayedWebLeague;
  let pages: CrawledPage[];
  const deps = () => ({ db: database().db, clock: testClock() });
  const get = async (url: string) => {
    const res = await app!.inject({ method: 'GET', url });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };

  beforeAll(async () => {
    played = await playedWebLeague(deps(), 2, 7, 'cup+europe');
    app = await buildWebServer({ deps: deps(), logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } });
    pages = await crawl(get, leaguePath(played.slug), leaguePath(played.slug));
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  const pageOf = (path: string) => pages.find((p) => p.url === path)!;
  const playedLeague = () => played;
  const kinds = (kind: string) => pages.filter((p) => p.url.includes(`/${kind}`));

  it('GIVEN a played league THEN every page linked from its front page answers, in English, with a heading and the security headers', async () => {
    expect(kinds('club/').length).toBe(32);
    // Every match played, and only those: the divisions without a managed club are simmed at the season's end.
    const played = await database().db.selectFrom('match_results').select('league_id').where('league_id', '=', playedLeague().league.id).execute();
    expect(played.length).toBeGreaterThan(14 * 4);
    expect(kinds('match/').filter((p) => !p.url.endsWith('/dice')).length).toBe(played.length);
    expect(kinds('match/').filter((p) => p.url.endsWith('/dice')).length).toBe(played.length);
    expect(kinds('fixtures').length).toBe(3);
    expect(kinds('history').length).toBe(1);
    for (const page of pages) {
      expect(page.status, page.url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-[^']+'; script-src 'sha256-[^']+'/);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(page.body.match(/<h1>/g)).toHaveLength(1);
    }
  });

  it('GIVEN sealed bids, pending orders and club money THEN no page shows any of them', () => {
    const text = pages.map((p) => p.body).join('\n');
    expect(played.given.bids.length).toBeGreaterThanOrEqual(8);
    for (const amount of played.given.bids) {
      for (const shown of [String(amount), amount.toLocaleString('en-GB'), `£${amount.toLocaleString('en-GB')}`]) expect(text).not.toContain(shown);
    }
    for (const balance of played.given.balances) expect(text).not.toContain(`£${balance.toLocaleString('en-GB')}`);
    expect(text).not.toMatch(/balance|sealed bid|training plan/i);
    // The trainee's row shows his positions, never the plan ordered for him.
    for (const { playerName, plan } of played.given.pendingTraining) {
      const rows = text.split('<tr>').filter((row) => row.includes(`<bdi>${escapeHtml(playerName)}</bdi>`));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).not.toMatch(new RegExp(`\\b${plan}\\b`));
    }
    // The ordered build is u2's secret until the week is played: his ground shows no work.
    const u2Club = pageOf(`/l/${played.slug}/club/${played.clubs[1]!.id}`);
    expect(u2Club.body).toContain('<td>East Stand</td>');
    expect(u2Club.body).not.toMatch(/building tier/);
    // Nor the league's Discord ids.
    expect(text).not.toContain(played.league.channelId);
    expect(text).not.toContain(played.league.guildId);
  });

  it('GIVEN club and league names with markup, quotes, a mass mention, great length and right-to-left text THEN each is shown escaped and isolated', () => {
    const text = pages.map((p) => p.body).join('\n');
    for (const name of [...HOSTILE_NAMES, HOSTILE_LEAGUE_NAME]) expect(text, name).toContain(`<bdi>${escapeHtml(name)}</bdi>`);
    expect(text).not.toContain('<script>alert');
    expect(text).not.toContain('<img src=x');
    expect(text).not.toContain('<b>Bold</b>');
    for (const page of pages) expect(page.body.match(/<script\b/g), page.url).toHaveLength(1);
    const scriptClub = pages.find((p) => p.url.includes('/club/') && p.body.includes('<h1><bdi>&lt;script&gt;'))!;
    expect(scriptClub.body).toContain(
      '<title>\u2068&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;\u2069 · \u2068&lt;b&gt;Bold&lt;/b&gt; &quot;League&quot; @here\u2069</title>',
    );
    // Inside the commentary's plain text, the name that overrides the text's direction is closed off by isolates.
    const rtl = HOSTILE_NAMES.find((n) => n.startsWith('\u202E'))!;
    const commentary = pages
      .filter((p) => p.url.includes('/match/') && p.body.includes(rtl))
      .map((p) => p.body.slice(p.body.indexOf('<ol class="commentary">')));
    expect(commentary.length).toBeGreaterThan(0);
    for (const body of commentary) expect(body.split(rtl).length - 1).toBe(body.split(`\u2068${rtl}\u2069`).length - 1);
  });

  it('GIVEN the front page THEN it has the four tables with headers, the deadline as a time element, who is ready, and a chart with its text', () => {
    const front = pageOf(leaguePath(played.slug)).body;
    expect(front.match(/<caption>\w+ Division table<\/caption>/g)).toHaveLength(4);
    expect(front.match(/<th scope="col" class="n"><abbr title="Points">Pts<\/abbr><\/th>/g)).toHaveLength(4);
    expect(front).toMatch(/<time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z" data-local>[^<]+ UTC<\/time>/);
    expect(front).toContain('<td>Ready</td>');
    expect(front.match(/<td>Not ready yet<\/td>/g)).toHaveLength(3);
    expect(front).toMatch(/<svg viewBox="0 0 640 300" role="img" aria-labelledby="chart-3-title chart-3-desc"/);
    expect(front).toMatch(/<desc id="chart-3-desc">League positions by week, season 2\. [^<]+: \d+(st|nd|rd|th) of \d+ now/);
  });

  it('GIVEN a match page THEN it has the full commentary minute by minute, the statistics and both line-ups', () => {
    const match = kinds('match/').find((p) => p.body.includes('<bdi>Plain Town</bdi> '))!.body;
    const minutes = [...match.matchAll(/<span class="minute">(\d+)&#39;<\/span>/g)].map((m) => Number(m[1]));
    expect(minutes.length).toBeGreaterThan(5);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(match).toContain('<caption>Match statistics</caption>');
    expect(match).toMatch(/<th scope="row">Shots<\/th>/);
    expect(match).toContain('<h2>Line-ups</h2>');
    expect(match.match(/<caption>Team ratings<\/caption>/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('GIVEN a played match THEN its dice page, linked from the results and the report, lists every roll in order with the rule that read it, and no Discord id', () => {
    const report = kinds('match/').find((p) => !p.url.endsWith('/dice') && p.body.includes('<bdi>Plain Town</bdi> '))!;
    const dice = pageOf(`${report.url}/dice`);
    expect(report.body).toContain(`href="${report.url}/dice"`);
    expect(kinds('fixtures').some((p) => p.body.includes(`href="${report.url}/dice"`))).toBe(true);
    const rows = dice.body.split('<tbody>')[1]!.split('</tbody>')[0]!.split('<tr>').slice(1);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((row) => Number(/^<td class="n">(\d+)<\/td>/.exec(row)![1]))).toEqual(rows.map((_, i) => i + 1));
    const minutes = rows.flatMap((row) => /<td class="minute">(\d+)&#39;<\/td>/.exec(row)?.[1] ?? []).map(Number);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    // Each shot of the report is there: where it came from, and the shot against the save with its totals.
    const stat = (label: string) =>
      [...new RegExp(`<td class="n">(\\d+)</td><th scope="row">${label}</th><td class="n">(\\d+)</td>`).exec(report.body)!.slice(1)].map(Number);
    const shots = stat('Shots').reduce((a, b) => a + b, 0);
    expect(shots).toBeGreaterThan(0);
    expect(rows.filter((row) => row.includes('<td>Shooting position chart (d6)</td>'))).toHaveLength(shots);
    const duels = rows.filter((row) => row.includes('<td>Shot against save (d6 each)</td>'));
    expect(duels).toHaveLength(shots);
    for (const duel of duels) expect(duel).toMatch(/shot [\d.]+ \+ d6 [1-6].* = [\d.]+ v save [\d.]+ \+ d6 [1-6] = [\d.]+/);
    expect(duels.filter((row) => /<td>goal for /.test(row))).toHaveLength(stat('Goals').reduce((a, b) => a + b, 0));
    // No Discord id: not the server's, the channel's or a manager's.
    const text = dice.body.replace(/<[^>]+>/g, ' ');
    for (const id of [played.league.guildId, played.league.channelId]) expect(dice.body).not.toContain(id);
    for (const id of played.managers) expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
    expect(text).not.toMatch(/\d{17,20}/);
  });

  it('GIVEN every page THEN each man of a squadless club is named, as in the channel, and the divisions have the names Discord gives them', () => {
    const unnamed = pages.filter((p) => p.body.includes('\u2068a player\u2069')).map((p) => p.url);
    expect(unnamed).toEqual([]);
    expect(pages.filter((p) => p.body.includes('First Division')).map((p) => p.url)).toEqual([]);
    expect(pageOf(leaguePath(played.slug)).body).toContain('<caption>Premier Division table</caption>');
  });

  it('GIVEN a club page THEN it shows the squad, ground, seasons and trophies; the history page the finished season', () => {
    const club = pageOf(`/l/${played.slug}/club/${played.clubs[0]!.id}`).body;
    for (const heading of ['Squad', 'Ground', 'Seasons and trophies']) expect(club).toContain(`>${heading}</h2>`);
    expect(club).toMatch(/<td class="n">1<\/td><td>Fourth Division<\/td>/);
    expect(club).toContain('in progress');
    const history = pageOf(`/l/${played.slug}/history`).body;
    expect(history).toContain('<h2 id="season-1">Season 1</h2>');
    expect(history.match(/<th scope="row">\w+ Division<\/th>/g)).toHaveLength(4);
    const trophies = pages.filter((p) => p.url.includes('/club/') && /Division champions, season 1/.test(p.body));
    expect(trophies).toHaveLength(4);
  });

  it('GIVEN a finished season THEN the history page shows its awards, its team of the season and its managers of the month, by player and club, never a member’s id', () => {
    const history = pageOf(`/l/${played.slug}/history`).body;
    const season = history.slice(history.indexOf('<h2 id="season-1">'));
    expect(season).toContain('<caption>Season 1: awards</caption>');
    expect(season).toMatch(
      /<tr><th scope="row">Champions’ manager<\/th><td>(the manager of <a href="\/l\/[^"]+\/club\/[^"]+">|none: <a href="\/l\/[^"]+\/club\/[^"]+">|<a href="\/l\/[^"]+\/manager\/[^"]+"><bdi>[^<]+<\/bdi><\/a> \(<a href="\/l\/[^"]+\/club\/[^"]+">)/,
    );
    expect(season).toMatch(
      /<tr><th scope="row">Player of the season<\/th><td><bdi>[^<]+<\/bdi> \(<a href="[^"]+"><bdi>[^<]+<\/bdi><\/a>\): \d+\.\d+ a game over \d+ games<\/td><\/tr>/,
    );
    expect(season).toMatch(/<th scope="row">Golden boot<\/th><td>.+: \d+ league goals?<\/td>/);
    expect(season).toMatch(/<th scope="row">Best goalkeeper<\/th><td>.+ a game, \d+ clean sheets?<\/td>/);
    const team = season.slice(season.indexOf('team of the season, by average match rating'), season.indexOf('Managers of the month'));
    expect([...team.matchAll(/<tr><td>(\w+)<\/td>/g)].map((m) => m[1])).toEqual([
      'Goalkeeper',
      ...Array<string>(4).fill('Defender'),
      ...Array<string>(4).fill('Midfielder'),
      'Forward',
      'Forward',
    ]);
    // A month's manager is named as the server shows him, linked to his page; one whose name is not kept, by his club.
    const month = /<tr><td>Weeks (\d+)–(\d+)<\/td><td>(?:the manager of <a |<a href="\/l\/[^"]+\/manager\/[^"]+"><bdi>[^<]+<\/bdi><\/a> \(<a )/g;
    expect([...season.matchAll(month)].map((m) => `${m[1]}-${m[2]}`)).toEqual(['1-4', '5-8', '9-12', '13-14']);
    expect(history).not.toMatch(/predictor|<@|\d{17,20}/);
  });

  it('GIVEN managers the server names THEN each has a page by that name, linked from his club and the history, with his career in the league; never his Discord id', async () => {
    const [ann, bob, bob2] = ['<i>Ann</i> & "Co" @everyone', 'Bob', 'Bob (2)'];
    const managerPages = kinds('manager/');
    expect(managerPages.map((p) => decodeURIComponent(p.url.split('/manager/')[1]!)).sort()).toEqual([ann, bob, bob2].sort());
    const pageOfName = (shown: string) => pageOf(`/l/${played.slug}/manager/${encodeURIComponent(shown)}`).body;
    // His club's page links him by his name, escaped; the fourth manager, whose name was never kept, is not named.
    const annClub = pageOf(`/l/${played.slug}/club/${played.clubs[0]!.id}`).body;
    expect(annClub).toContain('<h2 id="managers">Managers</h2>');
    expect(annClub).toContain(
      `<li><a href="/l/${played.slug}/manager/${encodeURIComponent(ann)}"><bdi>&lt;i&gt;Ann&lt;/i&gt; &amp; &quot;Co&quot; @everyone</bdi></a>: seasons 1, 2, in charge now</li>`,
    );
    expect(pageOf(`/l/${played.slug}/club/${played.clubs[2]!.id}`).body).toContain(`manager/${encodeURIComponent(bob2)}"><bdi>Bob (2)</bdi></a>`);
    expect(pageOf(`/l/${played.slug}/club/${played.clubs[3]!.id}`).body).not.toContain('id="managers"');
    // The history names a managed champion's manager, or a month's, by his page.
    const history = pageOf(`/l/${played.slug}/history`).body;
    expect(history).toMatch(/\/manager\/[^"]+"><bdi>/);
    // His page: his name as the heading, his record and win rate, each season at his club with its finish, trophies and awards.
    const page = pageOfName(ann);
    expect(page).toContain('<h1><bdi>&lt;i&gt;Ann&lt;/i&gt; &amp; &quot;Co&quot; @everyone</bdi></h1>');
    expect(page).not.toContain('<i>Ann</i>');
    expect(page).toContain('<title>\u2068&lt;i&gt;Ann&lt;/i&gt; &amp; &quot;Co&quot; @everyone\u2069 · ');
    const rows = page.split('<caption>Season by season</caption>')[1]!.split('</tbody>')[0]!.split('<tr>').slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(
        `^<td class="n">1</td><td><bdi>${escapeHtml(played.clubs[0]!.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</bdi></td><td>\\d+(st|nd|rd|th) in the Fourth Division(, promoted)?</td><td class="n">14</td>`,
      ),
    );
    expect(rows[1]).toMatch(/^<td class="n">2<\/td><td>.+<\/td><td>in charge now<\/td><td class="n">\d<\/td>/);
    const played14 = Number(/<th scope="row">Played<\/th><td class="n">(\d+)<\/td>/.exec(page)![1]);
    const [won, drawn, lost] = /<th scope="row">Won · drawn · lost<\/th><td class="n">(\d+) · (\d+) · (\d+)<\/td>/.exec(page)!.slice(1).map(Number);
    expect(won! + drawn! + lost!).toBe(played14);
    expect(played14).toBeGreaterThan(14);
    expect(page).toContain(`<th scope="row">Win rate</th><td class="n">${Math.round((100 * won!) / played14)}%</td>`);
    expect(page).toMatch(/<th scope="row">Promotions<\/th><td class="n">[01]<\/td>/);
    expect(page).toContain('<h3>Trophies</h3>');
    expect(page).toContain('<h3>Awards</h3>');
    // Every award the season gave a manager is on his page.
    const awards = await database().db.selectFrom('league_awards').select('data').where('league_id', '=', played.league.id).executeTakeFirstOrThrow();
    const months = (awards.data as { months: { userId: string; fromRound: number; toRound: number }[] }).months;
    for (const [i, shown] of [ann, bob, bob2].entries()) {
      const theirs = months.filter((m) => m.userId === played.managers[i]);
      const body = pageOfName(shown);
      for (const m of theirs) expect(body).toContain(`<li>Manager of the month, season 1, weeks ${m.fromRound}–${m.toRound}</li>`);
      expect(body.match(/<li>Manager of the month/g)?.length ?? 0).toBe(theirs.length);
    }
    // No Discord id on any page: no manager's, nor the server's, nor anything written as one.
    for (const p of pages) {
      const text = p.body.replace(/<[^>]+>/g, ' ');
      for (const id of played.managers) expect(p.body, p.url).not.toContain(id);
      expect(text, p.url).not.toMatch(/\d{17,20}/);
    }
    // A name the league's server shows for no manager, or spelt otherwise, is no page.
    for (const shown of ['Carol', 'bob', played.managers[0]!, 'Bob (3)'])
      expect((await get(`/l/${played.slug}/manager/${encodeURIComponent(shown)}`)).status).toBe(404);
  });

  it('GIVEN a manager whose server name changes THEN, at his next command, his page moves to the new name and the old one is gone', async () => {
    const url = (shown: string) => `/l/${played.slug}/manager/${encodeURIComponent(shown)}`;
    expect((await get(url('Bob'))).status).toBe(200);
    // The page knows a name changed by when it changed: each change here comes a day later.
    const at = (day: number) => ({ db: database().db, clock: testClock(new Date(`2026-03-0${day}T12:00:00Z`)) });
    await noteMemberName(at(1), { guildId: 'g-web', userId: played.managers[1]!, displayName: '  Robert ' });
    // A member who never managed here is not kept.
    await noteMemberName(at(2), { guildId: 'g-web', userId: '310000000000000099', displayName: 'Watcher' });
    expect((await get(url('Robert'))).status).toBe(200);
    expect((await get(url('Bob'))).status).toBe(200);
    expect((await get(url('Bob (2)'))).status).toBe(404);
    expect((await get(url('Watcher'))).status).toBe(404);
    expect((await get(`/l/${played.slug}/club/${played.clubs[1]!.id}`)).body).toContain('<bdi>Robert</bdi>');
    await noteMemberName(at(3), { guildId: 'g-web', userId: played.managers[1]!, displayName: 'Bob' });
    expect((await get(url('Bob (2)'))).status).toBe(200);
  });

  it("GIVEN a league with cups THEN its cups pages show each competition's rounds, scores and winners, and the ties told in full", () => {
    const cups = kinds('cups');
    expect(cups.map((p) => p.url).sort()).toEqual([`/l/${played.slug}/cups`, `/l/${played.slug}/cups?season=1`, `/l/${played.slug}/cups?season=2`]);
    expect(pageOf(leaguePath(played.slug)).body).toContain(`<a href="/l/${played.slug}/cups">Cups</a>`);
    const first = pageOf(`/l/${played.slug}/cups?season=1`).body;
    expect(first).toContain('<h1>Cups, season 1</h1>');
    const captions = [...first.matchAll(/<caption>\s*Cup ([^<]+?)\s*<\/caption>/g)].map((m) => m[1]);
    expect(captions).toEqual(['round 1', 'round 2', 'quarter-final', 'semi-final', 'final']);
    const rows = (caption: string) => first.split(caption)[1]!.split('</table>')[0]!.match(/<tr>/g)!.length - 1;
    expect([16, 8, 4, 2, 1].map((n, i) => rows(`Cup ${captions[i]}`) === n)).toEqual([true, true, true, true, true]);
    expect(first).toMatch(/<p>Winners: <a href="\/l\/[0-9a-f]{32}\/club\/[^"]+"><bdi>[^<]+<\/bdi><\/a><\/p>/);
    // The managers' ties were told in full in the channel: here each has its commentary, and its score links to it.
    expect(first).toContain('<h2>Ties in full</h2>');
    const reports = [...first.matchAll(/<h3 id="(tie-\d+)">/g)].map((m) => m[1]!);
    expect(reports.length).toBeGreaterThanOrEqual(4);
    for (const id of reports) expect(first).toContain(`href="#${id}"`);
    expect(first.match(/<span class="minute">\d+&#39;<\/span>/g)!.length).toBeGreaterThan(reports.length);
    // Each tie played has its dice beside its commentary, every roll with its rule; a shoot-out's kicks among them.
    const sections = first.split('<h3 id="tie-').slice(1);
    for (const section of sections.filter((s) => s.includes('<ol class="commentary">'))) {
      expect(section).toContain('<details><summary>Every roll of the tie</summary>');
      expect(section).toContain('<td>Shot against save (d6 each)</td>');
      const kicks = section.includes('<h4>Penalties</h4>') ? section.split('<h4>Penalties</h4>')[1]!.split('</ol>')[0]!.match(/<li>/g)!.length : 0;
      expect(section.match(/<td>Penalty shoot-out: /g)?.length ?? 0).toBe(kicks);
    }
    // Season two: Europe joins the cup, foreign clubs shown by name, with no page of their own.
    const second = pageOf(`/l/${played.slug}/cups`).body;
    expect(second).toContain('<h1>Cups, season 2</h1>');
    for (const competition of ['Cup', 'European Cup', 'Cup-Winners&#39; Cup', 'UEFA Cup']) expect(second).toContain(`>${competition}</h2>`);
    // The hostile names are escaped and isolated on the cups pages as on the others.
    const text = cups.map((p) => p.body).join('\n');
    expect(HOSTILE_NAMES.filter((n) => text.includes(`<bdi>${escapeHtml(n)}</bdi>`)).length).toBeGreaterThan(0);
    expect(text).not.toContain('<script>alert');
  });

  it('GIVEN a match report in a week’s story THEN it links to its page when the bot has a public address', async () => {
    const rows = await database()
      .db.selectFrom('outbox')
      .selectAll()
      .where('league_id', '=', played.league.id)
      .where('kind', '=', 'week-story')
      .orderBy('id', 'desc')
      .execute();
    const row = rows.find((r) => (r.payload as WeekStoryMessage).parts.some((p) => p.kind === 'match'))!;
    const message = {
      ...row,
      leagueId: row.league_id,
      channelId: row.channel_id,
      attempts: 0,
      createdAt: row.created_at,
      message: row.payload,
    } as unknown as OutboxMessage;
    const reportOf = (m: OutboxMessage) => {
      if (m.kind !== 'week-story') throw new Error('not a week’s story');
      return m.message.parts.find((p) => p.kind === 'match')!.message as MatchMessage;
    };
    const linked = reportOf(withMatchLink(message, 'https://dugout.example.org/'));
    expect(linked.webUrl).toMatch(new RegExp(`^https://dugout\\.example\\.org/l/${played.slug}/match/2/\\d/\\d+/[^/]+$`));
    const names = nameBook(linked.names.players, linked.names.clubs);
    expect(renderMatch(linked, names).url).toBe(linked.webUrl);
    expect(renderMatchStory(linked, names).url).toBe(linked.webUrl);
    expect((await get(linked.webUrl!.replace('https://dugout.example.org', ''))).status).toBe(200);
    expect(renderMatchStory(reportOf(withMatchLink(message, undefined)), names).url).toBeUndefined();
  });

  it('GIVEN addresses that are no page THEN each answers the 404 page, with the same headers', async () => {
    const slug = played.slug;
    const misses = [
      '/',
      `/l/${'0'.repeat(32)}`,
      '/l/not-a-slug',
      `/l/${slug.toUpperCase()}`,
      `/l/${slug}/club/nobody`,
      `/l/${slug}/match/1/0/1/nobody`,
      `/l/${slug}/match/x/0/1/c1`,
      `/l/${slug}/fixtures?season=99`,
      `/l/${slug}/fixtures?season=<script>`,
      `/l/${slug}/cups?season=99`,
      `/l/${slug}/cups?season=x`,
      `/l/${slug}/nothing`,
    ];
    for (const url of misses) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toContain('<h1>Page not found</h1>');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('GIVEN a match address with a number spelt another way THEN it answers 404: the cache holds one copy of each page, not one per spelling', async () => {
    const canonical = kinds('match/')[0]!.url;
    const [, slugPart, season, division, round, homeId] = /^(\/l\/[0-9a-f]+\/match)\/(\d+)\/(\d+)\/(\d+)\/([^/]+)$/.exec(canonical)!;
    const spellings = [
      `${slugPart}/0${season}/${division}/${round}/${homeId}`,
      `${slugPart}/${season}/0${division}/${round}/${homeId}`,
      `${slugPart}/${season}/${division}/00${round}/${homeId}`,
      `${slugPart}/00${season}/00${division}/0${round}/${homeId}`,
      `${slugPart}/${season}/${division}/${round}/${homeId!.toUpperCase()}`,
    ];
    expect((await get(canonical)).status).toBe(200);
    expect(await Promise.all(spellings.map(async (url) => (await get(url)).status))).toEqual(spellings.map(() => 404));
    expect((await get(`${leaguePath(played.slug)}/fixtures?season=01`)).status).toBe(404);
  });

  it('GIVEN an id holding a NUL byte, an emoji or other junk THEN the page answers 404 before any query, and logs no fault', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    const watched = await buildWebServer({ deps: deps(), logger, rateLimit: { max: 100_000, windowMs: 60_000 } });
    try {
      const base = leaguePath(played.slug);
      const urls = [
        `${base}/club/%00`,
        `${base}/club/c1%00`,
        `${base}/club/%F0%9F%98%80`,
        `${base}/club/c1'--`,
        `${base}/match/1/0/1/%00`,
        `${base}/match/1/0/1/c1%00x`,
        `${base}/match/1%00/0/1/c1`,
        `${base}/fixtures?season=%00`,
        `${base}%00`,
      ];
      const statuses = [];
      for (const url of urls) statuses.push((await watched.inject({ method: 'GET', url })).statusCode);
      expect(statuses).toEqual(urls.map(() => 404));
      expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it("GIVEN an address Fastify cannot decode, or a part of it too long THEN its own 400 or 414 carries every page's security headers", async () => {
    for (const [url, status] of [
      ['/l/%zz', 400],
      [`/l/${played.slug}/club/%E0%A4%A`, 400],
      [`/l/${'a'.repeat(600)}`, 414],
      [`/l/${played.slug}/club/${'c'.repeat(600)}`, 414],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.body).not.toContain(played.slug);
    }
  });

  it('GIVEN a manager says he is ready THEN the front page shows it at once, not a cached copy', async () => {
    const before = (await get(leaguePath(played.slug))).body;
    await markReady(deps(), { leagueId: played.league.id, userId: played.managers[1]! });
    const after = (await get(leaguePath(played.slug))).body;
    expect(before.match(/<td>Ready<\/td>/g)).toHaveLength(1);
    expect(after.match(/<td>Ready<\/td>/g)).toHaveLength(2);
  });

  it('GIVEN the page turned off THEN every address of it answers 404, and on again it answers', async () => {
    const admin = { leagueId: played.league.id, actorUserId: 'admin', isAdmin: true };
    const someMatch = kinds('match/')[0]!.url;
    await updateSettings(deps(), { ...admin, changes: { web: false } });
    expect((await get(leaguePath(played.slug))).status).toBe(404);
    expect((await get(someMatch)).status).toBe(404);
    await updateSettings(deps(), { ...admin, changes: { web: true } });
    expect((await get(someMatch)).status).toBe(200);
  });

  it('GIVEN leagues THEN each has its own 32-hex-digit address, and the link joins it to PUBLIC_URL', async () => {
    const slugs = (await database().db.selectFrom('leagues').select('web_slug').execute()).map((r) => r.web_slug);
    for (const slug of slugs) expect(slug).toMatch(WEB_SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(publicLink('https://x.org/', leaguePath(played.slug))).toBe(`https://x.org/l/${played.slug}`);
  });

  it('GIVEN a league not started yet THEN its pages answer and say so', async () => {
    const fresh = await createLeague(deps(), {
      guildId: 'g-web',
      channelId: 'ch-web-fresh',
      name: 'Fresh',
      actorUserId: 'admin',
      isAdmin: true,
      options: { humanClubs: 2, seed: 3, schedule: { kind: 'interval', hours: 24 } },
    });
    const slug = (await database().db.selectFrom('leagues').select('web_slug').where('id', '=', fresh.id).executeTakeFirstOrThrow()).web_slug;
    const front = await get(leaguePath(slug));
    expect(front.status).toBe(200);
    expect(front.body).toContain('<p>Not started yet</p>');
    expect(front.body).toContain('No deadline set.');
    const history = await get(`${leaguePath(slug)}/history`);
    expect(history.body).toContain('No season has finished yet.');
    // It plays no cups: no cups link, and no cups page.
    expect(front.body).not.toContain('Cups</a>');
    expect((await get(`${leaguePath(slug)}/cups`)).status).toBe(404);
  });

  it('GIVEN one address asking too fast THEN the rate limit answers 429 with a page', async () => {
    const limited = await buildWebServer({ deps: deps(), logger: silent, rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.inject({ method: 'GET', url: leaguePath(played.slug) })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const res = await limited.inject({ method: 'GET', url: leaguePath(played.slug) });
      expect(res.statusCode).toBe(429);
      expect(res.body).toContain('<h1>Too many requests</h1>');
      // An address that is no league's page is counted in a budget of its own (tests/web/visitors.test.ts).
      expect((await limited.inject({ method: 'GET', url: '/l/x' })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
