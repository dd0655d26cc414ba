import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/discord/limits.js';
import { HELP_TOPICS, renderHelp } from '../../src/discord/render/help.render.js';
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
