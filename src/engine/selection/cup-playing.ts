import type { LeagueState } from '../model/types.js';
import { EUROPEAN_COMPETITIONS, type CupCompetition } from '../model/cup-competitions.js';
import type { CupStepKind } from '../model/cups-state.js';

/** The competitions a cup step plays. */
export function competitionsOf(kind: CupStepKind): readonly CupCompetition[] {
  return kind === 'cup' ? CUP_ONLY : EUROPEAN_COMPETITIONS;
}

const CUP_ONLY: readonly CupCompetition[] = ['cup'];

/** Ids of the league's clubs with a tie to play in the cup step being played; none outside one. */
export function clubsInCupTies(state: LeagueState): string[] {
  const cups = state.cups;
  if (!cups?.playing) return [];
  return competitionsOf(cups.playing)
    .flatMap((c) => {
      const round = cups.knockouts[c]?.rounds.at(-1);
      return (round?.ties ?? []).filter((t) => t.winnerId === null).flatMap((t) => [t.homeId, t.awayId]);
    })
    .filter((id) => id in state.clubs);
}
