import { afterReport } from '../../commentary/phrase-memory.js';
import type { PhraseMemory } from '../../commentary/phrase-picker.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { MatchMessage } from '../posts/outbox-messages.js';
import { toldPosts } from '../posts/told-posts.js';
import type { CupTieMessage } from '../cups/cup-message-types.js';
import { TIE_REPORT_MINUTES, tieReportEvents } from '../cups/tie-report.js';

/**
 * The league's phrase memory handed from report to report as a step's matches are queued: each report starts
 * where the one before it left the phrasing.
 */
export function phraseMemory(league: Pick<LeagueRow, 'phrase_memory'>) {
  return phraseMemoryFrom((league.phrase_memory ?? undefined) as PhraseMemory | undefined);
}

/**
 * The memory after each report queued in this process, by the report's message: worked out once as the report is
 * built, so the step need not tell its last report again to know where it leaves the phrasing.
 */
const memoryAfter = new WeakMap<object, PhraseMemory>();

/** The same hand-over from a given memory: the cup ties' reports start where the step's league reports left it. */
export function phraseMemoryFrom(start: PhraseMemory | undefined) {
  let memory = start;
  return {
    /** The memory this report starts from (none for a league's first), moved on past it. */
    next(events: readonly EngineEvent[], upToMinute = 90): { phrases?: PhraseMemory } {
      const from = memory;
      memory = afterReport(from, events, upToMinute);
      return from ? { phrases: from } : {};
    },
    /** The report just moved past (by `next`), as queued: the memory after it is kept with it. */
    told<M extends object>(message: M): M {
      if (memory) memoryAfter.set(message, memory);
      return message;
    },
  };
}

/**
 * Where the step's last queued report (a league match or a cup tie told in full) leaves the phrasing, to store with
 * the league; null when it queued none.
 */
export function phraseMemoryAfter(messages: readonly OutboxInsert[]): PhraseMemory | null {
  // A step's story carries its reports inside it, in the order they were queued.
  for (const queued of toldPosts(messages).toReversed()) {
    if (queued.kind === 'match') {
      const message = queued.payload as MatchMessage;
      return memoryAfter.get(message) ?? afterReport(message.phrases, message.events);
    }
    if (queued.kind === 'cup-tie') {
      const message = queued.payload as CupTieMessage;
      const known = memoryAfter.get(message);
      if (known) return known;
      const told = tieReportEvents(message);
      if (told) return afterReport(message.phrases, told, TIE_REPORT_MINUTES);
    }
  }
  return null;
}
