import type { AppContext } from '../context.js';
import { advanceWeek, dueLeagues, isDatabaseUnreachable, type AdvanceOutcome } from '../league/index.js';

export interface AdvanceReport {
  played: string[];
  notPlayed: { leagueId: string; reason: string }[];
  failed: string[];
}

/**
 * Plays every league that is due: its deadline passed, or every human manager
 * is ready where the league plays early. Each is played through the use case,
 * which locks the league and checks the week, so a league is played once even
 * when several processes run this job at the same minute.
 */
export async function advanceDueLeagues(ctx: AppContext, shouldStop: () => boolean = () => false): Promise<AdvanceReport> {
  const report: AdvanceReport = { played: [], notPlayed: [], failed: [] };
  for (const due of await dueLeagues(ctx)) {
    // Stop between leagues on shutdown; the one in flight finishes its transaction.
    if (shouldStop()) break;
    let outcome: AdvanceOutcome;
    try {
      outcome = await advanceWeek(ctx, due.leagueId, due.expected);
    } catch (error) {
      report.failed.push(due.leagueId);
      if (isDatabaseUnreachable(error)) {
        // The transaction went with its connection; the league and those after it are due again at the next tick.
        ctx.logger.warn({ err: error, leagueId: due.leagueId, expected: due.expected }, 'database unreachable: the due weeks wait for the next tick');
        break;
      }
      ctx.logger.error({ err: error, leagueId: due.leagueId, expected: due.expected }, 'advancing a due league failed');
      continue;
    }
    if (outcome.played) {
      ctx.logger.info({ leagueId: due.leagueId, step: outcome.step, reason: due.reason, outboxRows: outcome.outboxRows }, 'week played');
      report.played.push(due.leagueId);
    } else {
      ctx.logger.info({ leagueId: due.leagueId, reason: outcome.reason }, 'due league not played');
      report.notPlayed.push({ leagueId: due.leagueId, reason: outcome.reason });
    }
  }
  return report;
}
