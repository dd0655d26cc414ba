import type { Db } from '../../db/db.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import { cupStepOfRow } from '../shared/calendar-step.js';
import type { WeekSummaryMessage } from '../posts/outbox-messages.js';
import { updateParts } from '../posts/update-parts.js';
import { bestPredictorsOf } from '../predictions/best-predictor.js';

/**
 * A played league week's posts with its best predictors named in its summary (told in the story's heading, or in the
 * summary's own post in a league shown live). Any other step, and a week nobody scored in, leaves the posts as they are.
 */
export async function withBestPredictors(
  db: Db,
  league: LeagueRow,
  played: { season: number; week: number; phase: string },
  messages: OutboxInsert[],
): Promise<OutboxInsert[]> {
  if (league.game !== 'football' || played.phase !== 'season' || played.week < 1 || cupStepOfRow(league).cupStep) return messages;
  const predictors = await bestPredictorsOf(db, league.id, played.season, played.week);
  if (!predictors) return messages;
  return updateParts(messages, 'week-summary', (summary: WeekSummaryMessage) => ({ ...summary, predictors }));
}
