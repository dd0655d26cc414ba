import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/discord/limits.js';
import { renderSettings } from '../../src/discord/render/league.render.js';
import { webPageSetting } from '../../src/discord/render/web.render.js';
import { LOCALES } from '../../src/i18n/locales.js';
import type { LeagueSettingsView } from '../../src/league/index.js';

const plain: LeagueSettingsView = {
  engine: 'classic',
  homeAdvantages: false,
  substitutions: 3,
  live: false,
  dice: 'spoiler',
  language: 'en',
  schedule: { kind: 'weekly', days: [1, 4], time: '20:00', timeZone: 'Europe/Berlin' },
  advanceWhenReady: true,
  reminderOffsetsHours: [],
  adminRoleId: null,
  fortunes: false,
  seasons: null,
  difficulty: 2,
  hideDealFees: false,
};

/** Every option set another way than the plain league's. */
const everyOther: LeagueSettingsView = {
  ...plain,
  engine: 'detailed',
  homeAdvantages: true,
  substitutions: 5,
  live: true,
  dice: 'shown',
  language: 'de',
  schedule: { kind: 'interval', hours: 12 },
  advanceWhenReady: false,
  reminderOffsetsHours: [24, 2],
  adminRoleId: '123456789012345678',
  fortunes: true,
  seasons: 3,
  difficulty: 4,
  hideDealFees: true,
  cups: 'cup+europe',
};

describe('/league settings in each language', () => {
  it.each(LOCALES.flatMap((locale) => [plain, everyOther].map((settings, i) => [locale, i] as const)))(
    'GIVEN %s and settings %s THEN every line is worded, with no placeholder left, within a message',
    (locale, i) => {
      const text = renderSettings([plain, everyOther][i]!, 'football', locale);
      expect(text.split('\n')).toHaveLength(13);
      expect(text).not.toMatch(/\{[a-zA-Z]+[,}]/);
      expect(text.length + 200).toBeLessThanOrEqual(LIMITS.content);
    },
  );

  it('GIVEN English THEN the settings read as they always have', () => {
    const text = renderSettings(everyOther, 'football', 'en');
    expect(text).toContain('Deadlines: every 12 hours\nPlays early when everyone is ready: no\nReminders: 24 h, 2 h before the deadline');
    expect(text).toContain('Match engine: detailed, 5 substitutions a side, home advantages\nCups: the Cup, and Europe from season two');
    expect(text).toContain('Dice in match reports: shown');
    expect(text).toContain('Game length: 3 seasons\nDifficulty: 4 (hardest)');
    expect(renderSettings(plain)).toContain('Deadlines: Monday, Thursday at 20:00 (Europe/Berlin)');
  });

  it('GIVEN German THEN each line, and each setting’s value, is German', () => {
    const text = renderSettings(everyOther, 'football', 'de');
    expect(text).toContain('Stichtage: alle 12 Stunden\nFrüher spielen, wenn alle fertig sind: nein\nErinnerungen: 24 Std., 2 Std. vor dem Stichtag');
    expect(text).toContain('Spiel-Engine: ausführlich, 5 Wechsel pro Team, mit Heimvorteil');
    expect(text).toContain('Würfel in den Spielberichten: sichtbar');
    expect(text).toContain('Spieldauer: 3 Saisons\nSchwierigkeit: 4 (am schwersten)');
    expect(renderSettings(plain, 'football', 'de')).toContain('Stichtage: Montag, Donnerstag um 20:00 Uhr (Europe/Berlin)');
    const english = renderSettings(everyOther, 'football', 'en').split('\n');
    text.split('\n').forEach((line, i) => expect(line).not.toBe(english[i]));
    expect(webPageSetting(true, 'de')).not.toBe(webPageSetting(true, 'en'));
  });
});

describe('/league settings of a card game and of a game of Football Fortunes', () => {
  const cards = { ...plain, cards: { managers: 1, leagueClubs: 8, cupClubs: 8, seasons: 3 } };
  const fortunes = { ...plain, fortunesGame: { managers: 4, seasons: 1, skill: 3 } };

  it('GIVEN English THEN their own lines read as they always have', () => {
    expect(renderSettings(cards, 'cards', 'en')).toContain(
      'Game: the five-a-side card game\nClubs: 1 manager’s club and 7 dummies; the cup for 8\nA season: 14 league rounds and 3 cup rounds\nGame length: 3 seasons, then the most trophy points win (league 2, cup 1)',
    );
    expect(renderSettings(fortunes, 'fortunes', 'en')).toContain(
      "Football Fortunes, the board game: 4 managers and the computer's clubs to make ten\nGame length: 1 season\nThe computer's clubs: skill level 3 of 4",
    );
  });

  it.each([
    ['cards', cards],
    ['fortunes', fortunes],
  ] as const)('GIVEN a %s game in German THEN every line is German, none left as English', (game, settings) => {
    const german = renderSettings(settings, game, 'de').split('\n');
    const english = renderSettings(settings, game, 'en').split('\n');
    expect(german).toHaveLength(english.length);
    german.forEach((line, i) => expect(line).not.toBe(english[i]));
    expect(german.join('\n')).not.toMatch(/\{[a-zA-Z]+[,}]/);
  });
});
