import { describe, expect, it } from 'vitest';
import { drawCard } from '../../../src/engine/fortunes/draw-card.js';
import type { FortuneEvent } from '../../../src/engine/model/fortune-events.js';
import { IMMUNITY_CARDS, newFortunesState } from '../../../src/engine/model/fortunes-state.js';
import { issueImmunity, passImmunity, useImmunity } from '../../../src/engine/immunity.js';
import { makeClub, makeLeague, makePlayer } from '../../support/factories.js';
import { scriptedDice } from '../../support/scripted-dice.js';

function setup(held: number) {
  const state = makeLeague({ clubs: [makeClub({ id: 'c1' })], players: [makePlayer({ id: 'p1', ability: 8 })] });
  const fortunes = newFortunesState(['c1']);
  fortunes.immunity = { bank: IMMUNITY_CARDS - held, held: held ? { c1: held } : {} };
  return { state, fortunes, events: [] as FortuneEvent[] };
}

describe('Immunity cards', () => {
  it('GIVEN a new game THEN the bank holds six and no one has any', () => {
    expect(newFortunesState(['c1', 'c2']).immunity).toEqual({ bank: 6, held: {} });
  });

  it('GIVEN six issued THEN a seventh is refused until one comes back', () => {
    const { fortunes, events } = setup(0);
    for (let i = 0; i < 6; i++) expect(issueImmunity(fortunes, 'c1', events)).toBe(true);
    expect(issueImmunity(fortunes, 'c2', events)).toBe(false);
    expect(useImmunity(fortunes, 'c1', events)).toBe(true);
    expect(issueImmunity(fortunes, 'c2', events)).toBe(true);
    expect(fortunes.immunity).toEqual({ bank: 0, held: { c1: 5, c2: 1 } });
  });

  it('GIVEN a card ordered against a harmful Selection Problem THEN it is cancelled and the card returns to the bank', () => {
    const { state, fortunes, events } = setup(1);
    drawCard(state, fortunes, 'c1', 'selection-problems', scriptedDice([1]), events, { useImmunity: true });
    expect(state.players.p1!.injuryWeeks).toBe(0);
    expect(fortunes.immunity).toEqual({ bank: 6, held: {} });
    expect(events).toEqual([
      { type: 'immunity-used', clubId: 'c1', bankLeft: 6 },
      { type: 'fortune-card', clubId: 'c1', table: 'selection-problems', roll: 1, text: 'Your best player is injured.', cancelledByImmunity: true },
    ]);
  });

  it('GIVEN a card ordered and the good-news row THEN the card is kept and another issued', () => {
    const { state, fortunes, events } = setup(1);
    drawCard(state, fortunes, 'c1', 'selection-problems', scriptedDice([12]), events, { useImmunity: true });
    expect(fortunes.immunity).toEqual({ bank: 4, held: { c1: 2 } });
  });

  it("GIVEN a card ordered on Manager's Luck THEN it is never spent", () => {
    const { state, fortunes, events } = setup(1);
    drawCard(state, fortunes, 'c1', 'luck', scriptedDice([4]), events, { useImmunity: true });
    expect(state.players.p1!.injuryWeeks).toBe(2);
    expect(fortunes.immunity).toEqual({ bank: 5, held: { c1: 1 } });
  });

  it('GIVEN a card ordered but none held THEN the problem strikes', () => {
    const { state, fortunes, events } = setup(0);
    drawCard(state, fortunes, 'c1', 'selection-problems', scriptedDice([1]), events, { useImmunity: true });
    expect(state.players.p1!.injuryWeeks).toBe(3);
  });

  it('GIVEN a card sold to another manager THEN it moves; none to pass, or to himself, is refused', () => {
    const { fortunes, events } = setup(1);
    expect(passImmunity(fortunes, 'c1', 'c1', events)).toBe(false);
    expect(passImmunity(fortunes, 'c1', 'c2', events)).toBe(true);
    expect(passImmunity(fortunes, 'c1', 'c2', events)).toBe(false);
    expect(fortunes.immunity).toEqual({ bank: 5, held: { c2: 1 } });
    expect(events).toEqual([{ type: 'immunity-passed', fromClubId: 'c1', toClubId: 'c2' }]);
  });
});
