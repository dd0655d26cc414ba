import type { EngineEvent } from '../engine/events.js';
import { DetailedCommentator } from './detailed.js';
import { PhrasePicker, type PhraseMemory } from './phrase-picker.js';
import { Commentator } from './render.js';
import { detailedReportLines, matchEvents } from './told-events.js';

const NO_NAMES = { club: () => '', player: () => '' };

/**
 * The league's phrase memory after one full match report told from `memory`. The phrasings picked depend on the
 * events alone (not on names or the dice display), so this is known when the report is queued, and the next
 * report starts from it.
 */
export function afterReport(memory: PhraseMemory | undefined, events: readonly EngineEvent[]): PhraseMemory {
  const picker = new PhrasePicker(memory);
  const told = matchEvents(events);
  if (told.some((event) => event.type === 'detailed-kick-off')) {
    detailedReportLines(told, new DetailedCommentator(NO_NAMES, { picker }));
  } else {
    const commentator = new Commentator(NO_NAMES, { picker });
    for (const event of told) commentator.line(event);
  }
  return picker.memory();
}
