import { violationText } from '../../commentary/violation-text.js';
import type { APIEmbed } from 'discord.js';
import { sentenceCase, withArticle } from '../../commentary/grammar.js';
import type { EngineEvent } from '../../engine/model/events.js';
import { standName } from '../../league/state-views/rule-figures.js';
import { netFormChanges } from '../../league/views/net-form-changes.js';
import { escapedNames, eventText } from './event-text.js';
import { fortuneEventText } from './fortune-event-text.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import { t } from '../../i18n/translate.js';
import { COLOURS, FORM_WORDS, ability, plural, thousands } from './format.js';
import type { NameBook } from './names.js';
import { STAFF_LABELS } from './staff.render.js';
import { TRAINING_WORDS } from './words.js';

type Ev<T extends EngineEvent['type']> = Extract<EngineEvent, { type: T }>;

const FORM_PLAIN: Record<Ev<'form-changed'>['to'], string> = { '--': 'a slump', '-': 'poor form', '+': 'good form', '++': 'a hot streak' };

/**
 * One short sentence about a club's news, the club itself left to the heading it is grouped under. The Fortunes
 * board's news is told in the language given (the league's); the rest of a club's news is still English.
 */
export function clubSentence(event: EngineEvent, n: NameBook, locale: Locale = DEFAULT_LOCALE): string {
  const board = fortuneEventText(event, n, locale);
  return sentenceCase(board === null ? sentenceOf(event, n) : `${board}.`);
}

function sentenceOf(event: EngineEvent, n: NameBook): string {
  const player = (id: string) => n.player(id);
  switch (event.type) {
    case 'training-completed':
      return `${player(event.playerId)} completes ${TRAINING_WORDS[event.code]}.`;
    case 'training-blocked':
      return `${player(event.playerId)} cannot do ${TRAINING_WORDS[event.code]}: ${violationText('en', event.reason)}`;
    case 'form-changed':
      return `${player(event.playerId)} goes into ${FORM_PLAIN[event.to]} (${FORM_WORDS[event.to]}).`;
    case 'form-assessed':
      return `${player(event.playerId)} starts the season in ${event.form === '+' ? 'good' : 'poor'} form.`;
    case 'injury':
      return event.weeks > 0
        ? `${player(event.playerId)} is injured and out for ${plural(event.weeks, 'week')}.`
        : `${player(event.playerId)} has a niggle.`;
    case 'injury-recovered':
      return `${player(event.playerId)} is fit again.`;
    case 'attendance':
      return `${thousands(event.attendance)} watched the week ${event.round} home game against ${n.club(event.opponentId)}.`;
    case 'build-started':
      return `Work starts on the ${standName(event.stand)}: ${plural(event.weeks, 'week')} to build.`;
    case 'build-completed':
      return `The rebuilt ${standName(event.stand)} opens.`;
    case 'boxes-fitted':
      return 'Executive boxes are fitted.';
    case 'staff-hired':
      return `${withArticle(STAFF_LABELS[event.role])} joins the staff.`;
    case 'staff-fired':
      return `The ${STAFF_LABELS[event.role]} leaves the club.`;
    case 'youth-joined':
      return `${event.name} comes up from the youth team (${event.position}, ability ${ability(event.ability)}).`;
    case 'potential-reached':
      return `${player(event.playerId)} has reached his potential.`;
    case 'declined':
      return `${player(event.playerId)} is past his best: ability ${ability(event.from)} to ${ability(event.to)}.`;
    case 'retiring':
      return `${player(event.playerId)} will retire at the end of the season.`;
    case 'retired':
      return `${event.name} retires.`;
    case 'sponsor-continues':
      return `${event.name} stay on as sponsor for a second year.`;
    case 'champions':
      return `The league title is won! ${n.club(event.runnerUpId)} finish second.`;
    default:
      return `${eventText(event, n)}.`;
  }
}

function clubOf(event: EngineEvent): string | null {
  return 'clubId' in event && typeof event.clubId === 'string' ? event.clubId : null;
}

/**
 * "Around the clubs": the news as short sentences grouped by club, the managers' clubs first (in the order given),
 * then the others, then news of no club.
 */
export function renderClubNews(
  events: readonly EngineEvent[],
  names: NameBook,
  managedFirst: readonly string[] = [],
  title = 'Around the clubs',
  locale: Locale = DEFAULT_LOCALE,
): APIEmbed {
  const n = escapedNames(names);
  const groups = new Map<string | null, string[]>();
  for (const event of netFormChanges(events)) {
    const club = clubOf(event);
    groups.set(club, [...(groups.get(club) ?? []), clubSentence(event, n, locale)]);
  }
  const rank = (club: string | null) => (club === null ? Infinity : managedFirst.includes(club) ? managedFirst.indexOf(club) : managedFirst.length);
  const ordered = [...groups].sort(([a], [b]) => rank(a) - rank(b));
  return {
    title,
    color: COLOURS.info,
    fields: ordered.map(([club, sentences]) => ({
      name: club === null ? t(locale, 'board.aroundTheLeague') : n.club(club),
      value: sentences.join('\n'),
    })),
  };
}
