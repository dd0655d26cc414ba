import { describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { withCupRounds } from '../../src/discord/render/cup-weeks.render.js';
import { renderFixtures, renderHistory, renderResults } from '../../src/discord/render/league.render.js';
import { renderTables } from '../../src/discord/render/table.render.js';
import { webPageAnswer } from '../../src/discord/render/web.render.js';
import { cupRoundsAfterWeek, type DivisionTableView, type HistoryView } from '../../src/league/index.js';
import { englishLines } from '../support/english-words.js';

/** Every word of an embed a reader sees, the commands it names (`/pokal`, `/liga chronik saison:`) left out. */
const embedText = (embed: APIEmbed) =>
  [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]), embed.footer?.text]
    .filter(Boolean)
    .join('\n')
    .replace(/`[^`]*`/g, '');

const fixture = { season: 1, division: 1 as const, round: 3, homeId: 'c1', homeName: 'Stonebury Rangers', awayId: 'c2', awayName: 'Fenwick Vale' };
const result = { ...fixture, homeGoals: 2, awayGoals: 1 };

const table: DivisionTableView = {
  division: 0,
  rows: [
    {
      position: 1,
      clubId: 'c1',
      clubName: 'Stonebury Rangers',
      played: 3,
      won: 2,
      drawn: 1,
      lost: 0,
      goalsFor: 6,
      goalsAgainst: 2,
      goalDifference: 4,
      points: 7,
      managerUserId: 'u1',
    },
    {
      position: 2,
      clubId: 'c2',
      clubName: 'Fenwick Vale',
      played: 3,
      won: 0,
      drawn: 1,
      lost: 2,
      goalsFor: 2,
      goalsAgainst: 6,
      goalDifference: -4,
      points: 1,
      managerUserId: null,
    },
  ],
} as DivisionTableView;

const history: HistoryView = {
  seasons: [
    {
      season: 2,
      champion: 'c1',
      runnerUp: 'c2',
      divisions: [{ index: 0, table: [], promoted: [], relegated: ['c2'] }],
      topScorers: [{ playerId: 'p1', name: 'Tom Hart', clubId: 'c1', goals: 12 }],
      cups: [{ competition: 'cup', winnerId: 'c1', runnerUpId: 'c2' }],
    },
  ],
  finished: 3,
  clubNames: { c1: 'Stonebury Rangers', c2: 'Fenwick Vale' },
};

describe('/league fixtures, results, table and history in German', () => {
  it('GIVEN a week’s fixtures and results THEN German names the matchday and the division and writes the score its way', () => {
    const fixtures = renderFixtures([fixture], 'de');
    expect(fixtures.title).toBe('Spielplan');
    expect(fixtures.fields).toEqual([{ name: '3. Spieltag · 2. Liga', value: 'Stonebury Rangers – Fenwick Vale' }]);
    const results = renderResults([result], 'de');
    expect(results.title).toBe('Ergebnisse');
    expect(results.fields).toEqual([{ name: '3. Spieltag · 2. Liga', value: 'Stonebury Rangers **2:1** Fenwick Vale' }]);
    expect(renderFixtures([], 'de').description).toBe('Keine Spiele mehr angesetzt.');
    expect(renderResults([], 'de').description).toBe('Noch keine Ergebnisse.');
    for (const embed of [fixtures, results, renderFixtures([], 'de'), renderResults([], 'de')]) expect(englishLines(embedText(embed))).toEqual([]);
  });

  it('GIVEN the same views in English THEN they read as they always did', () => {
    expect(renderFixtures([fixture])).toEqual({
      title: 'Fixtures',
      color: renderFixtures([fixture]).color,
      fields: [{ name: 'Week 3 · Second Division', value: 'Stonebury Rangers v Fenwick Vale' }],
    });
    expect(renderResults([result]).fields).toEqual([{ name: 'Week 3 · Second Division', value: 'Stonebury Rangers **2–1** Fenwick Vale' }]);
    expect(renderResults([result], 'en')).toEqual(renderResults([result]));
    expect(renderFixtures([]).description).toBe('No fixtures to come.');
    expect(renderResults([]).title).toBe('Results');
    expect(renderResults([]).description).toBe('No results yet.');
  });

  it('GIVEN the cup rounds after a week THEN German names them as its posts do and points to /pokal', () => {
    const after = (week: number, season = 2) =>
      withCupRounds(renderResults([], 'de'), { cups: true, week, rounds: cupRoundsAfterWeek('cup+europe', season, week) }, 'de').fields!.at(-1)!;
    expect(after(14)).toEqual({ name: 'Nach dem 14. Spieltag', value: 'Pokal, Finale: Paarungen und Ergebnisse zeigt `/pokal`.' });
    expect(after(6)).toEqual({ name: 'Nach dem 6. Spieltag', value: 'Europapokal, Viertelfinale: Paarungen und Ergebnisse zeigt `/pokal`.' });
    expect(after(2).value).toBe('Pokal, 1. Runde: Paarungen und Ergebnisse zeigt `/pokal`.');
    expect(after(4).value).toBe('Auf den 4. Spieltag folgt keine Pokalrunde; die Paarungen in Pokal und Europapokal zeigt `/pokal`.');
    const all = withCupRounds(renderFixtures([], 'de'), { cups: true, rounds: [] }, 'de').fields!.at(-1)!;
    expect(all).toEqual({ name: 'Pokale', value: 'Die Paarungen in Pokal und Europapokal zeigt `/pokal`.' });
    // Two rounds after one week: a German list, each stage keeping its comma.
    const two = withCupRounds(
      renderResults([], 'de'),
      {
        cups: true,
        week: 14,
        rounds: [
          { competitions: 'Cup', roundName: 'final' },
          { competitions: 'Europe', roundName: 'final' },
        ],
      },
      'de',
    );
    expect(two.fields!.at(-1)!.value).toBe('Pokal, Finale und Europapokal, Finale: Paarungen und Ergebnisse zeigt `/pokal`.');
    for (const week of [2, 3, 4, 6, 14])
      expect(
        englishLines(
          embedText(withCupRounds(renderResults([], 'de'), { cups: true, week, rounds: cupRoundsAfterWeek('cup+europe', 2, week) }, 'de')),
        ),
      ).toEqual([]);
    expect(englishLines(embedText(two))).toEqual([]);
    expect(englishLines(embedText({ fields: [all] }))).toEqual([]);
  });

  it('GIVEN two rounds after one week in English THEN they are listed as before', () => {
    const two = withCupRounds(renderResults([]), {
      cups: true,
      week: 14,
      rounds: [
        { competitions: 'Cup', roundName: 'final' },
        { competitions: 'Europe', roundName: 'final' },
      ],
    });
    expect(two.fields!.at(-1)).toEqual({ name: 'After week 14', value: 'Cup final, Europe final: the ties and scores are in `/cup`.' });
  });

  it('GIVEN a division’s table THEN German heads it and its columns in German', () => {
    const [embed] = renderTables([table], undefined, 'de');
    expect(embed!.title).toBe('Tabelle: 1. Liga');
    expect(embed!.description).toContain('Verein');
    expect(englishLines(embedText(embed!))).toEqual([]);
    expect(renderTables([table])[0]!.title).toBe('Table: Premier Division');
  });

  it('GIVEN the history THEN German tells the seasons, the missing season and the earlier ones', () => {
    const [season] = renderHistory(history, 'de');
    expect(season!.title).toBe('Saison 2');
    expect(season!.footer!.text).toBe('3 Saisons sind zu Ende. `/liga chronik saison:<Nummer>` zeigt eine frühere.');
    expect(englishLines(embedText(season!))).toEqual([]);
    const none = renderHistory({ seasons: [], clubNames: {} }, 'de')[0]!;
    expect(none).toMatchObject({ title: 'Chronik', description: 'Noch ist keine Saison zu Ende.' });
    const missing = renderHistory({ seasons: [], finished: 4, clubNames: {} }, 'de')[0]!;
    expect(missing.description).toBe('Diese Saison gibt es nicht: Zu Ende sind die Saisons 1 bis 4.');
    expect(renderHistory({ seasons: [], finished: 1, clubNames: {} }, 'de')[0]!.description).toBe(
      'Diese Saison gibt es nicht: Zu Ende ist bisher nur Saison 1.',
    );
    for (const embed of [none, missing]) expect(englishLines(embedText(embed))).toEqual([]);
  });

  it('GIVEN the history in English THEN it reads as it always did', () => {
    const [season] = renderHistory(history);
    expect(season!.title).toBe('Season 2');
    expect(season!.footer!.text).toBe('3 seasons have finished. /league history season:<number> shows an earlier one.');
    expect(renderHistory({ seasons: [], clubNames: {} })[0]).toMatchObject({ title: 'History', description: 'No season has finished yet.' });
    expect(renderHistory({ seasons: [], finished: 4, clubNames: {} })[0]!.description).toBe('No such season: seasons 1 to 4 have finished.');
  });

  describe('/league web', () => {
    const slug = 'a'.repeat(32);
    const url = 'https://dugout.example.org';

    it('GIVEN German THEN the link, the page turned off and a bot without an address are told in German, for every game', () => {
      expect(webPageAnswer({ slug, shown: true }, url, false, 'football', 'de')).toBe(
        `Die Webseite der Liga (Tabellen, Spielplan, Spielberichte, Vereine, Chronik): ${url}/l/${slug}`,
      );
      const answers = [
        ...(['football', 'cards', 'fortunes'] as const).map((game) => webPageAnswer({ slug, shown: true }, url, false, game, 'de')),
        webPageAnswer({ slug, shown: false }, url, false, 'football', 'de'),
        webPageAnswer({ slug, shown: true }, undefined, true, 'football', 'de'),
        webPageAnswer({ slug, shown: true }, undefined, false, 'football', 'de'),
      ];
      expect(answers[3]).toContain('`/liga einstellungen webseite:true`');
      expect(answers[4]).toContain('PUBLIC_URL');
      expect(answers[5]).toBe('Diese Liga hat noch keine Webseite.');
      for (const answer of answers) expect(englishLines(answer.replace(/`[^`]*`/g, '').replace(url, ''))).toEqual([]);
    });

    it('GIVEN English THEN /league web reads as it always did', () => {
      expect(webPageAnswer({ slug, shown: true }, url, false, 'football', 'en')).toBe(
        `The league's web page (tables, fixtures, match reports, clubs, history): ${url}/l/${slug}`,
      );
      expect(webPageAnswer({ slug, shown: false }, url)).toBe(
        'The league web page is off. A league admin turns it on with `/league settings web:true`.',
      );
      expect(webPageAnswer({ slug, shown: true }, undefined, true)).toBe(
        'This bot has no public web address yet: whoever runs it sets PUBLIC_URL (and WEB_PORT) to serve league pages.',
      );
    });
  });
});
