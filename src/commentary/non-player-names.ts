import type { EngineEvent } from '../engine/model/events.js';
import type { Line } from '../engine/model/types.js';
import { nonPlayerIdOnLine } from '../engine/setup/non-player-squad.js';

/**
 * The classic engine leaves a non-player club's shooter unnamed: the report names one of that club's men on the
 * shot's line, by the minute, so the same man takes the shot and scores the goal of that minute.
 */
export function anonymousShooterId(clubId: string, line: Line, minute: number): string {
  return nonPlayerIdOnLine(clubId, line, minute);
}

/** The man a classic anonymous goal is told of: the shooter of the unsaved shot it came from. */
export function anonymousScorerId(events: readonly EngineEvent[], goal: Extract<EngineEvent, { type: 'goal' }>): string | null {
  const shot = events.findLast((e) => e.type === 'shot' && e.clubId === goal.clubId && e.minute === goal.minute && !e.saved);
  return shot?.type === 'shot' ? anonymousShooterId(shot.clubId, shot.line, shot.minute) : null;
}
