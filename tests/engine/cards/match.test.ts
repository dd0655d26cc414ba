import { describe, expect, it } from 'vitest';
import { ADJACENT, facingSpace, zoneOf } from '../../../src/engine/cards/board.js';
import { playCardMatch, scoreForDuel, keeperSaves, luckHalves } from '../../../src/engine/cards/card-match.js';
import { FORMATIONS } from '../../../src/engine/cards/formations.js';
import { canPlayIn, fieldDummy, fieldLineup, type FieldedSide } from '../../../src/engine/cards/lineup.js';
import { FIRST_SEASON_ORDER } from '../../../src/engine/cards/suit-levels.js';

const ORDER = FIRST_SEASON_ORDER;

/** A side with only the given spaces filled, at the given levels. */
function side(levels: Record<number, number>): FieldedSide {
  const occupant: FieldedSide['occupant'] = new Array(11).fill(null);
  const level = new Array<number>(11).fill(0);
  for (const [space, value] of Object.entries(levels)) {
    occupant[Number(space)] = value === 0 ? 'reserve' : `card${space}`;
    level[Number(space)] = value;
  }
  return { occupant, level };
}
const noLuck = { home: null, away: null };

describe('the board', () => {
  it('numbers the grid goal 1, defence 2-4, midfield 5-7, attack 8-10', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(zoneOf)).toEqual([
      'goal',
      'defence',
      'defence',
      'defence',
      'midfield',
      'midfield',
      'midfield',
      'attack',
      'attack',
      'attack',
    ]);
  });
  it('faces space n with the opponent space 12 - n (5 faces 7)', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map(facingSpace)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
  it('makes the goal adjacent to 2, 3 and 4, and the grid adjacent orthogonally and diagonally', () => {
    expect(ADJACENT[1]).toEqual([2, 3, 4]);
    expect(ADJACENT[2]).toEqual([1, 3, 5, 6]);
    expect(ADJACENT[6]).toEqual([2, 3, 4, 5, 7, 8, 9, 10]);
    expect(ADJACENT[9]).toEqual([5, 6, 7, 8, 10]);
  });
});

describe('placement', () => {
  it.each([
    ['9H', 9, true],
    ['9H', 6, true],
    ['9H', 8, true],
    ['9H', 2, false],
    ['5C', 2, true],
    ['5C', 7, false],
    ['AS', 1, true],
    ['AS', 2, false],
    ['2S', 1, false],
    ['KH', 9, false],
    ['4D', 7, true],
  ] as const)('%s in space %i: %s', (card, space, legal) => {
    expect(canPlayIn(card, space)).toBe(legal);
  });
});

describe('levels', () => {
  it('the worked example: a level-4 nine in space 9 under K with team-mates in 6, 8 and 10 plays at level 6', () => {
    expect(FORMATIONS['KC']).toEqual([6, 8, 9, 10]);
    const fielded = fieldLineup({ tactic: 'KC', keeper: null, places: ['5S', '8S', '9H', 'TS'] }, ORDER);
    expect(fielded.level[9]).toBe(6);
  });
  it('gives a player off his number with fewer than two team-mates no bonus', () => {
    const fielded = fieldLineup({ tactic: 'JC', keeper: null, places: ['2D', '3D', null, 'TC'] }, ORDER);
    expect(fielded.level[9]).toBe(3);
    expect(fielded.level[2]).toBe(2 + 1 + 0);
    expect(fielded.level[3]).toBe(2 + 1 + 0);
  });
  it('counts no reserve as a team-mate and gives reserves no bonus', () => {
    const fielded = fieldLineup({ tactic: 'JH', keeper: null, places: [null, '3S', null, null] }, ORDER);
    expect(fielded.level[3]).toBe(2);
    expect(fielded.level[2]).toBe(0);
    expect(fielded.occupant[2]).toBe('reserve');
  });
  it('gives the keeper no own-space bonus but the team-mates bonus', () => {
    expect(fieldLineup({ tactic: 'JH', keeper: 'AH', places: ['2S', '3S', null, null] }, ORDER).level[1]).toBe(5);
    expect(fieldLineup({ tactic: 'JH', keeper: 'AH', places: ['2S', null, null, null] }, ORDER).level[1]).toBe(4);
  });
  it('plays a dummy at its flat level with no bonuses', () => {
    const dummy = fieldDummy('KC', 2);
    expect([1, 6, 8, 9, 10].map((s) => dummy.level[s])).toEqual([2, 2, 2, 2, 2]);
    expect(dummy.occupant[2]).toBeNull();
  });
});

