import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { loadFortunesGameState, saveFortunesGameState } from '../../../src/db/repositories/fortunes-game.repository.js';
import type { Database } from '../../../src/db/tables.js';
import type { FortunesGameLeague } from '../../../src/league/modes/fortunes-game/fortunes-game-league.js';
import type { Jobs } from '../../../src/scheduler/jobs.js';
import type { DiscordEmulator, EmulatedUser } from '../../emulator/emulator.js';
import { testClock } from '../../support/db.js';
import { startHarness, type Harness } from '../bot-harness.js';
import { LeagueDriver } from './league-driver.js';
import { scheduledJobs } from './week-job.js';

/** A game of Football Fortunes opened through Discord: the bot, its emulator, the week job, the banker and the managers. */
export interface FortunesGameTable {
  harness: Harness;
  emu: DiscordEmulator;
  jobs: Jobs;
  league: LeagueDriver;
  admin: EmulatedUser;
  managers: EmulatedUser[];
  clock: ReturnType<typeof testClock>;
  db: Kysely<Database>;
}

/**
 * The bot started on the database, and a game of Football Fortunes created by the banker (an admin), joined by each
 * manager in turn and started, turns played once every manager is ready.
 */
export async function openFortunesGame(
  db: Kysely<Database>,
  options: { name: string; managers: string[]; seasons: number; language?: string },
): Promise<FortunesGameTable> {
  const clock = testClock(new Date());
  const harness = await startHarness(db, clock);
  const { emu } = harness;
  const jobs = scheduledJobs(harness.app);
  const league = new LeagueDriver(emu, emu.channelId('league'));
  const admin = emu.addUser({ username: 'banker', permissions: ['ManageGuild'] });
  const managers = options.managers.map((username) => emu.addUser({ username }));
  await league.openLeague(admin, managers, {
    name: options.name,
    game: 'fortunes',
    seasons: options.seasons,
    difficulty: 2,
    every_hours: 24,
    advance_when_ready: true,
    ...(options.language ? { language: options.language } : {}),
  });
  return { harness, emu, jobs, league, admin, managers, clock, db };
}

/** Stops what `openFortunesGame` started, whatever of it was started. */
export async function closeFortunesGame(table: FortunesGameTable | undefined): Promise<void> {
  await table?.jobs.stop();
  await table?.harness.stop();
}

/** Every manager still in the game says /ready, privately answered, and the week job plays the turn and posts it. */
export async function playFortunesTurn(table: FortunesGameTable, managers: readonly EmulatedUser[] = table.managers): Promise<void> {
  for (const manager of managers) {
    const ready = await table.league.ask(manager, '/ready');
    expect(ready.ephemeral, ready.content).toBe(true);
  }
  expect((await table.jobs.runWeekJob()).played).toHaveLength(1);
}

/** The game as stored, and each manager's club id. */
export async function fortunesGameOf(table: FortunesGameTable): Promise<{ state: FortunesGameLeague; clubOf: (user: EmulatedUser) => string }> {
  const { id } = await table.db.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
  const clubs = await table.db.selectFrom('clubs').select(['id', 'manager_user_id']).where('league_id', '=', id).execute();
  const state = (await loadFortunesGameState(table.db, id)) as FortunesGameLeague;
  return { state, clubOf: (user) => clubs.find((c) => c.manager_user_id === user.id)!.id };
}

/**
 * A test's hand on the table between turns, as a banker would move a counter: the stored game changed directly (a
 * manager put on a square, a card dealt). The bot reads a game's state from the database for every command and turn,
 * so it plays on from the change.
 */
export async function editFortunesGame(
  table: FortunesGameTable,
  change: (state: FortunesGameLeague, clubOf: (user: EmulatedUser) => string) => void,
): Promise<FortunesGameLeague> {
  const { state, clubOf } = await fortunesGameOf(table);
  change(state, clubOf);
  const { id } = await table.db.selectFrom('leagues').select('id').executeTakeFirstOrThrow();
  await saveFortunesGameState(table.db, id, state);
  return state;
}
