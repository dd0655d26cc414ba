import type { EngineEvent } from '../model/events.js';
import { FIELD_SIZE, type CupCompetition } from '../model/cup-competitions.js';
import { roundsFor } from './draw.js';
import type { CupsState, PlayedTie, RoundsReached } from '../model/cups-state.js';

/**
 * Each club's furthest round in each competition, from a season's cups or from the events of its steps (the
 * `cup-tie` events). The last round of a competition is its final: a club that won it is the `winner`. Game points
 * and reviews read cup runs from here.
 */
export function cupRoundsReached(source: CupsState | readonly EngineEvent[], finals: Partial<Record<CupCompetition, number>> = {}): RoundsReached {
  const ties: PlayedTie[] = Array.isArray(source)
    ? (source as readonly EngineEvent[]).flatMap((e) => (e.type === 'cup-tie' ? [e] : []))
    : (source as CupsState).ties;
  const reached: RoundsReached = {};
  for (const tie of ties) {
    for (const clubId of [tie.homeId, tie.awayId]) {
      const clubRuns = (reached[clubId] ??= {});
      const run = (clubRuns[tie.competition] ??= { round: 0, won: 0, winner: false });
      run.round = Math.max(run.round, tie.round);
      if (tie.winnerId === clubId) {
        run.won += 1;
        if (tie.round === (finals[tie.competition] ?? finalRound(tie.competition))) run.winner = true;
      }
    }
  }
  return reached;
}

/** The final's round: the cup's fifth (32 clubs), Europe's fourth (16). */
function finalRound(competition: CupCompetition): number {
  return roundsFor(FIELD_SIZE[competition]);
}
