import type { EngineEvent } from '../../engine/model/events.js';
import type { CupTieMessage } from './cup-message-types.js';

/** A tie's report tells the match to the end of extra time. */
export const TIE_REPORT_MINUTES = 120;

/** The events a tie's report tells as a match (the shoot-out and result apart); null for a tie not played as a match. */
export function tieReportEvents(message: Pick<CupTieMessage, 'tie' | 'events'>): EngineEvent[] | null {
  if (message.tie.decidedBy !== 'match') return null;
  return message.events.filter((e) => e.type !== 'cup-shoot-out' && e.type !== 'cup-tie');
}
