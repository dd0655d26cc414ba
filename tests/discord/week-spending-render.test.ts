import { describe, expect, it } from 'vitest';
import { bidsLine, debtField } from '../../src/discord/render/week-spending.render.js';
import type { WeekSpendingView } from '../../src/league/shared/week-spending.js';

const spending = (balanceAfter: number): WeekSpendingView => ({
  balance: 960_000,
  building: 700_000,
  bids: 900_000,
  wages: 30_000,
  balanceAfter,
  bidLines: [{ playerName: 'Ian *Parker*', amount: 900_000, askingPrice: 850_000 }],
});

describe('the week’s spending in /ready', () => {
  it('GIVEN spending that would leave the club in debt THEN the warning gives each sum and says what debt stops', () => {
    const [field] = debtField(spending(-670_000));
    expect(field!.value).toBe(
      "⚠️ This week's spending (building £700,000, bids £900,000 if all win, wages £30,000) would take the club from £960,000 to −£670,000, in debt before any income. A club in debt cannot buy players, build or hire staff until its balance is back above zero.",
    );
  });

  it('GIVEN spending the club can pay THEN there is no warning', () => {
    expect(debtField(spending(0))).toEqual([]);
  });

  it('GIVEN a bid THEN /ready names the player, the amount and the asking price, the name escaped', () => {
    expect(bidsLine(spending(0))).toBe('Bids: Ian \\*Parker\\* £900,000 (asking £850,000)');
    expect(bidsLine(null)).toBe('Bids: none');
  });
});
