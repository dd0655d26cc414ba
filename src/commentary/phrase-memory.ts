import type { EngineEvent } from '../engine/model/events.js';
import { DetailedCommentator } from './detailed.js';
import { PhrasePicker, type PhraseMemory } from './phrase-picker.js';
import { Commentator } from './render.js';
import { detailedReportLines, matchEvents } from './told-events.js';

const NO_NAMES = { club: () => '', player: () => '' };

/**
 * The league's phrase memory after one full match report told from `memory`. The phrasings picked depend on the
 * events alone (not on names or the dice display), so this is known when the report is queued, and the next
 * report starts from it. A cup tie's report tells extra time too (`upToMinute` 120).
 */
export function afterReport(memory: PhraseMemory | undefined, events: readonly EngineEvent[], upToMinute = 90): PhraseMemory {
  const picker = new PhrasePicker(memory);
  const told = matchEvents(events, upToMinute);
  if (told.some((event) => event.type === 'detailed-kick-off')) {
    detailedReportLines(told, new DetailedCommentator(NO_NAMES, { picker }));
  } else {
    const commentator = new Commentator(NO_NAMES, { picker });
    for (const event of told) commentator.line(event);
  }
  return picker.memory();
}
