import { describe, expect, it } from 'vitest';
import { seededDice, stepSeed } from '../../../src/engine/dice.js';
import { DEFAULT_CARDS_BALANCE, MATCH_RULES, matchRulesOf } from '../../../src/engine/cards/balance.js';
import { measureBalance } from '../../../src/engine/cards/balance-measure.js';
import { playCardMatch } from '../../../src/engine/cards/card-match.js';
import { fieldDummy } from '../../../src/engine/cards/lineup.js';
import { FIRST_SEASON_ORDER } from '../../../src/engine/cards/suit-levels.js';

const NO_LUCK = { home: null, away: null };

describe('the balance options', () => {
  it("keeps the article's rules as the default, and a state without an option plays them", () => {
    expect(DEFAULT_CARDS_BALANCE).toBe('article');
    expect(matchRulesOf(undefined)).toBe(MATCH_RULES.article);
    expect(MATCH_RULES.article).toEqual({ awayStartHalves: -4, levelAttackHalves: 0, keeperHalves: { low: 2, high: 4 } });
  });

  it.each([
    // Two level-2 Q♥ sides (3, 5, 7, 9 face 9, 7, 5, 3): every duel is level; only the start, the level duel in
    // attack (9 against 3) and the keepers' saves differ.
    ['article', 0, 0],
    ['away-minus-one', 0, 0],
    ['open-play', 1, 1],
  ] as const)('%s: two equal sides draw %i-%i', (balance, home, away) => {
    const side = fieldDummy('QH', 2);
    const result = playCardMatch(side, side, FIRST_SEASON_ORDER, NO_LUCK, null, MATCH_RULES[balance]);
    expect([result.homeGoals, result.awayGoals]).toEqual([home, away]);
  });

  it.each([
    // A level-3 J♠ (3, 5, 6, 7) at home to a level-3 K♠ (3, 8, 9, 10): the away forwards in 8 and 10 go unmarked.
    // Home: three unmarked midfielders +6 half goals, the unmarked away 9 takes 4. Away: the start, -6, forwards +8.
    ['article', 0, 0],
    ['away-minus-one', 0, 0],
    ['open-play', 1, 2],
  ] as const)('%s: a home midfield against away forwards ends %i-%i', (balance, home, away) => {
    const result = playCardMatch(fieldDummy('JS', 3), fieldDummy('KS', 3), FIRST_SEASON_ORDER, NO_LUCK, null, MATCH_RULES[balance]);
    expect([result.homeGoals, result.awayGoals]).toEqual([home, away]);
  });

  it('GIVEN 20 seeded seasons THEN the recommended option (open-play) draws less and the stronger sheet wins more than the article', () => {
    const diceFor = (game: number, step: number) => seededDice(stepSeed(1 + game, 1, step + 1, 2));
    const article = measureBalance('article', 20, 4, diceFor);
    const open = measureBalance('open-play', 20, 4, diceFor);
    expect(open.draws).toBeLessThan(0.36);
    expect(open.draws).toBeLessThan(article.draws);
    expect(open.awayWins).toBeGreaterThan(0.2);
    expect(open.strongerWins).toBeGreaterThan(article.strongerWins);
    expect(open.strongerWins).toBeGreaterThan(0.5);
  }, 180_000);
});
