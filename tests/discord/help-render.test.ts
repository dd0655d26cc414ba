import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/discord/limits.js';
import { HELP_TOPICS, renderHelp } from '../../src/discord/render/help.render.js';
import { renderGuide } from '../../src/discord/render/guide.render.js';
import { fortunesGameHelp } from '../../src/discord/render/fortunes-game-help.render.js';
import { renderHelpLines } from '../../src/discord/render/help.render.js';
import { fitsDiscord } from '../../src/discord/split.js';
import type { LeagueSummary } from '../../src/league/shared/views.js';
import { LOCALES } from '../../src/i18n/locales.js';

const TITLES = { en: /^Help: [A-Z]/, de: /^Hilfe: [A-ZÄÖÜ]/ } as const;

describe('/help', () => {
  it.each(LOCALES.flatMap((locale) => HELP_TOPICS.map((topic) => [locale, topic] as const)))(
    'GIVEN %s and the topic %s THEN it has a title and lines with no raw codes, within an embed',
    (locale, topic) => {
      const embed = renderHelp(topic, locale);
      expect(embed.title).toMatch(TITLES[locale]);
      expect(embed.description!.split('\n').length).toBeGreaterThanOrEqual(2);
      expect(embed.description!.length).toBeLessThanOrEqual(LIMITS.description);
      expect(embed.title!.length + embed.description!.length).toBeLessThanOrEqual(LIMITS.embedTotal);
      expect(embed.description).not.toMatch(/\b(FRM|ABL|RST|FIT)\b|\bT[123]\b|\(\d+w\)|[{}]/);
    },
  );

  it('GIVEN staff THEN each role shows its wage and what it does, in each language', () => {
    expect(renderHelp('staff', 'en').description).toContain('• Head Coach: £30,000 a week; lets your players train for a new position.');
    expect(renderHelp('staff', 'de').description).toContain(
      '• Cheftrainer: 30.000\u00a0£ pro Woche; lässt deine Spieler auf eine neue Position umschulen.',
    );
  });

  it('GIVEN German THEN the topics the catalogue words read in German, with the league’s figures', () => {
    expect(renderHelp('transfers', 'de').description).toContain('100.000\u00a0£ mehr nach einer 6');
    expect(renderHelp('stadium', 'de').description).toContain('7 Wochen gesperrt');
  });

  it.each(HELP_TOPICS)('GIVEN the topic %s THEN German tells it in other words than English, line by line', (topic) => {
    const english = renderHelp(topic, 'en').description!.split('\n');
    const german = renderHelp(topic, 'de').description!.split('\n');
    expect(german).toHaveLength(english.length);
    german.forEach((line, i) => expect(line).not.toBe(english[i]));
  });

  it('GIVEN German THEN deals, predictions, the card game and Fortunes carry the league’s figures and German money', () => {
    expect(renderHelp('deals', 'de').description).toContain('behält 11 Spieler und einen Torwart');
    expect(renderHelp('predictions', 'de').description).toContain('3 Punkte für das genaue Ergebnis, 1 für die richtige Tendenz');
    expect(renderHelp('cards', 'de').description).toContain('dazu 20 £');
    expect(renderHelp('fortunes', 'de').description).toMatch(/Krise: [\d.]+\u00a0£ Geldstrafe/);
    expect(renderHelp('fortunes', 'de').description).toContain('für 75 % ihres Werts');
  });
});

const league: LeagueSummary = {
  id: '1',
  guildId: 'g',
  channelId: 'c',
  name: 'Sunday League',
  game: 'football',
  season: 1,
  week: 0,
  phase: 'preseason',
  turn: 0,
  started: true,
  paused: false,
  nextDeadline: new Date('2026-03-02T19:30:00Z'),
  settings: {
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
    fortunes: true,
    cups: 'cup',
    seasons: null,
    difficulty: 2,
  },
  archived: false,
};

/** Each guide /help can show: no league, a football league with cups and the board, one every few hours, a card game. */
const GUIDES = [
  ['no league', null],
  ['a football league', league],
  ['an interval league', { ...league, nextDeadline: null, settings: { ...league.settings, schedule: { kind: 'interval' as const, hours: 1 } } }],
  ['a card game', { ...league, game: 'cards' as const }],
  ['a game of Football Fortunes', { ...league, game: 'fortunes' as const }],
] as const;

const guideText = (embed: ReturnType<typeof renderGuide>) =>
  [embed.title, embed.description, ...(embed.fields ?? []).flatMap((f) => [f.name, f.value])].join('\n');

describe('/help without a topic', () => {
  it.each(LOCALES.flatMap((locale) => GUIDES.map(([what, shown]) => [locale, what, shown] as const)))(
    'GIVEN %s and %s THEN the guide fits one message with no placeholder left',
    (locale, _what, shown) => {
      const embed = renderGuide(shown, 'https://dugout.example', locale);
      expect(fitsDiscord({ embeds: [embed] })).toBe(true);
      expect(guideText(embed)).not.toMatch(/\{[a-zA-Z]+[,}]/);
    },
  );

  it.each(GUIDES)('GIVEN %s THEN German tells the guide in other words, field by field', (_what, shown) => {
    const english = renderGuide(shown, undefined, 'en');
    const german = renderGuide(shown, undefined, 'de');
    expect(german.title).not.toBe(english.title);
    expect(german.description).not.toBe(english.description);
    german.fields!.forEach((field, i) => expect(field.value).not.toBe(english.fields![i]!.value));
  });

  it('GIVEN German THEN the schedule names its days in German, the hours by German plurals', () => {
    expect(renderGuide(league, undefined, 'de').description).toContain('Stichtage: Montag, Donnerstag um 20:00 Uhr (Europe/Berlin).');
    expect(renderGuide(GUIDES[2][1], undefined, 'de').description).toContain('Stichtage: jede Stunde.');
    expect(renderGuide(GUIDES[2][1], undefined, 'en').description).toContain('Deadlines: every 1 hour.');
  });
});

describe('/help topic:fortunes in a game of Football Fortunes', () => {
  it.each(LOCALES)('GIVEN %s THEN the board game is told within an embed, no placeholder left', (locale) => {
    const embed = renderHelpLines(fortunesGameHelp(locale), locale);
    expect(embed.title).toMatch(TITLES[locale]);
    expect(embed.description!.length).toBeLessThanOrEqual(LIMITS.description);
    expect(embed.description).not.toMatch(/[{}]/);
  });

  it('GIVEN German THEN every line differs from English and the money is German', () => {
    const english = fortunesGameHelp('en').lines;
    const german = fortunesGameHelp('de').lines;
    german.forEach((line, i) => expect(line).not.toBe(english[i]));
    expect(english[1]).toContain('A player is worth £20,000 a star.');
    expect(german[1]).toContain('Ein Spieler ist 20.000\u00a0£ pro Stern wert.');
  });
});
