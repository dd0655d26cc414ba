import type { Dice } from '../dice.js';
import type { MatchSide } from '../match/match-side.js';
import { nonPlayerTakers, penaltyOrder, shootOut, type ShootOut, type ShootOutSide } from './shoot-out.js';

/** A side of a classic-engine match as it lines up for penalties: its XI's match ratings, or its division's shooters. */
export function shootOutSideOf(side: MatchSide): ShootOutSide {
  if (side.kind === 'non-player') return { clubId: side.clubId, takers: nonPlayerTakers(side.division), keeper: side.goalkeeper };
  const keeper = side.slots.find((slot) => slot.line === 'G');
  if (!keeper) throw new Error(`${side.clubId} has no goalkeeper`);
  const takers = penaltyOrder(side.slots.map((slot) => ({ playerId: slot.playerId, ability: slot.rating, goalkeeper: slot.line === 'G' })));
  return { clubId: side.clubId, takers, keeper: keeper.rating };
}

export interface SettledTie {
  winnerId: string;
  shootOut: ShootOut | null;
}

/**
 * House rule (docs/rules.md, "Cups"): a classic-engine cup tie level after 90 minutes goes straight to penalties
 * (the classic engine has no extra time); the club drawn first (home) kicks first.
 */
export function settleClassicTie(home: MatchSide, away: MatchSide, score: { homeGoals: number; awayGoals: number }, dice: Dice): SettledTie {
  if (score.homeGoals !== score.awayGoals) {
    return { winnerId: score.homeGoals > score.awayGoals ? home.clubId : away.clubId, shootOut: null };
  }
  const penalties = shootOut(shootOutSideOf(home), shootOutSideOf(away), dice);
  return { winnerId: penalties.winnerId, shootOut: penalties };
}
