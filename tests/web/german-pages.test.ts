import { describe, expect, it } from 'vitest';
import type { WebAwardedPlayer, WebCupSeason, WebLeague, WebSeason } from '../../src/league/web/index.js';
import { cupsPage } from '../../src/web/pages/cups.page.js';
import { historyPage } from '../../src/web/pages/history.page.js';
import { englishLines } from '../support/english-words.js';

/**
 * The history and cups pages of a league that posts in German, from views as the league layer builds them (a played
 * league's are opened in Chromium by tests/e2e/web-browser-german.test.ts): German words, German ordinals and scores.
 */

const league = (language: 'en' | 'de'): WebLeague =>
  ({
    id: 'l1',
    name: 'Kreisliga Nord',
    season: 2,
    week: 3,
    phase: 'season',
    turn: 40,
    started: true,
    paused: false,
    nextDeadline: null,
    slug: '0123456789abcdef0123456789abcdef',
    game: 'football',
    engine: 'classic',
    language,
    cups: 'cup',
    version: '1',
    undeliveredFrom: null,
    seed: 1,
  }) as WebLeague;

const kessel = { id: 'c1', name: 'Borussia Kesselbach' };
const linden = { id: 'c2', name: 'SV Lindenau' };
const player = (name: string, line: WebAwardedPlayer['line']): WebAwardedPlayer => ({
  name,
  club: kessel,
  line,
  apps: 30,
  average: 72,
  goals: 14,
  cleanSheets: 9,
});

const SEASON: WebSeason = {
  season: 1,
  champion: kessel,
  runnerUp: linden,
  divisions: [{ division: 0, winner: kessel, promoted: [], relegated: [linden] }],
  topScorers: [{ name: 'Jens Falk', clubName: kessel.name, goals: 14 }],
  awards: {
    championsManager: { club: kessel, managed: true, manager: null },
    playerOfTheSeason: player('Jens Falk', 'A'),
    goldenBoot: player('Jens Falk', 'A'),
    bestGoalkeeper: player('Ole Brandt', 'G'),
    youngPlayer: player('Timo Scholl', 'M'),
    teamOfTheSeason: [player('Ole Brandt', 'G'), player('Kai Wendt', 'D'), player('Timo Scholl', 'M'), player('Jens Falk', 'A')],
    managersOfTheMonth: [{ fromRound: 1, toRound: 4, club: linden, manager: 'Uwe', won: 3, drawn: 1, lost: 0, points: 10 }],
  },
};

const CUPS: WebCupSeason = {
  season: 2,
  competitions: [
    {
      name: 'Cup',
      winner: null,
      rounds: [
        {
          name: 'quarter-final',
          byes: [linden],
          ties: [
            {
              home: kessel,
              away: { id: null, name: 'Fortuna Weidenhof' },
              neutral: true,
              result: { homeGoals: 2, awayGoals: 2, extraTime: true, penalties: { home: 4, away: 3 }, winner: kessel },
              reportId: 'tie-1',
            },
            { home: linden, away: kessel, neutral: false, result: null, reportId: null },
          ],
        },
      ],
    },
  ],
  reports: [
    {
      id: 'tie-1',
      title: 'Cup quarter-final',
      competition: 'Cup',
      round: 'quarter-final',
      tie: {
        home: kessel,
        away: { id: null, name: 'Fortuna Weidenhof' },
        neutral: true,
        result: { homeGoals: 2, awayGoals: 2, extraTime: true, penalties: { home: 4, away: 3 }, winner: kessel },
        reportId: 'tie-1',
      },
      commentary: [],
      penalties: [
        { club: kessel, taker: 'Jens Falk', scored: true },
        { club: { id: null, name: 'Fortuna Weidenhof' }, taker: null, scored: false },
      ],
      rolls: [],
    },
  ],
};

/** The page as a visitor reads it: the tags gone, the entities read, a line per block. */
const visible = (page: string) =>
  page
    .split('<main>')[1]!
    .split('<script>')[0]!
    .replace(/<\/(p|h\d|tr|li|caption|summary|th|td)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('the pages of a league that posts in German', () => {
  it('GIVEN a finished season THEN its history page is German: the champions, the awards, the team and the managers of the month', () => {
    const page = historyPage(league('de'), [SEASON]);
    expect(page).toContain('<html lang="de">');
    const text = visible(page);
    expect(englishLines(text)).toEqual([]);
    expect(text).toMatch(/Meister:\s+Borussia Kesselbach/);
    expect(text).toContain('Note 7,20 im Schnitt in 30 Spielen');
    expect(text).toContain('Spieltage 1–4');
    expect(text).toContain('Manager des Monats');
    expect(text).not.toContain('Trainer des Monats');
    expect(text).toContain('Torschützenkönig');
    expect(historyPage(league('en'), [SEASON])).toContain('7.20 a game over 30 games');
  });

  it("GIVEN a season's cup THEN its page is German: the round, the score after extra time and penalties, the shoot-out", () => {
    const page = cupsPage(league('de'), CUPS, [2, 1]);
    expect(page).toContain('<html lang="de">');
    const text = visible(page);
    expect(englishLines(text)).toEqual([]);
    expect(text).toContain('Pokal, Viertelfinale');
    expect(text).toContain('2:2 n. V. (4:3 i. E.)');
    expect(text).toContain('ihr Schütze verschießt');
    const english = visible(cupsPage(league('en'), CUPS, [2, 1]));
    expect(english).toContain('Cup quarter-final');
    expect(english).toContain('2–2 aet (4–3 pens)');
  });
});
