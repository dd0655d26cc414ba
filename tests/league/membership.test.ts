import { expect, it } from 'vitest';
import { auditOfLeague } from '../../src/db/repositories/audit.repository.js';
import { createLeague } from '../../src/league/membership/create-league.js';
import { Conflict, InvalidInput, NotAdmin, NotYourClub } from '../../src/league/errors.js';
import { findLeagueByChannel, leagueByChannel } from '../../src/league/find-league.js';
import { banMember, unbanMember } from '../../src/league/membership/bans.js';
import { handToAi } from '../../src/league/membership/hand-to-ai.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { leaveLeague } from '../../src/league/membership/leave-league.js';
import { pauseLeague, resumeLeague, updateSettings } from '../../src/league/membership/league-settings.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, makeLeagueIn } from './helpers.js';

describeOnEachDatabase('league membership and admin', (database) => {
  it('GIVEN a member without the admin flag THEN creating a league is refused and nothing is stored', async () => {
    const deps = depsOf(database());
    const input = {
      guildId: 'g1',
      channelId: 'ch-not-admin',
      name: 'Nope',
      actorUserId: 'u1',
      isAdmin: false,
      options: { humanClubs: 4, schedule: { kind: 'interval' as const, hours: 24 } },
    };
    await expect(createLeague(deps, input)).rejects.toBeInstanceOf(NotAdmin);
    expect(await findLeagueByChannel(deps, 'ch-not-admin')).toBeNull();
  });

  it('GIVEN a channel with a league THEN a second league there is refused', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps);
    const again = createLeague(deps, {
      guildId: 'g1',
      channelId: league.channelId,
      name: 'Twin',
      actorUserId: 'admin',
      isAdmin: true,
      options: { humanClubs: 2, schedule: { kind: 'interval', hours: 24 } },
    });
    await expect(again).rejects.toMatchObject({ code: 'channel-taken' });
    expect((await leagueByChannel(deps, league.channelId)).name).toBe('Test League');
  });

  it('GIVEN a weekly schedule in an unknown time zone THEN the league is refused', async () => {
    const deps = depsOf(database());
    await expect(makeLeagueIn(deps, { schedule: { kind: 'weekly', days: [5], time: '20:00', timeZone: 'Mars/Olympus' } })).rejects.toBeInstanceOf(
      InvalidInput,
    );
  });

  it('GIVEN a manager of one club THEN he cannot join a second club of the same league', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 3 });
    const club = await joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    expect(club.managerUserId).toBe('u1');
    await expect(joinLeague(deps, { leagueId: league.id, userId: 'u1' })).rejects.toMatchObject({ code: 'already-managing' });
    await expect(joinLeague(deps, { leagueId: league.id, userId: 'u2', clubId: club.id })).rejects.toMatchObject({
      code: 'club-taken',
    });
  });

  it('GIVEN every human club taken THEN the next joiner is told the league is full', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 1 });
    await joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    await expect(joinLeague(deps, { leagueId: league.id, userId: 'u2' })).rejects.toMatchObject({ code: 'league-full' });
  });

  it('GIVEN two users joining at once for the last club THEN exactly one gets it', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 1 });
    const outcomes = await Promise.allSettled([
      joinLeague(deps, { leagueId: league.id, userId: 'u1' }),
      joinLeague(deps, { leagueId: league.id, userId: 'u2' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected')[0]).toMatchObject({ reason: { code: 'league-full' } });
  });

  it('GIVEN a manager who leaves THEN his club is free and he can no longer leave it again', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 1 });
    const club = await joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    expect((await leaveLeague(deps, { leagueId: league.id, userId: 'u1' })).managerUserId).toBeNull();
    await expect(leaveLeague(deps, { leagueId: league.id, userId: 'u1' })).rejects.toBeInstanceOf(NotYourClub);
    expect((await joinLeague(deps, { leagueId: league.id, userId: 'u2' })).id).toBe(club.id);
  });

  it('GIVEN a non-admin THEN handing a club to the AI, starting, pausing and changing settings are refused', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 2 });
    const club = await joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    const asMember = { leagueId: league.id, actorUserId: 'u2', isAdmin: false };
    await expect(handToAi(deps, { ...asMember, clubId: club.id })).rejects.toBeInstanceOf(NotAdmin);
    await expect(startSeason(deps, asMember)).rejects.toBeInstanceOf(NotAdmin);
    await expect(pauseLeague(deps, asMember)).rejects.toBeInstanceOf(NotAdmin);
    await expect(updateSettings(deps, { ...asMember, changes: { advanceWhenReady: false } })).rejects.toBeInstanceOf(NotAdmin);
    const status = await leagueByChannel(deps, league.channelId);
    expect(status.started).toBe(false);
    expect(status.paused).toBe(false);
  });

  it('GIVEN an admin THEN he hands a club to the AI, starts, pauses and resumes the league, and each is audited', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 2 });
    const club = await joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    const asAdmin = { leagueId: league.id, actorUserId: 'boss', isAdmin: true };
    expect((await handToAi(deps, { ...asAdmin, clubId: club.id })).managerUserId).toBeNull();
    const started = await startSeason(deps, asAdmin);
    expect(started.started).toBe(true);
    expect(started.nextDeadline?.toISOString()).toBe(new Date(deps.clock.now().getTime() + 24 * 3_600_000).toISOString());
    await expect(startSeason(deps, asAdmin)).rejects.toBeInstanceOf(Conflict);
    expect((await pauseLeague(deps, asAdmin)).paused).toBe(true);
    expect((await resumeLeague(deps, asAdmin)).paused).toBe(false);
    const actions = (await auditOfLeague(deps.db, league.id)).map((a) => `${a.action}:${a.actor_user_id}`);
    expect(actions).toEqual(['create-league:admin', 'join:u1', 'hand-to-ai:boss', 'start:boss', 'pause:boss', 'resume:boss']);
  });

  it('GIVEN a manager kicked with a ban THEN his /league join is refused with a sentence, until an admin lifts the ban', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 3 });
    const club = await joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    const asAdmin = { leagueId: league.id, actorUserId: 'boss', isAdmin: true };
    await handToAi(deps, { ...asAdmin, clubId: club.id, ban: true });
    const again = joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    await expect(again).rejects.toBeInstanceOf(Conflict);
    await expect(again).rejects.toThrow(/banned you from this league/);
    expect((await leagueByChannel(deps, league.channelId)).id).toBe(league.id);
    await expect(unbanMember(deps, { ...asAdmin, isAdmin: false, actorUserId: 'u2', userId: 'u1' })).rejects.toBeInstanceOf(NotAdmin);
    await unbanMember(deps, { ...asAdmin, userId: 'u1' });
    await expect(unbanMember(deps, { ...asAdmin, userId: 'u1' })).rejects.toMatchObject({ code: 'not-found' });
    expect((await joinLeague(deps, { leagueId: league.id, userId: 'u1' })).managerUserId).toBe('u1');
  });

  it('GIVEN a plain kick THEN the former manager may join again; a member banned without a club may not', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 3 });
    const club = await joinLeague(deps, { leagueId: league.id, userId: 'u1' });
    const asAdmin = { leagueId: league.id, actorUserId: 'boss', isAdmin: true };
    await handToAi(deps, { ...asAdmin, clubId: club.id });
    expect((await joinLeague(deps, { leagueId: league.id, userId: 'u1' })).managerUserId).toBe('u1');
    await banMember(deps, { ...asAdmin, userId: 'u9' });
    await expect(joinLeague(deps, { leagueId: league.id, userId: 'u9' })).rejects.toMatchObject({ code: 'banned' });
    const actions = (await auditOfLeague(deps.db, league.id)).map((a) => a.action);
    expect(actions.slice(-2)).toEqual(['join', 'ban']);
  });
});
