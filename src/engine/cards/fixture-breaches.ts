import type { Fixture } from '../model/types.js';
import type { CardsResult, RoundSlot } from './state.js';

/** One match of a club, as the seed's fixture rules see it: whom it meets and where. */
export interface ClubMatch {
  opponentId: string;
  home: boolean;
}

/** A club's matches on either side of a slot of the calendar, nearest last (before) and nearest first (after). */
export interface MatchesAround {
  before: ClubMatch[];
  after: ClubMatch[];
}

/**
 * How many of the seed's fixture rules (shared/seeds/002_431a11358b494cd6.txt, section 3) a club's match between
 * `around.before` and `around.after` breaks: each run of three home or three away matches it makes, and each
 * meeting with the opponent of the match just before or just after.
 */
export function breaches(around: MatchesAround, match: ClubMatch): number {
  const [b2, b1] = around.before.slice(-2);
  const [a1, a2] = around.after;
  const sameVenue = (...others: (ClubMatch | undefined)[]) => others.every((m) => m !== undefined && m.home === match.home);
  let count = 0;
  if (sameVenue(b2, b1)) count += 1;
  if (sameVenue(b1, a1)) count += 1;
  if (sameVenue(a1, a2)) count += 1;
  if (b1?.opponentId === match.opponentId) count += 1;
  if (a1?.opponentId === match.opponentId) count += 1;
  return count;
}

/**
 * A club's matches around the calendar's slot `at`: before it, the league fixtures and the cup ties played; after
 * it, the league fixtures up to the next cup round (not drawn yet).
 */
export function matchesAround(
  calendar: readonly RoundSlot[],
  fixtures: readonly Fixture[],
  cupResults: readonly CardsResult[],
  at: number,
  clubId: string,
): MatchesAround {
  const matchIn = (slot: RoundSlot): ClubMatch | null => {
    const games: readonly { round: number; homeId: string; awayId: string }[] =
      slot.kind === 'league' ? fixtures : cupResults.filter((r) => r.competition === 'cup');
    const game = games.find((g) => g.round === slot.round && (g.homeId === clubId || g.awayId === clubId));
    if (!game) return null;
    return game.homeId === clubId ? { opponentId: game.awayId, home: true } : { opponentId: game.homeId, home: false };
  };
  const before = calendar.slice(0, at).flatMap((slot) => matchIn(slot) ?? []);
  const nextCup = calendar.findIndex((slot, i) => i > at && slot.kind === 'cup');
  const after = calendar.slice(at + 1, nextCup === -1 ? calendar.length : nextCup).flatMap((slot) => matchIn(slot) ?? []);
  return { before, after };
}
