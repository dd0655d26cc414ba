import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { DivisionIndex } from '../../engine/model/types.js';
import type { Locale } from '../../i18n/locales.js';
import { weekHeadlines } from './headlines.js';
import type { ClubRef, StoryPart, WeekStoryMessage } from './outbox-messages.js';

export type { StoryPart, WeekStoryMessage } from './outbox-messages.js';

const TOLD: ReadonlySet<string> = new Set(['week-summary', 'match', 'cup-tie', 'cup-results', 'table', 'cup-draw', 'season-review', 'transfer-news']);

/**
 * Folds a step's posts into its story (a league that shows matches live keeps its posts as they were: each match is
 * its own message, edited minute by minute). Posts it does not tell (deals, reminders, the game's end) stay their own.
 */
export function tellTheStory(
  messages: readonly OutboxInsert[],
  input: { live: boolean; managed: ReadonlySet<string>; undecided: DivisionIndex[]; ref: (clubId: string) => ClubRef; locale?: Locale },
): OutboxInsert[] {
  if (input.live) return [...messages];
  const told = messages.filter((m) => TOLD.has(m.kind));
  if (told.length === 0) return [...messages];
  const of = <K extends StoryPart['kind']>(kind: K) =>
    told.filter((m) => m.kind === kind).map((m) => ({ kind, message: m.payload }) as Extract<StoryPart, { kind: K }>);
  const summary = of('week-summary')[0]?.message;
  const transfers = of('transfer-news').map((t) => t.message);
  const tables = of('table');
  const events: EngineEvent[] = [...(summary?.events ?? []), ...transfers.flatMap((t) => t.events)];
  const headlines = weekHeadlines({
    results: summary?.results ?? [],
    events,
    tables: tables.filter((t) => !t.message.final).flatMap((t) => t.message.tables),
    ref: input.ref,
    managed: input.managed,
  });
  const parts: StoryPart[] = [
    ...of('week-summary'),
    ...of('match'),
    ...of('cup-tie'),
    ...of('cup-results'),
    ...tables,
    ...of('cup-draw'),
    ...of('season-review'),
    ...of('transfer-news'),
  ];
  const names = {
    players: Object.assign({}, summary?.names.players, ...transfers.map((t) => t.names.players)) as Record<string, string>,
    clubs: Object.assign({}, summary?.names.clubs, ...transfers.map((t) => t.names.clubs)) as Record<string, string>,
  };
  const first = told[0]!;
  const story: OutboxInsert = {
    leagueId: first.leagueId,
    channelId: first.channelId,
    kind: 'week-story',
    payload: {
      parts,
      headlines,
      undecided: input.undecided,
      headlineNames: names,
      ...(input.locale ? { locale: input.locale } : {}),
    } satisfies WeekStoryMessage,
    dedupeKey: first.dedupeKey.replace(/:[^:]*$/, ':story'),
  };
  return [story, ...messages.filter((m) => !TOLD.has(m.kind))];
}
