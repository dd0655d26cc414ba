import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LeagueDeps } from '../../src/league/deps.js';
import { leaguePath } from '../../src/league/web/index.js';
import { createLogger } from '../../src/logger.js';
import { buildWebServer } from '../../src/web/server.js';
import { playedCardsWebLeague } from '../support/cards-web-league.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { englishLines } from '../support/english-words.js';
import { playedFortunesWebLeague, playFortunesTurns, startedFortunesGame } from '../support/fortunes-game-web-league.js';

/**
 * The one page of a card game league and of a Football Fortunes game that posts in German is German too: the frame,
 * every heading, caption and column head, each duel and turn, the cups, dates and money; names are shown as they are.
 * The English pages are tests/web/cards-page.test.ts's and fortunes-game-page.test.ts's, as they were.
 */

const silent = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });

/** The page as a visitor reads it, names left out (a club's name is the same in every language): a line per block. */
const visible = (page: string) =>
  page
    .split('<body>')[1]!
    .split('<script>')[0]!
    .replace(/<bdi>[^<]*<\/bdi>/g, '')
    .replace(/<\/(p|h\d|tr|li|caption|summary|th|td)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describeOnEachDatabase('the page of a card game or a Fortunes game that posts in German', (database) => {
  let app: FastifyInstance | undefined;
  const deps = (): LeagueDeps => ({ db: database().db, clock: testClock() });
  const slugOf = async (leagueId: string) =>
    (await database().db.selectFrom('leagues').select('web_slug').where('id', '=', leagueId).executeTakeFirstOrThrow()).web_slug;
  const get = async (slug: string) => {
    const res = await app!.inject({ method: 'GET', url: leaguePath(slug) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const expectGerman = (page: string) => {
    expect(page).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(englishLines(visible(page))).toEqual([]);
  };

  beforeAll(async () => {
    app = await buildWebServer({ deps: deps(), logger: silent, rateLimit: { max: 100_000, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GIVEN a card game in German, rounds and a cup tie played THEN its page is German: the table, the cup, each duel, the trophies', async () => {
    const { slug } = await playedCardsWebLeague(deps(), 8, 'de');
    const page = await get(slug);
    expectGerman(page);
    const text = visible(page);
    for (const words of [
      'Tabelle, Pokal und Ergebnisse',
      'Das Kartenspiel, Saison 1 von 2.',
      'Nächster Termin:',
      'Tabelle der Saison 1',
      'Titelpunkte',
    ])
      expect(text).toContain(words);
    expect(page).toContain('<abbr title="Spiele">Sp.</abbr>');
    expect(page).toContain('<abbr title="Punkte">Pkt.</abbr>');
    for (const heading of ['Tabelle', 'Pokal', 'Ergebnisse, Saison 1', 'Titel']) expect(page).toContain(`>${heading}</h2>`);
    expect(page).toMatch(/<h3 id="match-0">\d+\. (Liga|Pokal)runde: <bdi>[^<]+<\/bdi> \d+:\d+ <bdi>/);
    expect(text).toContain('Anpfiff:');
    expect(text).toMatch(/(In der Abwehr|Im Mittelfeld|Im Angriff|Im Tor) (setzt sich|steht|sind) .+\(Stärke \d\)/);
    expect(text).toMatch(/Endstand: \d+:\d+ \(halbe Tore/);
    expect(text).toMatch(/Mi\.|Di\.|Do\.|Fr\.|Sa\.|So\.|Mo\./);
  });

  it('GIVEN a Fortunes game in German in its second season THEN its page is German: the table of ten, every turn, the cups by their German names, the game points, the squads', async () => {
    const { slug } = await playedFortunesWebLeague(deps(), { turns: 30, language: 'de' });
    const page = await get(slug);
    expectGerman(page);
    const text = visible(page);
    for (const heading of [
      'Die Zehnertabelle',
      'Ergebnisse Zug um Zug, Saison 2',
      'Die Pokale, Saison 2',
      'Spielpunkte',
      'Die Kader der Manager',
      'Gespielte Saisons',
    ])
      expect(page, heading).toContain(`>${heading}</h2>`);
    for (const cup of ['FA-Pokal', 'Europapokal der Landesmeister', 'Europapokal der Pokalsieger', 'UEFA-Pokal'])
      expect(page).toContain(`">${cup}</h3>`);
    expect(text).toMatch(/Zug \d+: \d+\. Ligarunde/);
    expect(page).toMatch(/<td class="n">Abw\. \d+ Angr\. \d+<\/td><td class="n">\d+:\d+<\/td>/);
    expect(page).toContain('<abbr title="Saison 1">Sais. 1</abbr>');
    expect(page).toContain('<abbr title="Abwehr und Angriff">Elf</abbr>');
    expect(text).toContain('Football Fortunes, Saison 2 von 2, die Vereine des Computers auf Spielstärke 2.');
  });

  it('GIVEN a one-season Fortunes game in German played to its end THEN the winner, the archive and the money read in German', async () => {
    const league = await playFortunesTurns(deps(), await startedFortunesGame(deps(), { seasons: 1, seed: 3, language: 'de' }));
    expect(league.phase).toBe('finished');
    const page = await get(await slugOf(league.id));
    expectGerman(page);
    const text = visible(page);
    expect(text).toMatch(/🏆 Das Spiel ist vorbei: .*(gewinnt|gewinnen) mit \d+ Spielpunkten\./);
    expect(text).toContain('Nach 1 Saison ist die Liga archiviert');
    expect(text).toMatch(/einen Punkt für je volle 100\.000\s£ Guthaben/);
    expect(page).not.toContain('Wer ist bereit?');
  });

  it('GIVEN a Fortunes game in German before its first turn THEN the page says so in German', async () => {
    const league = await startedFortunesGame(deps(), { seed: 5, language: 'de' });
    const page = await get(await slugOf(league.id));
    expectGerman(page);
    expect(page).toContain('In dieser Saison ist noch kein Zug gespielt.');
    expect(page).toContain('Wer ist bereit?');
  });
});
