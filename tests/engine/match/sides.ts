import type { MatchSide, RatedSlot } from '../../../src/engine/match/match-side.js';
import { formationShape } from '../../../src/engine/tables/formations.js';
import type { DivisionIndex, Formation, Tactics } from '../../../src/engine/model/types.js';

/** A player side whose every place has the same rating; ids are g, d1.., m1.., a1.. left to right. */
export function playerSide(clubId: string, formation: Formation, rating = 7, tactics: Tactics = {}): MatchSide {
  const shape = formationShape(formation);
  const slots: RatedSlot[] = [{ playerId: 'g', line: 'G', slot: 'GK', rating }];
  shape.defence.forEach((slot, i) => slots.push({ playerId: `d${i + 1}`, line: 'D', slot, rating }));
  shape.midfield.forEach((slot, i) => slots.push({ playerId: `m${i + 1}`, line: 'M', slot, rating }));
  shape.attack.forEach((slot, i) => slots.push({ playerId: `a${i + 1}`, line: 'A', slot, rating }));
  return { kind: 'player', clubId, slots, formation, tactics };
}

export function nonPlayerSide(clubId: string, defend: number, attack: number, goalkeeper = 6.5, division: DivisionIndex = 3): MatchSide {
  return { kind: 'non-player', clubId, division, depleted: false, goalkeeper, defend, attack };
}

/** Dice that always show one face. */
export function constantDice(face: number) {
  return { roll: () => face };
}
