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
