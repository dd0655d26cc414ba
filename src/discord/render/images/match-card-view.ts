import { anonymousScorerId } from '../../../commentary/non-player-names.js';
import type { EngineEvent } from '../../../engine/model/events.js';
import type { MatchMessage } from '../../../league/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { t } from '../../../i18n/translate.js';
import { divisionIn } from '../post-words.js';
import type { NameBook } from '../names.js';
import type { MatchCardView, MatchMoment, MatchScorer, Side } from './match.image.js';

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** What one engine event puts on the timeline, if anything (classic and detailed engines). */
function momentOf(event: EngineEvent, sideOf: (clubId: string) => Side): MatchMoment | null {
  switch (event.type) {
    case 'goal':
    case 'detailed-goal':
      return { minute: event.minute, side: 'side' in event ? event.side : sideOf(event.clubId), kind: 'goal' };
    case 'shot':
      // A classic shot not saved is a goal, told by its own event.
      return event.saved ? { minute: event.minute, side: sideOf(event.opponentId), kind: 'save' } : null;
    case 'goal-cancelled':
      return { minute: event.minute, side: sideOf(event.clubId), kind: 'chance' };
    case 'detailed-shot':
      if (event.result === 'Goal') return null;
      if (event.onTarget && !event.stopped) return { minute: event.minute, side: other(event.side), kind: 'save' };
      return { minute: event.minute, side: event.side, kind: 'chance' };
    case 'detailed-card':
      return { minute: event.minute, side: event.side, kind: event.colour === 'red' || event.second ? 'red' : 'yellow' };
    case 'detailed-injury':
      return { minute: event.minute, side: event.side, kind: 'injury' };
    case 'detailed-substitution':
      return { minute: event.minute, side: event.side, kind: 'substitution' };
    default:
      return null;
  }
}

function scorerOf(
  event: EngineEvent,
  events: readonly EngineEvent[],
  n: NameBook,
  sideOf: (clubId: string) => Side,
  locale: Locale,
): MatchScorer | null {
  if (event.type === 'goal') {
    const name = n.player(event.scorerKind === 'anonymous' ? anonymousScorerId(events, event) : event.scorerId);
    return { side: sideOf(event.clubId), name, minute: event.minute };
  }
  if (event.type === 'detailed-goal') {
    return { side: event.side, name: `${n.player(event.scorerId)}${event.ownGoal ? ` ${t(locale, 'pictures.ownGoal')}` : ''}`, minute: event.minute };
  }
  return null;
}

/**
 * The match card's view of a played match: its score, its scorers and its moments. A cup tie names its stage and
 * runs its timeline to 120 minutes when it went to extra time.
 */
export function matchCardView(message: MatchMessage, n: NameBook, cup?: { heading: string; minutes: 90 | 120 }): MatchCardView {
  const sideOf = (clubId: string): Side => (clubId === message.home.id ? 'home' : 'away');
  const locale = message.locale ?? DEFAULT_LOCALE;
  return {
    heading: cup?.heading ?? t(locale, 'pictures.match.heading', { week: message.week, division: divisionIn(locale, message.division) }),
    ...(locale !== DEFAULT_LOCALE ? { locale } : {}),
    ...(cup?.minutes === 120 ? { minutes: 120 } : {}),
    home: { name: message.home.name, goals: message.homeGoals },
    away: { name: message.away.name, goals: message.awayGoals },
    scorers: message.events.flatMap((event) => scorerOf(event, message.events, n, sideOf, locale) ?? []),
    moments: message.events.flatMap((event) => momentOf(event, sideOf) ?? []),
  };
}
