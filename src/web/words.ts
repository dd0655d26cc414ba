import type { DivisionIndex } from '../engine/model/types.js';
import type { MessageKey } from '../i18n/catalogue/index.js';
import type { Locale } from '../i18n/locales.js';
import { t } from '../i18n/translate.js';
import { COMPETITION_NAMES } from '../league/state-views/rule-figures.js';
import { escapeHtml, Html } from './html.js';

/** The divisions as the channel names them: "Premier Division", "1. Liga". */
export function divisionName(index: DivisionIndex | number, locale: Locale = 'en'): string {
  return index >= 0 && index <= 3 ? t(locale, `posts.division.${index as 0 | 1 | 2 | 3}`) : `Division ${index + 1}`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st; in German 1., 2., 3. */
export function ordinal(n: number, locale: Locale = 'en'): string {
  return t(locale, 'web.ordinal', { n });
}

const ROUNDS: Partial<Record<string, MessageKey>> = {
  final: 'posts.round.final',
  'semi-final': 'posts.round.semiFinal',
  'quarter-final': 'posts.round.quarterFinal',
};

/** A knockout's round by the English name the engine gives it ("final", "round 2"), in the language, as the posts name it. */
export function roundName(english: string, locale: Locale): string {
  const numbered = /^round (\d+)$/.exec(english);
  if (numbered) return t(locale, 'posts.round.number', { round: Number(numbered[1]) });
  const key = ROUNDS[english];
  return key ? t(locale, key) : english;
}

/** "2–1" in English, "2:1" in German, as the posts write a score. */
export function scoreText(homeGoals: number, awayGoals: number, locale: Locale): string {
  return t(locale, 'web.score', { home: homeGoals, away: awayGoals });
}

const COMPETITIONS: Readonly<Record<string, MessageKey>> = {
  [COMPETITION_NAMES.cup]: 'posts.competition.cup',
  [COMPETITION_NAMES['european-cup']]: 'posts.competition.europeanCup',
  [COMPETITION_NAMES['cup-winners-cup']]: 'posts.competition.cupWinnersCup',
  [COMPETITION_NAMES['uefa-cup']]: 'posts.competition.uefaCup',
};

/** A competition by its English name ("European Cup"), as the posts name it in the language. */
export function competitionName(english: string, locale: Locale): string {
  const key = COMPETITIONS[english];
  return key ? t(locale, key) : english;
}

/**
 * A catalogue message with markup in some of its places (a link, a name): the words around are escaped, each Html
 * value put in as it is.
 */
export function say(locale: Locale, key: MessageKey, params: Record<string, string | number | Html>): Html {
  const marks: Html[] = [];
  const plain = Object.fromEntries(Object.entries(params).map(([k, v]) => (v instanceof Html ? [k, `\uE000${marks.push(v) - 1}\uE001`] : [k, v])));
  return new Html(escapeHtml(t(locale, key, plain)).replace(/\uE000(\d+)\uE001/g, (_, i: string) => marks[Number(i)]!.text));
}

const FORTUNES_CUPS = ['fa-cup', 'european-cup', 'cup-winners-cup', 'uefa-cup'] as const;

/** A Football Fortunes cup by the English name the game's record keeps ("F.A. Cup"), in the language. */
export function fortunesCupName(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const id = FORTUNES_CUPS.find((c) => t('en', `fortunes.competition.${c}`) === english);
  return id ? t(locale, `fortunes.competition.${id}`) : english;
}

/**
 * As `say`, for a message the page wrote as its own text before it was in the catalogue: an apostrophe in the message
 * stays as it is (a value's is escaped as ever, so pass a name or text as Html).
 */
export function sayAsWritten(locale: Locale, key: MessageKey, params: Record<string, number | Html> = {}): Html {
  const marks: Html[] = [];
  const plain = Object.fromEntries(Object.entries(params).map(([k, v]) => (v instanceof Html ? [k, `\uE000${marks.push(v) - 1}\uE001`] : [k, v])));
  return new Html(
    escapeHtml(t(locale, key, plain))
      .replace(/&#39;/g, "'")
      .replace(/\uE000(\d+)\uE001/g, (_, i: string) => marks[Number(i)]!.text),
  );
}