describe('the scoring table', () => {
  it.each([
    [2, false, 0, 2],
    [5, false, 1, 1],
    [9, false, 2, 0],
    [3, true, 0, 4],
    [6, true, 2, 2],
    [10, true, 4, 0],
  ] as const)('a win in space %i (unmarked %s) scores %i and takes %i half goals', (space, unmarked, scored, taken) => {
    expect(scoreForDuel(space, unmarked)).toEqual({ for: scored, against: taken });
  });
  it.each([
    [0, 0],
    [1, 2],
    [3, 2],
    [4, 4],
    [6, 4],
  ])('a keeper at level %i saves %i half goals', (level, saves) => {
    expect(keeperSaves(level)).toBe(saves);
  });
  it('gives an unmarked attacker two goals and the away side starts on -2', () => {
    expect(playCardMatch(side({ 9: 1 }), side({}), ORDER, noLuck)).toMatchObject({ homeGoals: 2, awayGoals: 0 });
    expect(playCardMatch(side({}), side({ 9: 1, 8: 1, 10: 1 }), ORDER, noLuck)).toMatchObject({ homeGoals: 0, awayGoals: 4 });
  });
  it('gives an opposed attacker one goal when higher, and nothing on equal levels', () => {
    expect(playCardMatch(side({ 9: 3 }), side({ 3: 2 }), ORDER, noLuck).homeGoals).toBe(1);
    expect(playCardMatch(side({ 9: 3 }), side({ 3: 3 }), ORDER, noLuck).homeGoals).toBe(0);
  });
  it('rounds half goals down: a midfield win is half a goal', () => {
    expect(playCardMatch(side({ 5: 3 }), side({ 7: 2 }), ORDER, noLuck).homeGoals).toBe(0);
    expect(playCardMatch(side({ 5: 3, 6: 3, 7: 3 }), side({ 7: 2, 6: 2, 5: 2 }), ORDER, noLuck).homeGoals).toBe(1);
  });
  it('lets a reserve win only unmarked', () => {
    expect(playCardMatch(side({ 9: 0 }), side({ 3: 1 }), ORDER, noLuck).homeGoals).toBe(0);
    expect(playCardMatch(side({ 9: 0 }), side({}), ORDER, noLuck).homeGoals).toBe(2);
  });
  it('deducts from the opponent for a defence win and for the keeper, never below zero', () => {
    expect(playCardMatch(side({ 8: 1, 10: 1 }), side({ 2: 2 }), ORDER, noLuck).homeGoals).toBe(1);
    expect(playCardMatch(side({ 8: 1, 9: 1, 10: 1 }), side({ 1: 4 }), ORDER, noLuck).homeGoals).toBe(4);
    expect(playCardMatch(side({ 9: 1 }), side({ 1: 4 }), ORDER, noLuck).homeGoals).toBe(0);
  });
});

describe('luck and injury', () => {
  it.each([
    ['5H', 2],
    ['5C', 0],
    ['5D', 0],
    ['5S', -2],
    ['KH', 0],
  ] as const)('luck card %s gives %i half goals', (card, halves) => {
    expect(luckHalves(card, ORDER)).toBe(halves);
  });
  it('injures the player in the space of the luck card number, never a reserve', () => {
    const home = fieldLineup({ tactic: 'KC', keeper: 'AD', places: ['5S', null, '9H', 'TS'] }, ORDER);
    expect(playCardMatch(home, side({}), ORDER, { home: '9C', away: null }).injured.home).toBe('9H');
    expect(playCardMatch(home, side({}), ORDER, { home: 'AC', away: null }).injured.home).toBe('AD');
    expect(playCardMatch(home, side({}), ORDER, { home: '8C', away: null }).injured.home).toBeNull();
    expect(playCardMatch(home, side({}), ORDER, { home: 'QC', away: null }).injured.home).toBeNull();
  });
});
