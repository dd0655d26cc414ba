import type { LeagueDeps } from '../src/league/deps.js';
import { advanceLeague } from '../src/league/week/advance.js';
import { createLeague } from '../src/league/membership/create-league.js';
import { joinLeague } from '../src/league/membership/join-league.js';
import { startSeason } from '../src/league/membership/start-season.js';
import type { LeagueSummary } from '../src/league/shared/views.js';

/** A started league of four divisions with eight managed clubs, as the benchmarks measure it. */
export async function benchLeague(deps: LeagueDeps, n: number, seed = n + 1): Promise<{ league: LeagueSummary; managers: string[] }> {
  const created = await createLeague(deps, {
    guildId: 'bench',
    channelId: `bench-${n}`,
    name: `Bench ${n}`,
    actorUserId: 'admin',
    isAdmin: true,
    options: { humanClubs: 8, seed, schedule: { kind: 'interval', hours: 24 } },
  });
  const managers = Array.from({ length: 8 }, (_, i) => `m${n}-${i}`);
  for (const userId of managers) await joinLeague(deps, { leagueId: created.id, userId });
  const league = await startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
  return { league, managers };
}

/** Plays the league's next step; returns the league after it. */
export async function playNext(deps: LeagueDeps, league: LeagueSummary): Promise<LeagueSummary> {
  const outcome = await advanceLeague(deps, league.id, { season: league.season, week: league.week, phase: league.phase });
  if (!outcome.played) throw new Error(`step not played: ${outcome.reason}`);
  return outcome.league;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const systemDeps = (db: LeagueDeps['db']): LeagueDeps => ({ db, clock: { now: () => new Date() } });
