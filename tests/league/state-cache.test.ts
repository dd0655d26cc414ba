import { expect, it } from 'vitest';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import type { LeagueRow } from '../../src/db/tables.js';
import { currentState, stateToPlay } from '../../src/league/shared/state-cache.js';
import { describeOnEachDatabase } from '../support/db.js';
import { editState } from './fortunes/edit-state.js';
import { depsOf, startedLeague } from './helpers.js';

/**
 * The state a process keeps between reads (src/league/week/state-cache.ts) is the state as last written by anyone:
 * another process, or a test editing the database behind the bot, as long as the write goes through saveState,
 * which bumps the league's state version.
 */
describeOnEachDatabase('the league state a process keeps', (database) => {
  const setUp = async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2']);
    const row = async () => (await findLeague(deps.db, league.id))!;
    // The league row is read before the transaction opens: embedded PGlite has one connection, which the transaction holds.
    const read = async (asRead?: LeagueRow) => {
      const league = asRead ?? (await row());
      return deps.db.transaction().execute((trx) => currentState(trx, league));
    };
    return { deps, leagueId: league.id, row, read };
  };

  it('GIVEN the state kept by a read WHEN another writer saves the state THEN the next read and the next step have what it wrote', async () => {
    const { deps, leagueId, row, read } = await setUp();
    const kept = await read();
    expect(await read()).toBe(kept);
    const clubId = Object.keys(kept.clubs)[0]!;
    await editState(deps, leagueId, (s) => (s.clubs[clubId]!.balance = 12_345));
    expect((await read()).clubs[clubId]!.balance).toBe(12_345);
    const league = await row();
    const played = await deps.db.transaction().execute((trx) => stateToPlay(trx, league));
    expect(played.state.clubs[clubId]!.balance).toBe(12_345);
  });

  it('GIVEN a read that began before another writer saved and ends after it THEN a read begun after the write still has what it wrote', async () => {
    const { deps, leagueId, row, read } = await setUp();
    const clubId = Object.keys((await read()).clubs)[0]!;
    const readBeforeTheWrite = await row();
    await editState(deps, leagueId, (s) => (s.clubs[clubId]!.balance = 54_321));
    // The slow reader finishes now, with the league row it read before the write.
    await read(readBeforeTheWrite);
    expect((await read()).clubs[clubId]!.balance).toBe(54_321);
  });
});
