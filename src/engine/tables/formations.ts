import type { Formation, Lineup, SlotPosition } from '../model/types.js';

/**
 * Rulebook, "Formations": the positions each formation needs, line by line,
 * left to right (the goalkeeper is always one GK). 4-3-3 plays SM x0/2 and
 * CM x3/1: narrow (CM CM CM) or wide (SM CM SM).
 */
export interface FormationShape {
  defence: readonly SlotPosition[];
  midfield: readonly SlotPosition[];
  attack: readonly SlotPosition[];
}

export const FORMATION_SHAPES: Readonly<Record<Formation, FormationShape>> = {
  '4-4-2': { defence: ['SB', 'CB', 'CB', 'SB'], midfield: ['SM', 'CM', 'CM', 'SM'], attack: ['CF', 'CF'] },
  '4-5-1': { defence: ['SB', 'CB', 'CB', 'SB'], midfield: ['SM', 'CM', 'CM', 'CM', 'SM'], attack: ['CF'] },
  '5-4-1': { defence: ['SB', 'CB', 'CB', 'CB', 'SB'], midfield: ['SM', 'CM', 'CM', 'SM'], attack: ['CF'] },
  '4-3-3': { defence: ['SB', 'CB', 'CB', 'SB'], midfield: ['CM', 'CM', 'CM'], attack: ['CF', 'CF', 'CF'] },
  '4-2-4': { defence: ['SB', 'CB', 'CB', 'SB'], midfield: ['CM', 'CM'], attack: ['CF+SM', 'CF', 'CF', 'CF+SM'] },
  '3-4-3': { defence: ['CB', 'CB', 'CB'], midfield: ['SM', 'CM', 'CM', 'SM'], attack: ['CF', 'CF', 'CF'] },
  '3-5-2': { defence: ['CB', 'CB', 'CB'], midfield: ['SB+SM', 'CM', 'CM', 'CM', 'SB+SM'], attack: ['CF', 'CF'] },
};

const WIDE_4_3_3_MIDFIELD: readonly SlotPosition[] = ['SM', 'CM', 'SM'];

export function formationShape(formation: Formation, variant?: Lineup['variant']): FormationShape {
  const shape = FORMATION_SHAPES[formation];
  if (formation === '4-3-3' && variant === 'wide') return { ...shape, midfield: WIDE_4_3_3_MIDFIELD };
  return shape;
}

/** Formations that allow "Rebound" (rulebook, "Tactical Decisions"). */
export const REBOUND_FORMATIONS: readonly Formation[] = ['4-3-3', '3-4-3', '4-2-4'];
/** Formations that allow "Backs to the wall". */
export const BACKS_TO_THE_WALL_FORMATIONS: readonly Formation[] = ['5-4-1', '4-5-1'];

/** Rebound adds this to a shot, paid with one unused shot. */
export const REBOUND_BONUS = 2;
export const REBOUND_COST = 1;
/** Backs to the wall cancels one opponent goal, once, paid with two unused shots. */
export const BACKS_TO_THE_WALL_COST = 2;
