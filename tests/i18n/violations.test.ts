import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { violationText } from '../../src/commentary/violation-text.js';
import { LIMITS } from '../../src/discord/limits.js';
import { CARDS_VIOLATION_REASONS } from '../../src/engine/cards/violations.js';
import { VIOLATION_REASONS } from '../../src/engine/model/violation-reasons.js';
import { violation, type ViolationParams } from '../../src/engine/model/violations.js';
import { STAFF_ROLES, STAND_KINDS } from '../../src/engine/model/types.js';
import { STAND_IDS } from '../../src/engine/stadium/stadium-chart.js';
import { CATALOGUES, type MessageKey } from '../../src/i18n/catalogue/index.js';
import { repliesEn } from '../../src/i18n/catalogue/replies.en.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { RuleViolation } from '../../src/league/errors.js';
import { t, type MessageParams } from '../../src/i18n/translate.js';

/** The ids each term param can hold, as the engine gives them. */
const TERM_IDS: Record<string, readonly string[]> = {
  role: STAFF_ROLES,
  position: ['CB', 'SB', 'CM', 'SM', 'CF'],
  stand: STAND_IDS,
  slot: ['CF+SM', 'SB+SM'],
  tactic: ['rebound', 'backsToTheWall'],
  kind: STAND_KINDS,
};

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
}

/**
 * Values for every placeholder of a message, each as long as it can be: a 32-character name, a hundred million
 * pounds, a term's longest word (the longest id), a select's first branch.
 */
function longestParams(message: string): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const walk = (elements: Element[]): void => {
    for (const element of elements) {
      const name = typeof element.value === 'string' ? element.value : '';
      if (element.type === 1) params[name] = TERM_IDS[name] ? [...TERM_IDS[name]].sort((a, b) => b.length - a.length)[0]! : 'W'.repeat(32);
      if (element.type === 2 || element.type === 6) params[name] = 100_000_000;
      if (element.type === 5) params[name] = Object.keys(element.options ?? {})[0]!;
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as unknown as Element[]);
  return params;
}

const violationKeys = Object.keys(CATALOGUES.en).filter((key) => key.startsWith('violation.') && !key.startsWith('violation.term.'));

describe('the refusals of the rules', () => {
  it('GIVEN the catalogue THEN it has a message for every reason the engines give, and none for a reason they do not', () => {
    const reasons = [...VIOLATION_REASONS, ...CARDS_VIOLATION_REASONS];
    expect(violationKeys.sort()).toEqual(reasons.map((reason) => `violation.${reason}`).sort());
  });

  it.each(Object.entries(TERM_IDS))('GIVEN every id a %s param can hold THEN each language has a word for it', (param, ids) => {
    const keys = ids.map((id) => [id, param === 'role' ? `staff.${id}` : `violation.term.${param}.${id}`] as const);
    for (const locale of LOCALES) {
      const missing = keys.filter(([id, key]) => !(key in CATALOGUES[locale]) || (locale !== 'en' && CATALOGUES[locale][key as MessageKey] === id));
      expect(missing, locale).toEqual([]);
    }
  });

  it.each(LOCALES.flatMap((locale) => VIOLATION_REASONS.map((reason) => [locale, reason] as const)))(
    'GIVEN %s and the reason %s with its longest values THEN the sentence is whole and fits one Discord message',
    (locale, reason) => {
      const params: ViolationParams = longestParams(CATALOGUES.en[`violation.${reason}`]);
      const text = violationText(locale, violation('not-your-player', reason, params));
      expect(text).not.toMatch(/[{}]|undefined|NaN/);
      // A refusal gives one sentence for each player of an XI at most; a quarter of a message leaves room for the others.
      expect(text.length).toBeLessThanOrEqual(LIMITS.content / 4);
    },
  );

  it.each(LOCALES)('GIVEN %s and an XI of eleven injured players with the longest names THEN the whole refusal fits one message', (locale) => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      violation('player-injured', 'player-injured', { player: `${'W'.repeat(30)}${String(i).padStart(2, '0')}`, weeks: 12 }),
    );
    const sentence = new RuleViolation(eleven).sentence(locale);
    expect(sentence.split(`${'W'.repeat(30)}`)).toHaveLength(12);
    expect(sentence.length).toBeLessThanOrEqual(LIMITS.content);
  });

  it('GIVEN a term id THEN the reader reads its word in his language', () => {
    const built = violation('build-in-progress', 'build-in-progress', { stand: 'northEast' });
    expect(violationText('en', built)).toBe('The North-East corner is already being built on; wait until the work is finished.');
    expect(violationText('de', built)).toBe('An der Nordost-Ecke wird schon gebaut; warte, bis die Arbeiten fertig sind.');
    const staff = violation('staff-not-employed', 'staff-none-to-fire', { role: 'headCoach' });
    expect(violationText('de', staff)).toBe('Du hast keinen Cheftrainer, den du entlassen könntest.');
  });

  it('GIVEN money THEN each language writes it its own way, a debt too', () => {
    const short = violation('staff-unaffordable', 'staff-unaffordable', { cost: 1_250_000, balance: -5_000 });
    expect(violationText('en', short)).toBe('Hiring costs £1,250,000 this week but the club has -£5,000; hire fewer staff.');
    expect(violationText('de', short)).toContain('1.250.000\u00a0£');
    expect(violationText('de', short)).toContain('-5.000\u00a0£');
  });

  it('GIVEN a violation stored before reasons had messages THEN its sentence is read as it was kept', () => {
    expect(violationText('de', { code: 'player-injured', message: 'Tom Hart is injured.' })).toBe('Tom Hart is injured.');
  });
});

describe('the private replies', () => {
  it.each(LOCALES.flatMap((locale) => Object.keys(repliesEn).map((key) => [locale, key as MessageKey] as const)))(
    'GIVEN %s and %s with its longest values THEN it is whole and within Discord’s 2,000 characters',
    (locale, key) => {
      const text = t(locale, key, longestParams(CATALOGUES.en[key]) as MessageParams);
      expect(text).not.toMatch(/[{}]|undefined|NaN/);
      expect(text.length).toBeLessThanOrEqual(LIMITS.content);
    },
  );
});
