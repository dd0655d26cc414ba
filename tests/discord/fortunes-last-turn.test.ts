import { describe, expect, it } from 'vitest';
import { lastTurnLine } from '../../src/discord/render/fortunes-game-view.render.js';
import type { GameEvent, MoneyReason } from '../../src/engine/fortunes-game/events.js';
import { moneyOf } from '../../src/league/modes/fortunes-game/last-turn-money.js';

const money = (clubId: string, amount: number, reason: MoneyReason): GameEvent => ({ type: 'money', clubId, amount, reason });

/** Every way a manager's cash moves in a turn, and how each language tells it, paid (+) or taken (−). */
const REASONS: [MoneyReason, number, string, string][] = [
  ['wages', -120_000, '−£120,000 wages', '−120.000\u00a0£ Gehälter'],
  ['sponsorship', 30_000, '+£30,000 sponsorship', '+30.000\u00a0£ Sponsoring'],
  ['card', -15_000, '−£15,000 from a card', '−15.000\u00a0£ durch eine Karte'],
  ['crisis-fine', -50_000, '−£50,000 Crisis fine', '−50.000\u00a0£ Krisenstrafe'],
  ['gate', 36_000, '+£36,000 gate money', '+36.000\u00a0£ Zuschauereinnahmen'],
  ['bank-sale', 45_000, '+£45,000 sold to the bank', '+45.000\u00a0£ Verkäufe an die Bank'],
  ['purchase', -60_000, '−£60,000 bought', '−60.000\u00a0£ Käufe'],
  ['forfeit', -100_000, '−£100,000 forfeited at auction', '−100.000\u00a0£ bei der Auktion verwirkt'],
  ['deal', 80_000, '+£80,000 deals', '+80.000\u00a0£ Geschäfte'],
];

describe("a Fortunes manager's money in the turn last played", () => {
  it('GIVEN a turn’s events THEN his own moves are summed by reason, in the order they first came, and a net nothing is left out', () => {
    const events: GameEvent[] = [
      { type: 'moved', clubId: 'c1', roll: 3, to: 5, square: 'sponsorship' },
      money('c1', 30_000, 'sponsorship'),
      money('c2', -40_000, 'card'),
      money('c1', -10_000, 'card'),
      money('c1', 36_000, 'gate'),
      money('c1', -5_000, 'card'),
      money('c1', 20_000, 'deal'),
      money('c1', -20_000, 'deal'),
    ];
    expect(moneyOf(events, 'c1')).toEqual([
      { reason: 'sponsorship', amount: 30_000 },
      { reason: 'card', amount: -15_000 },
      { reason: 'gate', amount: 36_000 },
    ]);
    expect(moneyOf(events, 'c3')).toEqual([]);
  });

  it.each(REASONS)('GIVEN %s of %i THEN English reads "%s" and German "%s"', (reason, amount, en, de) => {
    expect(lastTurnLine('en', [{ reason, amount }])).toBe(`Last turn: ${en}`);
    expect(lastTurnLine('de', [{ reason, amount }])).toBe(`Letzter Zug: ${de}`);
  });

  it('GIVEN several moves THEN one line lists them; none (the first turn) THEN no line', () => {
    expect(
      lastTurnLine('en', [
        { reason: 'sponsorship', amount: 30_000 },
        { reason: 'gate', amount: 34_000 },
      ]),
    ).toBe('Last turn: +£30,000 sponsorship · +£34,000 gate money');
    expect(lastTurnLine('en', [])).toBe('');
  });
});
