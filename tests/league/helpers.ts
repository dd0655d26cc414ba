import { randomUUID } from 'node:crypto';
import type { LeagueDeps } from '../../src/league/deps.js';
import { createLeague } from '../../src/league/membership/create-league.js';
import { createCardsLeague } from '../../src/league/modes/cards/create-cards-league.js';
import { createFortunesGameLeague } from '../../src/league/modes/fortunes-game/create-fortunes-game-league.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { placeBid } from '../../src/league/orders/orders.js';
import { loadState, saveState } from '../../src/db/repositories/league-state.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import type { LeagueState, Listing } from '../../src/engine/model/types.js';
import type { ClubSummary, LeagueOptions, LeagueSummary, WeekRef } from '../../src/league/shared/views.js';
import type { TestDatabase } from '../support/db.js';
import { testClock } from '../support/db.js';

/** A league in a channel of its own, so the tests of one file share a database without meeting. */
export async function makeLeagueIn(deps: LeagueDeps, options: Partial<LeagueOptions> = {}): Promise<LeagueSummary> {
  return createLeague(deps, {
    guildId: 'g1',
    channelId: `ch-${randomUUID()}`,
    name: 'Test League',
    actorUserId: 'admin',
    isAdmin: true,
    options: { humanClubs: 8, seed: 42, schedule: { kind: 'interval', hours: 24 }, ...options },
  });
}

/** A cards league of `managers` seats (two seasons), in a channel of its own, no one in it yet. */
export async function makeCardsLeagueIn(deps: LeagueDeps, managers: number, language?: LeagueOptions['language']): Promise<LeagueSummary> {
  return createCardsLeague(deps, {
    guildId: 'g1',
    channelId: `ch-${randomUUID()}`,
    name: 'Card School',
    actorUserId: 'admin',
    isAdmin: true,
    seasons: 2,
    options: { humanClubs: managers, seed: 7, schedule: { kind: 'interval', hours: 24 }, ...(language ? { language } : {}) },
  });
}

/** A started game of Football Fortunes (seed 11, skill level 2) whose managers' clubs are taken by the given users, in order. */
export async function startedFortunesGame(
  deps: LeagueDeps,
  managers: string[],
  seasons: number,
): Promise<{ league: LeagueSummary; clubIds: string[] }> {
  const created = await createFortunesGameLeague(deps, {
    guildId: 'g1',
    channelId: `ch-${randomUUID()}`,
    name: 'Fortunes Friday',
    actorUserId: 'admin',
    isAdmin: true,
    seasons,
    skill: 2,
    options: { humanClubs: managers.length, seed: 11, schedule: { kind: 'interval', hours: 24 } },
  });
  const clubIds: string[] = [];
  for (const userId of managers) clubIds.push((await joinLeague(deps, { leagueId: created.id, userId })).id);
  return { league: await startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true }), clubIds };
}

/** A started league whose first clubs are managed by the given users. */
export async function startedLeague(
  deps: LeagueDeps,
  managers: string[],
  options: Partial<LeagueOptions> = {},
): Promise<{ league: LeagueSummary; clubs: ClubSummary[] }> {
  const created = await makeLeagueIn(deps, options);
  const clubs: ClubSummary[] = [];
  for (const userId of managers) clubs.push(await joinLeague(deps, { leagueId: created.id, userId }));
  const league = await startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
  return { league, clubs };
}

export function weekOf(league: Pick<LeagueSummary, 'season' | 'week' | 'phase'>): WeekRef {
  return { season: league.season, week: league.week, phase: league.phase };
}

export function depsOf(database: TestDatabase, clock = testClock()): LeagueDeps & { clock: ReturnType<typeof testClock> } {
  return { db: database.db, clock };
}

export async function stateOf(deps: LeagueDeps, leagueId: string): Promise<LeagueState> {
  return deps.db.transaction().execute(async (trx) => (await loadState(trx, leagueId, (await findLeague(trx, leagueId))!)).state);
}

/** Puts players on the transfer list at the given price, as the engine would list them. */
export async function listOnMarket(
  deps: LeagueDeps,
  leagueId: string,
  playerIds: string[],
  askingPrice = 100_000,
  reason: Listing['reason'] = 'sale',
): Promise<void> {
  await changeState(deps, leagueId, (next) => {
    for (const playerId of playerIds) {
      next.market.push({
        playerId,
        sellerId: next.players[playerId]!.clubId,
        askingPrice,
        mode: 'full',
        // Listed the week before, so this week's signings roll for him (the engine's house rule).
        listedWeek: next.week - 1,
        listedSeason: next.season,
        reason,
      });
    }
  });
}

/** Changes the stored state of a league in place, as a test's setting up. */
export async function changeState(deps: LeagueDeps, leagueId: string, change: (next: LeagueState) => void): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const league = (await findLeague(trx, leagueId))!;
    const { state, snapshot } = await loadState(trx, leagueId, league);
    const next = structuredClone(state);
    change(next);
    await saveState(trx, leagueId, snapshot, next);
  });
}

export async function sealedBidsForOnePlayer(
  deps: LeagueDeps,
  amounts: { u1: number; u2: number },
): Promise<{ league: LeagueSummary; clubs: ClubSummary[]; target: { id: string; name: string } }> {
  const { league: created, clubs } = await startedLeague(deps, ['u1', 'u2', 'u3']);
  const league = (await advanceLeague(deps, created.id, weekOf(created))).league!;
  const state = await stateOf(deps, league.id);
  const target = Object.values(state.players).find((p) => p.clubId === clubs[2]!.id && p.positions[0] !== 'GK')!;
  await listOnMarket(deps, league.id, [target.id], 50_000);
  await placeBid(deps, { leagueId: league.id, userId: 'u1', playerId: target.id, amount: amounts.u1 });
  await placeBid(deps, { leagueId: league.id, userId: 'u2', playerId: target.id, amount: amounts.u2 });
  return { league, clubs, target };
}
