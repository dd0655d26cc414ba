import type { AppContext } from '../context.js';
import { advanceLeague, dueLeagues, isDatabaseUnreachable, type AdvanceOutcome, type DueLeague } from '../league/index.js';

export interface AdvanceReport {
  played: string[];
  notPlayed: { leagueId: string; reason: string }[];
  failed: string[];
}

/** Leagues read per query of the due list. */
const BATCH = 200;
/**
 * Leagues played side by side: each holds one pool connection for its
 * transaction while the next one's engine runs, and leaves the rest of the
 * pool (10) to commands.
 */
const WORKERS = 4;

/**
 * Plays every league that is due: its deadline passed, or every human manager
 * is ready where the league plays early. Each is played through the use case,
 * which locks the league and checks the week, so a league is played once even
 * when several processes run this job at the same minute. The due list is read
 * again until it holds no league this run has not tried, so a whole evening's
 * deadline is played in one tick; each league is tried once per tick.
 */
export async function advanceDueLeagues(ctx: AppContext, shouldStop: () => boolean = () => false): Promise<AdvanceReport> {
  const report: AdvanceReport = { played: [], notPlayed: [], failed: [] };
  const tried = new Set<string>();
  // Set when the database is unreachable: the leagues not yet played are due again at the next tick.
  let unreachable = false;
  const stop = () => unreachable || shouldStop();
  while (!stop()) {
    const batch = (await dueLeagues(ctx, BATCH)).filter((due) => !tried.has(due.leagueId));
    if (batch.length === 0) break;
    for (const due of batch) tried.add(due.leagueId);
    let next = 0;
    const worker = async () => {
      // Stop between leagues on shutdown; those in flight finish their transactions.
      while (next < batch.length && !stop()) {
        if (!(await playOne(ctx, batch[next++]!, report))) unreachable = true;
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  }
  return report;
}

/** Plays one due league into the report; false when the database was unreachable. */
async function playOne(ctx: AppContext, due: DueLeague, report: AdvanceReport): Promise<boolean> {
  let outcome: AdvanceOutcome;
  try {
    outcome = await advanceLeague(ctx, due.leagueId, due.expected);
  } catch (error) {
    report.failed.push(due.leagueId);
    if (isDatabaseUnreachable(error)) {
      // The transaction went with its connection; the league and those after it are due again at the next tick.
      ctx.logger.warn({ err: error, leagueId: due.leagueId, expected: due.expected }, 'database unreachable: the due weeks wait for the next tick');
      return false;
    }
    ctx.logger.error({ err: error, leagueId: due.leagueId, expected: due.expected }, 'advancing a due league failed');
    return true;
  }
  if (outcome.played) {
    ctx.logger.info({ leagueId: due.leagueId, step: outcome.step, reason: due.reason, outboxRows: outcome.outboxRows }, 'week played');
    report.played.push(due.leagueId);
  } else {
    ctx.logger.info({ leagueId: due.leagueId, reason: outcome.reason }, 'due league not played');
    report.notPlayed.push({ leagueId: due.leagueId, reason: outcome.reason });
  }
  return true;
}
