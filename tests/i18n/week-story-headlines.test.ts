import { describe, expect, it } from 'vitest';
import { renderWeekStory } from '../../src/discord/render/week-story.render.js';
import type { Locale } from '../../src/i18n/locales.js';
import type { Headline } from '../../src/league/shared/headline.js';

const club = (id: string, name: string) => ({ id, name, managerUserId: null });
const rovers = club('c1', 'Dugout Rovers');
const town = club('c2', 'Kingsbridge Town');

/** Every kind of headline, and the line each language tells it in. */
const HEADLINES: [Headline, Record<Locale, string>][] = [
  [
    { kind: 'big-win', club: rovers, opponent: town, goalsFor: 5, goalsAgainst: 0, home: true },
    { en: 'Dugout Rovers thrash Kingsbridge Town 5–0.', de: 'Dugout Rovers fegt Kingsbridge Town mit 5:0 vom Platz.' },
  ],
  [
    { kind: 'big-win', club: rovers, opponent: town, goalsFor: 4, goalsAgainst: 1, home: false },
    { en: 'Dugout Rovers win 4–1 away at Kingsbridge Town.', de: 'Dugout Rovers gewinnt 4:1 auswärts bei Kingsbridge Town.' },
  ],
  [
    { kind: 'signing', club: rovers, player: 'Dan Doyle', fee: 1_250_000, fromClub: 'Kingsbridge Town' },
    {
      en: '✍️ Dugout Rovers sign Dan Doyle from Kingsbridge Town for £1,250,000.',
      de: '✍️ Dugout Rovers holt Dan Doyle von Kingsbridge Town für 1.250.000\u00a0£.',
    },
  ],
  [
    { kind: 'signing', club: rovers, player: 'Dan Doyle', fee: 600_000, fromClub: null },
    { en: '✍️ Dugout Rovers sign Dan Doyle for £600,000.', de: '✍️ Dugout Rovers verpflichtet Dan Doyle für 600.000\u00a0£.' },
  ],
  [
    { kind: 'injury', club: rovers, playerId: 'p1', weeks: 1 },
    { en: '🩹 Dugout Rovers lose Ian Mason to injury for 1 week.', de: '🩹 Dugout Rovers muss 1 Woche auf den verletzten Ian Mason verzichten.' },
  ],
  [
    { kind: 'injury', club: rovers, playerId: 'p1', weeks: 7, more: [{ playerId: 'p2', weeks: 3 }] },
    {
      en: '🩹 Dugout Rovers lose Ian Mason (7 weeks) and Dan Doyle (3 weeks) to injury.',
      de: '🩹 Dugout Rovers muss auf die verletzten Ian Mason (7 Wochen) und Dan Doyle (3 Wochen) verzichten.',
    },
  ],
  [
    {
      kind: 'injury',
      club: rovers,
      playerId: 'p1',
      weeks: 5,
      more: [
        { playerId: 'p2', weeks: 3 },
        { playerId: 'p3', weeks: 1 },
      ],
    },
    {
      en: '🩹 Dugout Rovers lose Ian Mason (5 weeks), Dan Doyle (3 weeks) and Lee Shaw (1 week) to injury.',
      de: '🩹 Dugout Rovers muss auf die verletzten Ian Mason (5 Wochen), Dan Doyle (3 Wochen) und Lee Shaw (1 Woche) verzichten.',
    },
  ],
  [
    { kind: 'race', club: rovers, division: 0, position: 1, points: 1, leaderGap: 0 },
    { en: 'Dugout Rovers top the Premier Division with 1 point.', de: 'Dugout Rovers führt die 1. Liga mit 1 Punkt an.' },
  ],
  [
    { kind: 'race', club: rovers, division: 3, position: 2, points: 20, leaderGap: 0 },
    {
      en: 'Dugout Rovers are 2nd in the Fourth Division, level on points with the leaders.',
      de: 'Dugout Rovers ist 2. in der 4. Liga, punktgleich mit dem Spitzenreiter.',
    },
  ],
  [
    { kind: 'race', club: rovers, division: 1, position: 3, points: 20, leaderGap: 2 },
    {
      en: 'Dugout Rovers are 3rd in the Second Division, 2 points off the top.',
      de: 'Dugout Rovers ist 3. in der 2. Liga, 2 Punkte hinter der Spitze.',
    },
  ],
  [
    { kind: 'stand-opened', club: rovers, stand: 'northEast' },
    { en: '🏟️ Dugout Rovers open their rebuilt North-East corner.', de: '🏟️ Dugout Rovers eröffnet nach dem Umbau: die Nordost-Kurve.' },
  ],
];

function aroundTheClubs(headline: Headline, locale: Locale) {
  const embeds = renderWeekStory({
    parts: [],
    headlines: [headline],
    undecided: [],
    headlineNames: { players: { p1: 'Ian Mason', p2: 'Dan Doyle', p3: 'Lee Shaw' }, clubs: {} },
    ...(locale === 'en' ? {} : { locale }),
  });
  return embeds.at(-1)!;
}

describe("the week story's headlines in each language", () => {
  it.each(HEADLINES.flatMap(([headline, lines]) => (['en', 'de'] as const).map((locale) => ({ headline, locale, line: lines[locale] }))))(
    'GIVEN a $headline.kind headline in $locale THEN it reads "$line"',
    ({ headline, locale, line }) => {
      const embed = aroundTheClubs(headline, locale);
      expect(embed.title).toBe(locale === 'en' ? 'Around the clubs' : 'Aus den Vereinen');
      expect(embed.description).toBe(line);
    },
  );

  it('GIVEN divisions decided at the season end THEN each language lists them its own way', () => {
    const heading = (locale: Locale) =>
      renderWeekStory({
        parts: [],
        headlines: [],
        undecided: [1, 2, 3],
        headlineNames: { players: {}, clubs: {} },
        ...(locale === 'en' ? {} : { locale }),
      })[0]!;
    expect(heading('en').description).toBe('The Second, Third and Fourth Divisions are decided at the season’s end.');
    expect(heading('de').description).toBe('Die 2. Liga, 3. Liga und 4. Liga werden am Saisonende entschieden.');
    expect(heading('de').title).toBe('Neues aus der Liga');
  });
});
