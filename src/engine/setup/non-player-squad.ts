import type { Line } from '../model/types.js';

/**
 * A non-player club has no players in the state, only ratings (the rulebook's charts). So that its men can be
 * named in a match report, each gets an id: the club's id and a shirt number, 1 the keeper, 2 to 11 a 4-4-2
 * (2–5 defence, 6–9 midfield, 10–11 attack) and 12 on the bench. The id decides no roll; the league names it.
 */
const SEPARATOR = '#';
export const NON_PLAYER_SQUAD_SIZE = 18;
const FIRST_NUMBER: Record<Line, number> = { G: 1, D: 2, M: 6, A: 10 };
const LINE_SIZE: Record<Line, number> = { G: 1, D: 4, M: 4, A: 2 };

export function nonPlayerId(clubId: string, number: number): string {
  return `${clubId}${SEPARATOR}${number}`;
}

/** The club and shirt number of a non-player club's man, or null for any other id. */
export function parseNonPlayerId(id: string): { clubId: string; number: number } | null {
  const at = id.lastIndexOf(SEPARATOR);
  if (at <= 0) return null;
  const number = Number(id.slice(at + 1));
  return Number.isInteger(number) && number >= 1 && number <= NON_PLAYER_SQUAD_SIZE ? { clubId: id.slice(0, at), number } : null;
}

/** The `index`-th man (from 0) of a line of the notional 4-4-2, wrapping round the line. */
export function nonPlayerIdOnLine(clubId: string, line: Line, index: number): string {
  return nonPlayerId(clubId, FIRST_NUMBER[line] + (index % LINE_SIZE[line]));
}

/** Every man of a non-player club's squad: the XI and the bench. */
export function nonPlayerSquadIds(clubId: string): string[] {
  return Array.from({ length: NON_PLAYER_SQUAD_SIZE }, (_, i) => nonPlayerId(clubId, i + 1));
}
