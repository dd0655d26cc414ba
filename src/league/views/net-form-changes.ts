import type { EngineEvent, EventOf } from '../../engine/model/events.js';

/**
 * A player's form changes in a run of events, told as one: where his form started and where it ended. The form
 * checklist moves form once for each line it meets (form training done, then a poor game), so one week can take a
 * player up a level and back down; news tells the net change, in the place of his first, and nothing when he ends
 * where he began.
 */
export function netFormChanges(events: readonly EngineEvent[]): EngineEvent[] {
  const byPlayer = new Map<string, EventOf<'form-changed'>[]>();
  for (const event of events) {
    if (event.type === 'form-changed') byPlayer.set(event.playerId, [...(byPlayer.get(event.playerId) ?? []), event]);
  }
  return events.flatMap((event): EngineEvent[] => {
    if (event.type !== 'form-changed') return [event];
    const changes = byPlayer.get(event.playerId)!;
    if (changes[0] !== event) return [];
    const last = changes.at(-1)!;
    if (last.to === event.from) return [];
    return [{ ...event, to: last.to, cause: changes.map((change) => change.cause).join(', ') }];
  });
}
