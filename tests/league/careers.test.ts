import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { historyOf } from '../../src/db/repositories/league-history.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import { createLeague } from '../../src/league/membership/create-league.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { leaveLeague } from '../../src/league/membership/leave-league.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import { managerProfile, shareProfile } from '../../src/league/views/profile.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, weekOf } from './helpers.js';

/** Plays steps until the league stands where `done` says (a season is some twenty steps without cups). */
async function playUntil(deps: LeagueDeps, leagueId: string, done: (l: { season: number; week: number; phase: string }) => boolean) {
  for (let steps = 0; steps < 40; steps++) {
    const league = (await findLeague(deps.db, leagueId))!;
    if (done(league)) return;
    await advanceLeague(deps, leagueId, weekOf(league));
  }
  throw new Error('the league never got there');
}

describeOnEachDatabase('a manager’s career', (database) => {
  it('GIVEN a manager who left one league after three weeks and saw a season out in another THEN /profile shows both leagues, his record while in charge, his finish and the next season; another server sees them only once he shares', async () => {
    const deps = depsOf(database());
    const { league: first, clubs } = await startedLeague(deps, ['m1', 'm2'], { cups: 'off' });
    await playUntil(deps, first.id, (l) => l.phase === 'season' && l.week === 4);
    await leaveLeague(deps, { leagueId: first.id, userId: 'm1' });
    await playUntil(deps, first.id, (l) => l.week === 6);

    deps.clock.set(new Date(deps.clock.now().getTime() + 86_400_000));
    const second = await createLeague(deps, {
      guildId: 'g1',
      channelId: `ch-${randomUUID()}`,
      name: 'Second League',
      actorUserId: 'admin',
      isAdmin: true,
      options: { humanClubs: 8, seed: 7, schedule: { kind: 'interval', hours: 24 }, cups: 'off' },
    });
    const club = await joinLeague(deps, { leagueId: second.id, userId: 'm1' });
    await startSeason(deps, { leagueId: second.id, actorUserId: 'admin', isAdmin: true });
    await playUntil(deps, second.id, (l) => l.season === 2 && l.phase === 'season' && l.week === 2);

    deps.clock.set(new Date(deps.clock.now().getTime() + 86_400_000));
    const elsewhere = await createLeague(deps, {
      guildId: 'g2',
      channelId: `ch-${randomUUID()}`,
      name: 'Far League',
      actorUserId: 'admin',
      isAdmin: true,
      options: { humanClubs: 8, seed: 9, schedule: { kind: 'interval', hours: 24 } },
    });
    await joinLeague(deps, { leagueId: elsewhere.id, userId: 'm1' });

    const profile = await managerProfile(deps, { guildId: 'g1', userId: 'm1' });
    expect(profile.leagues.map((l) => [l.name, l.elsewhere])).toEqual([
      ['Test League', false],
      ['Second League', false],
    ]);
    const [left] = profile.leagues[0]!.spells;
    expect(left).toMatchObject({ season: 1, clubName: clubs[0]!.name, leftAfterWeek: 3, played: 3, finish: null, current: true });
    expect(left!.won + left!.drawn + left!.lost).toBe(3);

    const [seen, now] = profile.leagues[1]!.spells;
    const { seasons } = await historyOf(deps.db, second.id, { season: 1 });
    const division = seasons[0]!.divisions.find((d) => d.table.some((r) => r.clubId === club.id))!;
    const row = division.table.find((r) => r.clubId === club.id)!;
    expect(seen).toMatchObject({
      season: 1,
      clubName: club.name,
      leftAfterWeek: null,
      played: 14,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      finish: {
        division: division.index,
        position: division.table.indexOf(row) + 1,
        promoted: division.promoted.includes(club.id),
        relegated: division.relegated.includes(club.id),
      },
    });
    expect(now).toMatchObject({ season: 2, current: true, played: 1, finish: null });
    expect(profile.totals.played).toBe(18);
    expect(profile.totals.won).toBe(left!.won + row.won + now!.won);
    expect(profile.totals.promotions + profile.totals.relegations).toBe(
      division.promoted.includes(club.id) || division.relegated.includes(club.id) ? 1 : 0,
    );
    expect(profile.shared).toBe(false);

    // The other server sees only its own league until he shares; then each server sees all three.
    expect((await managerProfile(deps, { guildId: 'g2', userId: 'm1' })).leagues.map((l) => l.name)).toEqual(['Far League']);
    await shareProfile(deps, { userId: 'm1', share: true });
    const shared = await managerProfile(deps, { guildId: 'g2', userId: 'm1' });
    expect(shared.leagues.map((l) => [l.name, l.elsewhere])).toEqual([
      ['Test League', true],
      ['Second League', true],
      ['Far League', false],
    ]);
    await shareProfile(deps, { userId: 'm1', share: false });
    expect((await managerProfile(deps, { guildId: 'g1', userId: 'm1' })).leagues).toHaveLength(2);

    // A member who never managed has an empty career.
    expect((await managerProfile(deps, { guildId: 'g1', userId: 'fan' })).leagues).toEqual([]);
  }, 240_000);
});
