import { randomUUID } from 'node:crypto';
import type { LeagueDeps } from '../../src/league/deps.js';
import { createLeague } from '../../src/league/create-league.js';
import type { LeagueOptions, LeagueSummary } from '../../src/league/views.js';
import type { TestDatabase } from '../support/db.js';
import { testClock } from '../support/db.js';

let channel = 0;

/** A league in a channel of its own, so the tests of one file share a database without meeting. */
export async function makeLeagueIn(
  deps: LeagueDeps,
  options: Partial<LeagueOptions> = {},
): Promise<LeagueSummary> {
  channel += 1;
  return createLeague(deps, {
    guildId: 'g1',
    channelId: `ch-${process.pid}-${channel}-${randomUUID()}`,
    name: `League ${channel}`,
    actorUserId: 'admin',
    isAdmin: true,
    options: { humanClubs: 8, seed: 42, schedule: { kind: 'interval', hours: 24 }, ...options },
  });
}

export function depsOf(database: TestDatabase, clock = testClock()): LeagueDeps & { clock: ReturnType<typeof testClock> } {
  return { db: database.db, clock };
}
