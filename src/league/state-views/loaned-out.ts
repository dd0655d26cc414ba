import type { LeagueState } from '../../engine/model/types.js';
import type { LoanedOutView } from '../shared/views.js';

/**
 * A club's own players away on loan: his `clubId` is the borrower's while he
 * is away, so the squad leaves them out; the owner still sees where they are
 * and when they come back.
 */
export function loanedOutOf(state: LeagueState, clubId: string): LoanedOutView[] {
  return Object.values(state.players)
    .filter((p) => p.loan?.ownerId === clubId && p.clubId !== null)
    .map((p) => ({
      id: p.id,
      name: p.name,
      positions: p.positions,
      ability: p.ability,
      age: p.age,
      atClub: state.clubs[p.clubId!]?.name ?? p.clubId!,
      matchesLeft: p.loan!.matchesLeft,
    }))
    .sort((a, b) => b.ability - a.ability || a.name.localeCompare(b.name));
}
