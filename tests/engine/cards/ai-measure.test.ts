import { describe, expect, it } from 'vitest';
import { measureSheetPolicy } from '../../../src/engine/cards/ai-measure.js';
import { seededDice, stepSeed } from '../../../src/engine/dice.js';

const diceFor = (game: number, step: number) => seededDice(stepSeed(1 + game, 1, step + 1, 2));
const GAMES = 12;

describe("the AI's play strength over whole games", () => {
  it('GIVEN the same seeds THEN the same figures, and every sheet is played as it was given', () => {
    const first = measureSheetPolicy('ai', 'open-play', 3, diceFor);
    expect(measureSheetPolicy('ai', 'open-play', 3, diceFor)).toEqual(first);
    expect(first.notAsGiven).toBe(0);
    expect(first.matches).toBeGreaterThan(20);
  }, 180_000);

  it(`GIVEN ${GAMES} one-season games THEN the AI's sheets beat random legal sheets, and perfect knowledge beats them more`, () => {
    const ai = measureSheetPolicy('ai', 'article', GAMES, diceFor);
    const perfect = measureSheetPolicy('perfect', 'article', GAMES, diceFor);
    expect(ai.won + ai.drawn + ai.lost).toBeCloseTo(1);
    expect(ai.won).toBeGreaterThan(ai.lost);
    expect(ai.pointsShare).toBeGreaterThan(0.55);
    expect(ai.finishedAbove).toBeGreaterThan(0.6);
    expect(ai.pointsPerMatch.measured).toBeGreaterThan(ai.pointsPerMatch.random);
    expect(perfect.pointsShare).toBeGreaterThan(ai.pointsShare);
    expect(perfect.pointsShare).toBeLessThanOrEqual(1);
    expect(perfect.notAsGiven).toBe(0);
  }, 240_000);
});
