import { remindersAlreadyPassed } from '../schedule/due.js';
import { recordAudit } from '../../db/repositories/audit.repository.js';
import { updateLeagueRow } from '../../db/repositories/league.repository.js';
import { nextDeadline } from '../shared/deadline.js';
import type { LeagueDeps } from '../deps.js';
import { Conflict } from '../errors.js';
import { leagueSummary } from '../shared/league-summary.js';
import type { LeagueSummary } from '../shared/views.js';
import { adminLeague, type AdminInput } from './admin-league.js';

/**
 * Opens the league for play: the first deadline is set and the scheduler
 * starts playing its steps, beginning with the pre-season of season one.
 */
export async function startSeason(deps: LeagueDeps, input: AdminInput): Promise<LeagueSummary> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await adminLeague(trx, input);
    if (league.started) throw new Conflict('already-started', { key: 'reply.league.alreadyStarted' });
    const now = deps.clock.now();
    const deadline = nextDeadline(league.schedule, now);
    const started = await updateLeagueRow(trx, league.id, {
      started: true,
      next_deadline: deadline,
      reminders_sent: remindersAlreadyPassed(league.reminder_offsets, deadline, now),
      updated_at: now,
    });
    await recordAudit(trx, { leagueId: league.id, guildId: league.guild_id, actorUserId: input.actorUserId, action: 'start', detail: {} }, now);
    return leagueSummary(started);
  });
}
