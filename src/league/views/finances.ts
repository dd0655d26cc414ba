import { clubRow } from '../../db/repositories/club.repository.js';
import { recentLedger } from '../../db/repositories/ledger.repository.js';
import type { SponsorDeal } from '../../engine/model/types.js';
import type { LeagueDeps } from '../deps.js';
import { clubSummary, requireManagerClub } from '../guards.js';
import { resolveLeague, type LeagueRef } from '../resolve/league-ref.js';
import type { FinancesView } from '../shared/views.js';

/** The caller's own club's balance, sponsor and latest ledger lines (newest first). */
export async function financesView(deps: LeagueDeps, input: LeagueRef & { userId: string; limit?: number }): Promise<FinancesView> {
  const league = await resolveLeague(deps.db, input);
  const club = await requireManagerClub(deps.db, league.id, input.userId);
  const limit = Math.min(Math.max(1, Math.floor(input.limit ?? 10)), 50);
  const [row, lines] = await Promise.all([clubRow(deps.db, league.id, club.id), recentLedger(deps.db, league.id, club.id, limit)]);
  return {
    club: clubSummary(club),
    balance: row!.balance,
    sponsor: row!.sponsor as SponsorDeal | null,
    recent: lines.map((l) => ({
      season: l.season,
      week: l.week,
      amount: l.amount,
      reason: l.reason,
      detail: l.detail,
      balance: l.balance,
    })),
  };
}
