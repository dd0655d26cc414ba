/**
 * The pitch (docs/cards.md, "The grid"): space 1 is the goal; 2, 3, 4 defence; 5, 6, 7 midfield; 8, 9, 10 attack,
 * each row left to right. A player faces the opposing player in space 12 − n (the pitches face each other), and
 * the goal counts as adjacent to the three defence spaces.
 */
export type Space = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export const GOAL = 1;
export const OUTFIELD: readonly Space[] = [2, 3, 4, 5, 6, 7, 8, 9, 10];
export type Zone = 'goal' | 'defence' | 'midfield' | 'attack';

export function zoneOf(space: number): Zone {
  if (space === 1) return 'goal';
  return space <= 4 ? 'defence' : space <= 7 ? 'midfield' : 'attack';
}

export function facingSpace(space: number): number {
  return 12 - space;
}

function rowCol(space: number): [number, number] {
  return [Math.floor((space - 2) / 3), (space - 2) % 3];
}

function computeAdjacent(space: number): number[] {
  if (space === 1) return [2, 3, 4];
  const [row, col] = rowCol(space);
  const near = OUTFIELD.filter((other) => {
    const [r, c] = rowCol(other);
    return other !== space && Math.abs(r - row) <= 1 && Math.abs(c - col) <= 1;
  });
  return row === 0 ? [1, ...near] : near;
}

/** ADJACENT[n]: the spaces next to n, orthogonally or diagonally (index 0 unused). */
export const ADJACENT: readonly (readonly number[])[] = Array.from({ length: 11 }, (_, n) => (n === 0 ? [] : computeAdjacent(n)));

export function isAdjacent(a: number, b: number): boolean {
  return ADJACENT[a]!.includes(b);
}
