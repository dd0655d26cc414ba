import { COMPETITION_NAMES, type Competition } from './cup.js';
import type { TeamValues } from './line-up.js';

/**
 * Rulebook (003), "Introduction": from the second season the League Champions enter the European Cup, the F.A. Cup
 * Winners the European Cup-Winners' Cup, the remaining clubs the UEFA Cup. House rule: when the champions also won
 * the Cup, the Cup's runners-up take the Cup-Winners' Cup place, as English football did.
 */
export function europeanEntries(input: {
  table: readonly string[];
  cupWinnerId: string | null;
  cupRunnerUpId: string | null;
}): Record<'european-cup' | 'cup-winners-cup' | 'uefa-cup', string[]> {
  const champion = input.table[0]!;
  const cupWinners = input.cupWinnerId === champion ? input.cupRunnerUpId : input.cupWinnerId;
  const placed = new Set([champion, cupWinners].filter((id): id is string => id !== null));
  return {
    'european-cup': [champion],
    'cup-winners-cup': cupWinners ? [cupWinners] : [],
    'uefa-cup': input.table.filter((id) => !placed.has(id)),
  };
}

/**
 * House rule: the clubs from abroad that fill each European competition to eight (the UEFA Cup to sixteen). The
 * rulebook's computer runs them; their sides are the strength of a good league club, the champions' cup the
 * strongest.
 */
export const FOREIGN_SIDES: Readonly<Record<Exclude<Competition, 'fa-cup'>, TeamValues>> = {
  'european-cup': { defence: 19, attack: 21 },
  'cup-winners-cup': { defence: 18, attack: 20 },
  'uefa-cup': { defence: 17, attack: 19 },
};

export function europeanField(competition: Exclude<Competition, 'fa-cup'>, entrants: readonly string[]): string[] {
  const size = competition === 'uefa-cup' ? 16 : 8;
  const foreign = Array.from({ length: Math.max(0, size - entrants.length) }, (_, i) => `abroad-${competition}-${i + 1}`);
  return [...entrants, ...foreign];
}

export function isForeignClub(clubId: string): boolean {
  return clubId.startsWith('abroad-');
}

export function foreignSide(clubId: string): TeamValues {
  const competition = clubId.slice('abroad-'.length).replace(/-\d+$/, '') as Exclude<Competition, 'fa-cup'>;
  return FOREIGN_SIDES[competition];
}

/** How a club from abroad is named to players: its competition's name and its number in the draw, "UEFA Cup club 3". */
export function foreignClubName(clubId: string): string {
  const match = /^abroad-(.+)-(\d+)$/.exec(clubId);
  if (!match || !(match[1]! in FOREIGN_SIDES)) return clubId;
  return `${COMPETITION_NAMES[match[1] as Competition]} club ${match[2]} (abroad)`;
}
