import type { EngineEvent } from '../../engine/model/events.js';
import type { PostNames } from './post-parts.js';

/** Every string anywhere in the events: the ids they refer to, whatever the field is called. */
export function stringsIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/**
 * The names a post's events refer to, taken when it is queued, so that posting it reads nothing. An id
 * neither lookup knows is left out and shows as the renderer's stand-in ("a player", "a club").
 */
export function postNames(
  events: readonly EngineEvent[],
  lookup: { player(id: string): string | undefined; club(id: string): string | undefined },
  clubIds: readonly string[] = [],
): PostNames {
  const players: Record<string, string> = {};
  const clubs: Record<string, string> = {};
  for (const id of stringsIn(events, new Set(clubIds))) {
    const player = lookup.player(id);
    if (player !== undefined) players[id] = player;
    const club = lookup.club(id);
    if (club !== undefined) clubs[id] = club;
  }
  return { players, clubs };
}
