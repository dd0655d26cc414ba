import type { StoryPart, WeekStoryMessage } from './week-story.js';

/** An outbox row as a reader sees it: its kind and its stored message. */
export interface PostRow {
  kind: string;
  payload: unknown;
}

/**
 * Every post a channel was told, with a week's story opened into the posts it tells (its summary, reports, tables,
 * cup news, transfers, review), each as a row of its own kind: a reader of those kinds reads a story's parts as it
 * read the posts themselves.
 */
export function toldPosts<R extends PostRow>(rows: readonly R[]): R[] {
  return rows.flatMap((row) =>
    row.kind === 'week-story'
      ? (row.payload as WeekStoryMessage).parts.map((part: StoryPart) => ({ ...row, kind: part.kind, payload: part.message }))
      : [row],
  );
}
