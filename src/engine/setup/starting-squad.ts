import type { Dice } from '../dice.js';
import { rollAbility, rollAge } from '../tables/transfer-chart.js';
import type { Club, DivisionIndex, Player, Position } from '../model/types.js';
import { takeId } from './ids.js';
import { makePlayer } from './make-player.js';
import { freshPlayerName, namesInUse } from './names.js';

/**
 * House rule (docs/rules.md, "Starting a league"): a new club's squad covers
 * every position of every regular formation with a spare for each line: two
 * goalkeepers, three centre backs, two side backs, three central and two side
 * midfielders, three forwards, and one more by the position die.
 */
export const SQUAD_POSITIONS: readonly Position[] = ['GK', 'GK', 'CB', 'CB', 'CB', 'SB', 'SB', 'CM', 'CM', 'CM', 'SM', 'SM', 'CF', 'CF', 'CF'];

/**
 * House rule: the transfer chart's abilities (6 to 10, mostly 8) suit the
 * market, not a new club; a starting squad is weaker by division, so a club
 * starting in the Fourth is a Fourth Division side (about 6 on average, its
 * best XI about 6.5): a contender, not a certainty. With 1.5 less, a lone new
 * club won the Fourth in 11 seasons out of 12; with 2 less, half of them.
 */
export const STARTING_ABILITY_OFFSET: Readonly<Record<DivisionIndex, number>> = { 0: -0.5, 1: -1, 2: -1.5, 3: -2 };

const EXTRA_POSITION: readonly Position[] = ['GK', 'CB', 'SB', 'CM', 'SM', 'CF'];

export function startingSquad(state: { nextId: number; season: number; players: Record<string, Player> }, club: Club, dice: Dice): Player[] {
  const taken = namesInUse(state.players);
  const extra = EXTRA_POSITION[dice.roll(6) - 1]!;
  return [...SQUAD_POSITIONS, extra].map((position) =>
    makePlayer({
      id: takeId(state, 'p'),
      name: freshPlayerName(dice, taken),
      age: rollAge(dice),
      position,
      ability: Math.max(5, rollAbility(dice) + STARTING_ABILITY_OFFSET[club.division]),
      clubId: club.id,
      joinedSeason: state.season,
    }),
  );
}
