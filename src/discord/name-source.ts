import type { AppContext } from '../context.js';
import { leagueNames, type OutboxPayload } from '../league/index.js';
import { nameBook, type NameBook } from './render/names.js';

/** Finds the names an outbox payload's events refer to. */
export type NameSource = (leagueId: string, payload: OutboxPayload) => Promise<NameBook>;

/**
 * Every club's and player's name in the league, read in two queries, where
 * reading the tables and then the squad of each club a payload mentions took
 * dozens of queries per post: at a shared deadline every league posts at once.
 */
export function leagueNameSource(ctx: AppContext): NameSource {
  return async (leagueId) => {
    const { players, clubs } = await leagueNames(ctx, { leagueId });
    return nameBook(players, clubs);
  };
}
