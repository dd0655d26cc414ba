import { postById } from '../../db/repositories/outbox.repository.js';
import type { LeagueDeps } from '../deps.js';
import type { StoryPart, WeekStoryMessage } from './week-story.js';

/** A report of a week's story whose dice can be asked for: a manager's match, or a cup tie told in full. */
export type DiceReport = Extract<StoryPart, { kind: 'match' } | { kind: 'cup-tie' }>;

/** The reports of a story with their dice, each by its place among the story's parts (the button names that place). */
export function diceReports(story: WeekStoryMessage): { part: number; report: DiceReport }[] {
  return story.parts.flatMap((part, i) => (part.kind === 'match' || part.kind === 'cup-tie' ? [{ part: i, report: part }] : []));
}

/**
 * The report a "Show the dice" button names: part `part` of the week's story posted as `postId`, in this channel
 * (a button copied elsewhere shows nothing of another league); undefined when there is no such report.
 */
export async function storyReport(deps: LeagueDeps, input: { postId: string; part: number; channelId: string }): Promise<DiceReport | undefined> {
  const story = await storyOfPost(deps, input);
  return story && diceReports(story).find((r) => r.part === input.part)?.report;
}

/** The week's story posted as `postId`, in this channel (a button copied elsewhere shows nothing of another league). */
export async function storyOfPost(deps: LeagueDeps, input: { postId: string; channelId: string }): Promise<WeekStoryMessage | undefined> {
  const post = await postById(deps.db, input.postId);
  if (!post || post.kind !== 'week-story' || post.channel_id !== input.channelId) return undefined;
  return post.payload as WeekStoryMessage;
}
