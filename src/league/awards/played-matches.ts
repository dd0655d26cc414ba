import type { EngineEvent } from '../../engine/model/events.js';
import type { Lineup } from '../../engine/model/types.js';
import { matchEventsIndex } from '../shared/match-events.js';

/** One goal as the awards read it: who scored and who set it up (own goals score for nobody). */
export interface AwardGoal {
  clubId: string;
  scorerId: string | null;
  assistId: string | null;
}

/** A league game as the awards read it, out of the events its week stored. */
export interface PlayedMatch {
  round: number;
  homeId: string;
  awayId: string;
  homeGoals: number;
  awayGoals: number;
  /** The XI each managed or AI-run squad started with; absent for a non-player team. */
  lineups: Record<string, Lineup>;
  goals: AwardGoal[];
  /** Shots on target each keeper kept out, by his id. */
  saves: Record<string, number>;
}

/**
 * The league games of one played step, out of its events alone: every `result` event with the game's play-by-play and
 * the lineups chosen that week. Cup ties have no `result` event and are left out.
 */
export function playedMatches(events: EngineEvent[]): PlayedMatch[] {
  const lineups = new Map<string, Lineup>();
  for (const e of events) if (e.type === 'lineup-chosen' && !lineups.has(e.clubId)) lineups.set(e.clubId, e.lineup);
  const index = matchEventsIndex(events);
  const matches: PlayedMatch[] = [];
  for (const result of events) {
    if (result.type !== 'result') continue;
    const { round, homeId, awayId, homeGoals, awayGoals } = result;
    const sides: Record<string, Lineup> = {};
    for (const id of [homeId, awayId]) {
      const lineup = lineups.get(id);
      if (lineup) sides[id] = lineup;
    }
    const match: PlayedMatch = { round, homeId, awayId, homeGoals, awayGoals, lineups: sides, goals: [], saves: {} };
    for (const e of index.eventsOf(result.division, homeId, awayId, round)) readPlay(match, e);
    matches.push(match);
  }
  return matches;
}

function readPlay(match: PlayedMatch, e: EngineEvent): void {
  const save = (keeperId: string | null | undefined) => {
    if (keeperId) match.saves[keeperId] = (match.saves[keeperId] ?? 0) + 1;
  };
  if (e.type === 'goal') {
    match.goals.push({
      clubId: e.clubId,
      scorerId: e.scorerKind === 'player' ? e.scorerId : null,
      assistId: e.assistKind === 'player' ? e.assistId : null,
    });
  } else if (e.type === 'detailed-goal') {
    match.goals.push({ clubId: e.clubId, scorerId: e.ownGoal ? null : e.scorerId, assistId: e.ownGoal ? null : e.assistId });
  } else if (e.type === 'shot' && e.saved) {
    save(match.lineups[e.opponentId]?.goalkeeper);
  } else if (e.type === 'detailed-shot' && e.onTarget && e.result !== 'Goal') {
    save(e.keeperId);
  }
}
