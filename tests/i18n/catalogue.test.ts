import { describe, expect, it } from 'vitest';
import { CATALOGUES, type MessageKey } from '../../src/i18n/catalogue/index.js';
import { mayMatchEnglish } from '../../src/i18n/loanwords.js';
import { LOCALES, localeOf } from '../../src/i18n/locales.js';
import { formatMoney } from '../../src/i18n/money.js';
import { placeholdersOf } from '../../src/i18n/placeholders.js';
import { t } from '../../src/i18n/translate.js';

const english = CATALOGUES.en;
const keys = Object.keys(english) as MessageKey[];
const others = LOCALES.filter((locale) => locale !== 'en');

describe('the message catalogue', () => {
  it.each(others)('GIVEN %s THEN it has every English key and no other', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual([...keys].sort());
  });

  it.each(others)('GIVEN %s THEN each message has the English placeholders, no more, no fewer', (locale) => {
    const mismatched = keys.filter((key) => placeholdersOf(CATALOGUES[locale][key]).join() !== placeholdersOf(english[key]).join());
    expect(mismatched).toEqual([]);
  });

  it.each(others)('GIVEN %s THEN no message is the English one, loanwords aside', (locale) => {
    const untranslated = keys.filter((key) => CATALOGUES[locale][key] === english[key] && !mayMatchEnglish(locale, english[key]));
    expect(untranslated).toEqual([]);
  });

  it('GIVEN a message with a plural THEN each language picks its own form and formats the number its way', () => {
    expect(t('en', 'help.stadium.cost', { cheapest: 'a', dearest: 'b', weeks: 1 })).toContain('closed for 1 week (');
    expect(t('en', 'help.stadium.cost', { cheapest: 'a', dearest: 'b', weeks: 4 })).toContain('closed for 4 weeks (');
    expect(t('de', 'help.stadium.cost', { cheapest: 'a', dearest: 'b', weeks: 1 })).toContain('1 Woche gesperrt');
    expect(t('de', 'help.stadium.cost', { cheapest: 'a', dearest: 'b', weeks: 1200 })).toContain('1.200 Wochen gesperrt');
  });

  it('GIVEN a placeholder left out THEN formatting throws rather than posting a hole', () => {
    expect(() => t('de', 'help.title')).toThrow();
  });
});

describe('money by the language', () => {
  it('GIVEN 1,250,000 pounds THEN English and German each write them their own way', () => {
    expect(formatMoney('en', 1_250_000)).toBe('£1,250,000');
    // German puts the sign after the figure, with a no-break space.
    expect(formatMoney('de', 1_250_000)).toBe('1.250.000\u00a0£');
    expect(formatMoney('de', 2.5, { pence: true })).toBe('2,50\u00a0£');
  });
});

describe("a Discord user's locale", () => {
  it.each([
    ['de', 'de'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['pt-BR', 'en'],
    [null, 'en'],
  ] as const)('GIVEN %s THEN the catalogue answers in %s', (discord, locale) => {
    expect(localeOf(discord)).toBe(locale);
  });
});
