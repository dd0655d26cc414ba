import { recordAudit } from '../../db/repositories/audit.repository.js';
import type { LeagueDeps } from '../deps.js';
import { clubSummary, requireManagerClub, type LeagueCheck } from '../guards.js';
import { resolveLeagueOfAnyGameLocked, type LeagueLookup } from '../resolve/league-ref.js';
import { leagueSummary } from '../shared/league-summary.js';
import { releaseClub } from './release-club.js';
import type { ClubSummary } from '../shared/views.js';
import type { Locale } from '../../i18n/locales.js';

/**
 * The manager gives up his club; the AI manages it from the next week on. `check` runs on the league first (the
 * command's cooldown). The club comes back with the league's language, in which the channel is told.
 */
export async function leaveLeague(
  deps: LeagueDeps,
  input: LeagueLookup & { userId: string; check?: LeagueCheck },
): Promise<ClubSummary & { language: Locale }> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await resolveLeagueOfAnyGameLocked(trx, input);
    const summary = leagueSummary(league);
    input.check?.(summary);
    const club = await requireManagerClub(trx, league.id, input.userId);
    await releaseClub(trx, league, club.id, deps.clock.now());
    await recordAudit(
      trx,
      { leagueId: league.id, guildId: league.guild_id, actorUserId: input.userId, action: 'leave', detail: { clubId: club.id } },
      deps.clock.now(),
    );
    return { ...clubSummary({ ...club, manager_user_id: null }), language: summary.settings.language };
  });
}
