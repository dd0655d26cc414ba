import { afterReport } from '../../commentary/phrase-memory.js';
import type { PhraseMemory } from '../../commentary/phrase-picker.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import type { EngineEvent } from '../../engine/events.js';
import type { MatchMessage } from '../posts/outbox-messages.js';

/**
 * The league's phrase memory handed from report to report as a step's matches are queued: each report starts
 * where the one before it left the phrasing.
 */
export function phraseMemory(league: Pick<LeagueRow, 'phrase_memory'>) {
  let memory = (league.phrase_memory ?? undefined) as PhraseMemory | undefined;
  return {
    /** The memory this report starts from (none for a league's first), moved on past it. */
    next(events: readonly EngineEvent[]): { phrases?: PhraseMemory } {
      const start = memory;
      memory = afterReport(start, events);
      return start ? { phrases: start } : {};
    },
  };
}

/** Where the step's last queued report leaves the phrasing, to store with the league; null when it queued none. */
export function phraseMemoryAfter(messages: readonly OutboxInsert[]): PhraseMemory | null {
  const last = messages.findLast((m) => m.kind === 'match');
  if (!last) return null;
  const message = last.payload as MatchMessage;
  return afterReport(message.phrases, message.events);
}
