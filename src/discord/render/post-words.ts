import type { CupStepKind } from '../../engine/model/cups-state.js';
import { COMPETITION_NAMES } from '../../league/state-views/rule-figures.js';
import { stepPlace } from '../../league/state-views/step-name.js';
import type { MessageKey } from '../../i18n/catalogue/index.js';
import type { Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';

/**
 * The names a channel post reads, in the league's language: a division, a step of the season, a cup's stage. A post
 * keeps the English names it was queued with (a cup's "Cup" and "quarter-final"); they are read back here.
 */

/** "Second and Third", "2. Liga und 3. Liga": a list as the language writes it (British English: no comma before "and"). */
export function listIn(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(items);
}

/** How a language writes a score between its goals: "2–1" in English, "2:1" in German. */
const SCORE_MARKS: Readonly<Record<Locale, string>> = { en: '–', de: ':' };

/** "2–1", "2:1". */
export function scoreIn(locale: Locale, homeGoals: number, awayGoals: number): string {
  return `${homeGoals}${SCORE_MARKS[locale]}${awayGoals}`;
}

/** "Premier Division", "1. Liga". */
export function divisionIn(locale: Locale, index: number): string {
  return index >= 0 && index <= 3 ? t(locale, `posts.division.${index as 0 | 1 | 2 | 3}`) : `Division ${index + 1}`;
}

/** A knockout's round by its English name as the engine gives it ("final", "round 2"), in the language. */
export function roundIn(locale: Locale, english: string): string {
  const numbered = /^round (\d+)$/.exec(english);
  if (numbered) return t(locale, 'posts.round.number', { round: Number(numbered[1]) });
  const key: Partial<Record<string, MessageKey>> = {
    final: 'posts.round.final',
    'semi-final': 'posts.round.semiFinal',
    'quarter-final': 'posts.round.quarterFinal',
  };
  return key[english] ? t(locale, key[english]) : english;
}

const COMPETITION_KEYS: Readonly<Record<string, MessageKey>> = {
  [COMPETITION_NAMES.cup]: 'posts.competition.cup',
  [COMPETITION_NAMES['european-cup']]: 'posts.competition.europeanCup',
  [COMPETITION_NAMES['cup-winners-cup']]: 'posts.competition.cupWinnersCup',
  [COMPETITION_NAMES['uefa-cup']]: 'posts.competition.uefaCup',
};

/** "European Cup", "Europapokal der Landesmeister": a competition by the English name a post keeps. */
export function competitionIn(locale: Locale, competitionName: string): string {
  const key = COMPETITION_KEYS[competitionName];
  return key ? t(locale, key) : competitionName;
}

/** "Cup quarter-final", "Pokal, Viertelfinale": a competition's round, from the English names a post keeps. */
export function stageIn(locale: Locale, competitionName: string, roundName: string): string {
  return t(locale, 'posts.stage', { competition: competitionIn(locale, competitionName), round: roundIn(locale, roundName) });
}

/** "Season 2, week 5", "Saison 2, 5. Spieltag": the step a post was queued in (as stepName reads it, in the language). */
export function stepLabelIn(locale: Locale, step: { season: number; week: number; phase: string; cupStep?: CupStepKind | undefined }): string {
  const { season } = step;
  const place = stepPlace(step);
  switch (place.kind) {
    case 'preseason':
      return t(locale, 'posts.step.preseason', { season });
    case 'cup':
      return t(locale, place.cupStep === 'cup' ? 'posts.step.cup' : 'posts.step.europe', { season, round: roundIn(locale, place.roundName) });
    case 'season-end':
      return t(locale, 'posts.step.seasonEnd', { season });
    case 'week':
      return t(locale, 'posts.step.week', { season, week: place.week });
  }
}
