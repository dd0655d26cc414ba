/**
 * House rule (docs/cards.md, "Sizes and the dummies"): 2 to 6 managers. The league is padded with dummies to 6
 * clubs for up to 4 managers and to 8 for 5 or 6; the cup to 4 and 8 in the same way.
 */
export const MIN_MANAGERS = 2;
export const MAX_MANAGERS = 6;

export function leagueSize(managers: number): number {
  return managers <= 4 ? 6 : 8;
}

export function cupSize(managers: number): number {
  return managers <= 4 ? 4 : 8;
}

export function dummyIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `dummy-${i + 1}`);
}

/** Cards the bank always keeps: at least one market card and its lots (up to four) stay in the pack. */
export const BANK_RESERVE = 4;

/**
 * House rule (docs/cards.md, "The pack"): a manager holds at most ⌊48 / managers⌋ cards when a market closes (8 for
 * six managers, 9 for five, 12 for four), so the bank always keeps at least four: the luck cards, the dummies'
 * cards, the shoot-outs and the market card are drawn from a pack that is never empty, and every market has a lot.
 */
export function squadLimit(managers: number): number {
  return Math.floor((52 - BANK_RESERVE) / managers);
}
