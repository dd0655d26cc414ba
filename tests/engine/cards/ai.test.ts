import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice.js';
import { bestSheet, compareScores, sheetScore } from '../../../src/engine/cards/ai.js';
import { aiVersusRandom, randomLineup } from '../../../src/engine/cards/balance-measure.js';
import { CARDS_BALANCES, matchRulesOf } from '../../../src/engine/cards/balance.js';
import { FULL_PACK, isAce, isPicture } from '../../../src/engine/cards/cards.js';
import { formationOf } from '../../../src/engine/cards/formations.js';
import { canPlayIn, cardsOnSheet } from '../../../src/engine/cards/lineup.js';
import { newCardsGame } from '../../../src/engine/cards/new-game.js';
import { playCardsStep } from '../../../src/engine/cards/step.js';
import { FIRST_SEASON_ORDER, levelOf } from '../../../src/engine/cards/suit-levels.js';
import { validateLineup } from '../../../src/engine/cards/validate.js';

const pictures = FULL_PACK.filter(isPicture);
const players = FULL_PACK.filter((card) => !isPicture(card));
const hands = fc.record({
  tactics: fc.uniqueArray(fc.constantFrom(...pictures), { minLength: 1, maxLength: 3 }),
  players: fc.uniqueArray(fc.constantFrom(...players), { minLength: 0, maxLength: 11 }),
  injured: fc.nat(),
  seed: fc.integer(),
  balance: fc.constantFrom(...CARDS_BALANCES),
});

describe("the AI's team sheet", () => {
  it('GIVEN any hand THEN its sheet is legal and no random legal sheet of the hand beats it by its own test', () => {
    fc.assert(
      fc.property(hands, ({ tactics, players: cards, injured: which, seed, balance }) => {
        const hand = [...tactics, ...cards];
        const injured = cards.length > 0 ? [cards[which % cards.length]!] : [];
        const rules = matchRulesOf(balance);
        const best = bestSheet(hand, injured, FIRST_SEASON_ORDER, rules)!;
        const manager = { id: 'ann', hand, pence: 0, injured, sheet: null, trophyPoints: 0, unpaid: [] };
        expect(validateLineup(manager, best.lineup)).toEqual([]);
        const dice = seededDice(seed);
        const fit = hand.filter((card) => !injured.includes(card));
        for (let i = 0; i < 20; i++) {
          const other = randomLineup(fit, dice);
          expect(compareScores(best.score, sheetScore(other, FIRST_SEASON_ORDER, rules))).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('GIVEN any hand THEN a fit ace keeps goal, the best of them, and a reserve plays only where no spare fit card can', () => {
    fc.assert(
      fc.property(hands, ({ tactics, players: cards, injured: which, balance }) => {
        const hand = [...tactics, ...cards];
        const injured = cards.length > 0 ? [cards[which % cards.length]!] : [];
        const { lineup } = bestSheet(hand, injured, FIRST_SEASON_ORDER, matchRulesOf(balance))!;
        const fit = hand.filter((card) => !injured.includes(card));
        const aces = fit.filter(isAce).map((ace) => levelOf(ace, FIRST_SEASON_ORDER));
        if (aces.length > 0) expect(levelOf(lineup.keeper!, FIRST_SEASON_ORDER)).toBe(Math.max(...aces));
        else expect(lineup.keeper).toBeNull();
        const used = cardsOnSheet(lineup);
        formationOf(lineup.tactic).forEach((space, i) => {
          if (lineup.places[i] === null) expect(fit.filter((card) => !used.includes(card) && canPlayIn(card, space))).toEqual([]);
        });
      }),
      { numRuns: 100 },
    );
  });

  it("GIVEN whole games of absent managers THEN every sheet the AI plays is the best of the hand it holds for that match, never last match's", () => {
    for (const managers of [4, 6]) {
      const dice = seededDice(managers);
      let state = newCardsGame(
        Array.from({ length: managers }, (_, i) => `m${i}`),
        1,
        dice,
      );
      let checked = 0;
      while (state.phase !== 'finished') {
        const before = state;
        const { state: after, events } = playCardsStep(state, {}, dice);
        for (const event of events) {
          if (event.type !== 'match') continue;
          for (const [clubId, sheet] of [
            [event.homeId, event.homeSheet],
            [event.awayId, event.awaySheet],
          ] as const) {
            if (!sheet) continue;
            // The hand at the match is the hand after the step (the market closed before it); injuries are the step's start's.
            const best = bestSheet(after.managers[clubId]!.hand, before.managers[clubId]!.injured, before.suitOrder)!;
            expect(compareScores(sheetScore(sheet, before.suitOrder), best.score)).toBe(0);
            checked += 1;
          }
        }
        state = after;
      }
      expect(checked).toBeGreaterThan(30);
    }
  }, 180_000);
});

describe('the AI against a random legal sheet', () => {
  it('GIVEN 300 seeded deals under each balance option THEN the AI side wins at least 70% of the matches that are not drawn', () => {
    for (const balance of CARDS_BALANCES) {
      const { won, lost } = aiVersusRandom(balance, 300, seededDice(7));
      expect(won / (won + lost), balance).toBeGreaterThanOrEqual(0.7);
    }
  }, 180_000);
});
