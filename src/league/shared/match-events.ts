import { audienceOf } from '../../engine/event-audience.js';
import type { EngineEvent, EventOf } from '../../engine/model/events.js';
import type { DivisionIndex } from '../../engine/model/types.js';

export interface MatchEventsIndex {
  /** The play-by-play of one game, closed by its result event. */
  eventsOf(division: DivisionIndex, homeId: string, awayId: string, round: number): EngineEvent[];
}

/**
 * Splits a step's events into games: a game's events run from the first
 * after the previous full time up to its own full time.
 */
export function matchEventsIndex(events: EngineEvent[]): MatchEventsIndex {
  const games = new Map<string, EngineEvent[]>();
  const results = new Map<string, EventOf<'result'>>();
  let current: EngineEvent[] = [];
  for (const event of events) {
    if (event.type === 'result') results.set(`${event.homeId}:${event.awayId}:${event.round}`, event);
    if (!isPlayEvent(event)) continue;
    current.push(event);
    if (event.type === 'full-time' || event.type === 'detailed-full-time') {
      const [homeId, awayId] = event.type === 'full-time' ? [event.homeId, event.awayId] : [event.homeClubId, event.awayClubId];
      games.set(`${homeId}:${awayId}`, current);
      current = [];
    }
  }
  return {
    eventsOf: (_division, homeId, awayId, round) => {
      const result = results.get(`${homeId}:${awayId}:${round}`);
      return [...(games.get(`${homeId}:${awayId}`) ?? []), ...(result ? [result] : [])];
    },
  };
}

/** A game's play-by-play: its match events but the result, which closes the game in eventsOf. */
function isPlayEvent(event: EngineEvent): boolean {
  return event.type !== 'result' && audienceOf(event) === 'match';
}
