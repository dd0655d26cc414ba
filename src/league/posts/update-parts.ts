import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { StoryPart, WeekStoryMessage } from './outbox-messages.js';

type PartKind = StoryPart['kind'];
type PartMessage<K extends PartKind> = Extract<StoryPart, { kind: K }>['message'];

/**
 * A step's posts with every message of one kind changed: a post of its own (a league shown live) or a part of the
 * step's story alike.
 */
export function updateParts<K extends PartKind>(
  messages: readonly OutboxInsert[],
  kind: K,
  update: (message: PartMessage<K>) => PartMessage<K>,
): OutboxInsert[] {
  return messages.map((m) => {
    if (m.kind === kind) return { ...m, payload: update(m.payload as PartMessage<K>) };
    if (m.kind !== 'week-story') return m;
    const story = m.payload as WeekStoryMessage;
    const parts = story.parts.map((p) => (p.kind === kind ? ({ kind, message: update(p.message as PartMessage<K>) } as StoryPart) : p));
    return { ...m, payload: { ...story, parts } satisfies WeekStoryMessage };
  });
}
