import { formationShape } from '../tables/formations.js';
import type { Line, Lineup, SlotPosition } from '../model/types.js';

export interface LineupSlot {
  line: Line;
  slot: SlotPosition;
  playerId: string | null;
}

/** A lineup's places in match order: the goalkeeper, then each line left to right. */
export function lineupSlots(lineup: Lineup): LineupSlot[] {
  const shape = formationShape(lineup.formation, lineup.variant);
  const out: LineupSlot[] = [{ line: 'G', slot: 'GK', playerId: lineup.goalkeeper }];
  const lines = [
    ['D', shape.defence, lineup.defence],
    ['M', shape.midfield, lineup.midfield],
    ['A', shape.attack, lineup.attack],
  ] as const;
  for (const [line, slots, ids] of lines) {
    slots.forEach((slot, i) => out.push({ line, slot, playerId: ids[i] ?? null }));
  }
  return out;
}

/** Whether each line holds exactly the formation's number of places. */
export function hasFormationShape(lineup: Lineup): boolean {
  const shape = formationShape(lineup.formation, lineup.variant);
  return (
    lineup.defence.length === shape.defence.length && lineup.midfield.length === shape.midfield.length && lineup.attack.length === shape.attack.length
  );
}

/** The lineup with its places (in lineupSlots order) filled by these players. */
export function withPlaces(lineup: Lineup, places: readonly (string | null)[]): Lineup {
  const d = lineup.defence.length;
  const m = lineup.midfield.length;
  return {
    ...lineup,
    goalkeeper: places[0] ?? null,
    defence: places.slice(1, 1 + d),
    midfield: places.slice(1 + d, 1 + d + m),
    attack: places.slice(1 + d + m),
  };
}
