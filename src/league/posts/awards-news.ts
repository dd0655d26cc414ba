import type { ClubHeader } from '../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { Db } from '../../db/db.js';
import type { EngineEvent } from '../../engine/model/events.js';
import { WEEKS_PER_SEASON, type LeagueState } from '../../engine/model/types.js';
import type { SeasonReviewMessage, WeekSummaryMessage } from '../posts/outbox-messages.js';
import { updateParts } from '../posts/update-parts.js';
import { closesMonth, managerOfTheMonth, monthOfRound, ROUNDS_PER_MONTH } from '../awards/manager-of-the-month.js';
import { recordSeasonAwards, seasonMatches, type StoredSeasonAwards } from '../awards/season-end-awards.js';

/**
 * A football step's posts with the awards it closes (docs/rules.md, "Awards"): the manager of the month in the heading
 * of the league week that ends the month, and the season's awards (stored once) with its review at the season's end.
 * Both are read from the season's stored events, this step's included, so a replayed league names the same men.
 */
export async function withAwards(
  db: Db,
  input: {
    leagueId: string;
    clubs: ClubHeader[];
    before: LeagueState;
    after: LeagueState;
    events: EngineEvent[];
    messages: OutboxInsert[];
    at: Date;
  },
): Promise<OutboxInsert[]> {
  const { before, after, clubs } = input;
  const managers = new Map(clubs.flatMap((c) => (c.manager_user_id ? [[c.id, c.manager_user_id] as const] : [])));
  let messages = input.messages;

  const rounds = input.events.flatMap((e) => (e.type === 'result' ? [e.round] : []));
  const closing = rounds.find((round) => closesMonth(round, WEEKS_PER_SEASON));
  if (closing !== undefined) {
    const month = monthOfRound(closing);
    // Only the month's weeks are read: a league week's step is stored under its round.
    const weeks = { from: (month - 1) * ROUNDS_PER_MONTH + 1, to: closing };
    const best = managerOfTheMonth(month, await seasonMatches(db, input.leagueId, before.season, weeks), managers);
    if (best) {
      const clubName = clubs.find((c) => c.id === best.clubId)?.name ?? best.clubId;
      messages = updateParts(messages, 'week-summary', (summary: WeekSummaryMessage) => ({ ...summary, managerOfTheMonth: { ...best, clubName } }));
    }
  }

  const ended = after.history.filter((h) => !before.history.some((b) => b.season === h.season));
  const awards = new Map<number, StoredSeasonAwards>();
  for (const history of ended) {
    awards.set(history.season, await recordSeasonAwards(db, { leagueId: input.leagueId, history, before, managers, at: input.at }));
  }
  if (awards.size === 0) return messages;
  return updateParts(messages, 'season-review', (review: SeasonReviewMessage) => {
    const told = awards.get(review.history.season);
    return told ? { ...review, awards: told } : review;
  });
}
