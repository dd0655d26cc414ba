import type { Cup } from './cup.js';

/**
 * Rulebook (003), transfer rules 3, 4 and 6: once the semi-final of any cup has been played, no new loans or
 * transfers until the new season; but if all the cups cease before the semi-finals are reached, deals go on until
 * the first semi-final of the next season's competitions. Both read the same from this season's cups: deals are open
 * unless one of them has played its semi-final (a cup that ceased early never plays one, and the window closes
 * only at next season's first semi-final). Rule 5, buying from the bank or at auction, is never closed.
 */
export function dealsOpen(cups: readonly Cup[]): boolean {
  return !cups.some((cup) => cup.semiFinalPlayed);
}

/**
 * Rulebook (003), transfer rule 2: a loan needs both clubs playing in the current round of fixtures. In a league
 * round every club plays; in a cup round only those still in a cup that is running.
 */
export function canLoan(cups: readonly Cup[], lenderId: string, borrowerId: string, turnKind: 'league' | 'cup'): boolean {
  if (!dealsOpen(cups)) return false;
  if (turnKind === 'league') return true;
  const playing = (id: string) => cups.some((cup) => !cup.ceased && cup.winnerId === null && cup.alive.includes(id));
  return playing(lenderId) && playing(borrowerId);
}
