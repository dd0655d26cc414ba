import type { EngineEvent } from '../engine/model/events.js';
import { DetailedCommentator, isDetailedEvent, keyMoments } from './detailed.js';

function minuteOf(event: EngineEvent): number | null {
  return 'minute' in event && typeof event.minute === 'number' ? event.minute : null;
}

/** The events of the match itself, in order: those that carry a minute, and team news. */
export function matchEvents(events: readonly EngineEvent[], upToMinute = 90): EngineEvent[] {
  return events.filter((event) => event.type === 'team-news' || (minuteOf(event) ?? Infinity) <= upToMinute);
}

/** The lines of a detailed match report: the kick-off, then the key moments. */
export function detailedReportLines(events: readonly EngineEvent[], commentator: DetailedCommentator): string[] {
  const shown = events.filter(isDetailedEvent);
  const kickOff = shown.find((event) => event.type === 'detailed-kick-off');
  return [...(kickOff ? [kickOff] : []), ...keyMoments(shown)].flatMap((event) => commentator.line(event) ?? []);
}
