import { expect, it } from 'vitest';
import { findLeague, findLeagueByChannel } from '../../../src/db/repositories/league.repository.js';
import { clubHeaders } from '../../../src/db/repositories/club.repository.js';
import { BOARD, type Square } from '../../../src/engine/fortunes/board.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { replayLeague } from '../../../src/league/week/replay.js';
import { leagueById } from '../../../src/league/find-league.js';
import { playedSteps } from '../../../src/db/repositories/played-steps.repository.js';
import { createLeague } from '../../../src/league/membership/create-league.js';
import { Conflict, InvalidInput, NotFound, RuleViolation } from '../../../src/league/errors.js';
import { joinLeague } from '../../../src/league/membership/join-league.js';
import { markReady } from '../../../src/league/schedule/ready.js';
import { fortuneView } from '../../../src/league/fortunes/fortune-view.js';
import { setBankSale, setCrisisSection, setDebtOrder, setFortuneBid, setImmunityUse } from '../../../src/league/orders/fortune-orders.js';
import { gamePoints } from '../../../src/league/fortunes/points.js';
import { updateSettings } from '../../../src/league/membership/league-settings.js';
import { myOrders } from '../../../src/league/orders/orders.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { toldPosts } from '../../../src/league/posts/told-posts.js';
import type { WeekStoryMessage } from '../../../src/league/posts/week-story.js';
import { renderWeekStory } from '../../../src/discord/render/week-story.render.js';
import { editState } from './edit-state.js';
import { depsOf, makeLeagueIn, startedLeague, stateOf, weekOf } from '../helpers.js';

function standOn(state: LeagueState, clubId: string, square: Square): void {
  state.fortunes!.positions[clubId] = BOARD.indexOf(square);
  state.fortunes!.squares[clubId] = square;
}

/** A Fortunes league with two managers, played to the opening of week 1. */
async function fortunesLeague(deps: LeagueDeps, seasons?: number) {
  const { league, clubs } = await startedLeague(deps, ['u1', 'u2'], { fortunes: true, ...(seasons ? { seasons } : {}), difficulty: 3 });
  const outcome = await advanceLeague(deps, league.id, weekOf(league));
  return { league: outcome.league!, clubs };
}

describeOnEachDatabase('Football Fortunes leagues', (database) => {
  it("GIVEN weeks of a Fortunes league with managers' orders and the AI's THEN a replay from the stored seed and orders gives the same league", async () => {
    const deps = depsOf(database());
    const { league: opened, clubs } = await fortunesLeague(deps);
    let league = opened;
    for (let week = 0; week < 4; week++) {
      const own = Object.values((await stateOf(deps, league.id)).players).filter((p) => p.clubId === clubs[0]!.id);
      await setDebtOrder(deps, { leagueId: league.id, userId: 'u1', playerId: own.at(-1)!.id });
      await setCrisisSection(deps, { leagueId: league.id, userId: 'u2', section: 'M' });
      league = (await advanceLeague(deps, league.id, weekOf(league))).league!;
    }
    const stored = await playedSteps(deps.db, league.id);
    const replay = await replayLeague(deps, league.id);
    expect(replay.steps.map((s) => s.events)).toEqual(stored.map((s) => s.events));
    expect(replay.state).toEqual(await stateOf(deps, league.id));
    expect(stored.flatMap((s) => s.events).filter((e) => e.type === 'fortune-moved')).toHaveLength(5 * 8);
  });

  it('GIVEN /league create with fortunes, seasons and difficulty THEN they are stored and shown; without them a league is as before', async () => {
    const deps = depsOf(database());
    const plain = await makeLeagueIn(deps);
    expect(plain.settings).toMatchObject({ fortunes: false, seasons: null, difficulty: 2 });
    expect((await stateOf(deps, plain.id)).fortunes).toBeUndefined();
    expect((await findLeague(deps.db, plain.id))!.fortunes).toBeNull();
    const league = await makeLeagueIn(deps, { fortunes: true, seasons: 5, difficulty: 4 });
    expect(league.settings).toMatchObject({ fortunes: true, seasons: 5, difficulty: 4 });
    const state = await stateOf(deps, league.id);
    expect(state.settings).toMatchObject({ fortunes: true, seasons: 5, difficulty: 4 });
    expect(state.fortunes!.immunity.bank).toBe(6);
    await expect(makeLeagueIn(deps, { seasons: 0 })).rejects.toBeInstanceOf(InvalidInput);
    // /league settings changes none of them: they are locked from creation.
    const changed = await updateSettings(deps, { leagueId: league.id, actorUserId: 'admin', isAdmin: true, changes: { name: 'Renamed' } });
    expect(changed.settings).toMatchObject({ fortunes: true, seasons: 5, difficulty: 4 });
  });

  it('GIVEN week 1 open THEN /fortune shows each manager the square he was moved to, and the board is stored with the league', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await fortunesLeague(deps);
    const state = await stateOf(deps, league.id);
    const view = await fortuneView(deps, { leagueId: league.id, userId: 'u1' });
    expect(view.square).toBe(state.fortunes!.squares[clubs[0]!.id]);
    expect(view.square).not.toBeNull();
    expect(view.immunityInBank).toBe(6);
    expect(view.crisisLosses.map((c) => c.section)).toEqual(['G', 'D', 'M', 'A']);
  });

  it('GIVEN a manager on Crisis who orders his defence THEN the week sells his best defender to the bank, with the fine in the ledger', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await fortunesLeague(deps);
    const clubId = clubs[0]!.id;
    await editState(deps, league.id, (s) => standOn(s, clubId, 'crisis'));
    await setCrisisSection(deps, { leagueId: league.id, userId: 'u1', section: 'D' });
    const expected = (await fortuneView(deps, { leagueId: league.id, userId: 'u1' })).crisisLosses.find((c) => c.section === 'D')!.player!;
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders.fortune).toEqual({ crisisSection: 'D' });
    await advanceLeague(deps, league.id, weekOf(league));
    const after = await stateOf(deps, league.id);
    expect(after.players[expected.id]!.clubId).toBeNull();
    expect(after.fortunes!.bank).toContain(expected.id);
    const fines = await deps.db
      .selectFrom('ledger')
      .selectAll()
      .where('league_id', '=', league.id)
      .where('club_id', '=', clubId)
      .where('reason', '=', 'fortune-fine')
      .execute();
    expect(fines.map((f) => f.amount)).toContain(-380_000);
  });

  it('GIVEN a player on loan to the manager THEN /fortune offers him neither for Bank Finance nor as the man a Crisis would cost', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await fortunesLeague(deps);
    const [mine, theirs] = [clubs[0]!.id, clubs[1]!.id];
    let lent = '';
    await editState(deps, league.id, (s) => {
      const star = Object.values(s.players).find((p) => p.clubId === theirs && p.positions[0] === 'CB')!;
      Object.assign(star, { ability: 10, clubId: mine, loan: { ownerId: theirs, matchesLeft: 3 } });
      lent = star.id;
    });
    const view = await fortuneView(deps, { leagueId: league.id, userId: 'u1' });
    expect(view.saleable.length).toBeGreaterThan(0);
    expect(view.saleable.map((p) => p.id)).not.toContain(lent);
    expect(view.crisisLosses.find((c) => c.section === 'D')!.player!.id).not.toBe(lent);
  });

  it('GIVEN orders the engine refuses THEN each is a rule broken and nothing is stored', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await fortunesLeague(deps);
    await editState(deps, league.id, (s) => standOn(s, clubs[0]!.id, 'sunday'));
    const player = Object.values((await stateOf(deps, league.id)).players).find((p) => p.clubId === clubs[0]!.id)!;
    await expect(setBankSale(deps, { leagueId: league.id, userId: 'u1', playerId: player.id, sell: true })).rejects.toMatchObject({
      violation: { code: 'not-on-bank-finance' },
    });
    await expect(setImmunityUse(deps, { leagueId: league.id, userId: 'u1', use: true })).rejects.toBeInstanceOf(RuleViolation);
    await expect(setFortuneBid(deps, { leagueId: league.id, userId: 'u1', playerId: player.id, amount: 50_000 })).rejects.toMatchObject({
      what: 'player',
    });
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders).toEqual({});
    const second = Object.values((await stateOf(deps, league.id)).players).filter((p) => p.clubId === clubs[0]!.id)[1]!;
    await setDebtOrder(deps, { leagueId: league.id, userId: 'u1', playerId: player.id });
    await setDebtOrder(deps, { leagueId: league.id, userId: 'u1', playerId: second.id });
    await setDebtOrder(deps, { leagueId: league.id, userId: 'u1', playerId: player.id });
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders.fortune).toEqual({ debtSales: [second.id, player.id] });
    await setDebtOrder(deps, { leagueId: league.id, userId: 'u1', playerId: null });
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders).toEqual({});
  });

  it('GIVEN a manager in debt past his deadline whose spare players cannot pay THEN he resigns, is removed from his club and the channel is told', async () => {
    const deps = depsOf(database());
    const { league: opened, clubs } = await fortunesLeague(deps);
    const clubId = clubs[0]!.id;
    let league = opened;
    for (let week = 0; week < 2; week++) {
      await editState(deps, league.id, (s) => {
        standOn(s, clubId, 'sunday');
        s.clubs[clubId]!.balance = -20_000_000;
      });
      const outcome = await advanceLeague(deps, league.id, weekOf(league));
      league = outcome.league!;
    }
    const state = await stateOf(deps, league.id);
    expect(state.fortunes!.resigned).toEqual([clubId]);
    expect((await clubHeaders(deps.db, league.id)).find((c) => c.id === clubId)!.manager_user_id).toBeNull();
    // Out of the running to the end: no one takes the club over.
    await expect(joinLeague(deps, { leagueId: league.id, userId: 'u9', clubId })).rejects.toBeInstanceOf(NotFound);
    const stories = await deps.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('league_id', '=', league.id)
      .where('kind', '=', 'week-story')
      .execute();
    const posts = toldPosts(stories).filter((p) => p.kind === 'week-summary');
    expect(posts.some((p) => JSON.stringify(p.payload).includes('"manager-resigned"'))).toBe(true);
    // The week's story tells the channel, not the summary's data alone.
    const told = stories.map((s) => JSON.stringify(renderWeekStory(s.payload as WeekStoryMessage))).join('\n');
    expect(told).toMatch(/resign/i);
    const points = await gamePoints(deps, league.id);
    expect(points.table.rows.find((r) => r.clubId === clubId)).toMatchObject({ resigned: true });
    expect(points.table.leaders).not.toContain(clubId);
  });

  // A whole season of weeks played through the use cases: about 15 s on a quiet machine, over 30 s on a busy one.
  it('GIVEN the last season of the game played THEN the winner is posted, the league is archived read-only with its history, and a new game can start in the channel', async () => {
    const deps = depsOf(database());
    const { league: opened } = await fortunesLeague(deps, 2);
    let league = opened;
    while (!league.archived) league = (await advanceLeague(deps, league.id, weekOf(league))).league!;
    // After season one the channel is shown the game points; after season two, the end of the game.
    const seasonPoints = await deps.db
      .selectFrom('outbox')
      .select('payload')
      .where('league_id', '=', league.id)
      .where('kind', '=', 'season-points')
      .execute();
    expect(seasonPoints.map((p) => (p.payload as { seasons: number }).seasons)).toEqual([1]);
    const row = (await findLeague(deps.db, league.id))!;
    expect(row.archived_at).not.toBeNull();
    const over = await deps.db.selectFrom('outbox').select('payload').where('league_id', '=', league.id).where('kind', '=', 'game-over').execute();
    expect(over).toHaveLength(1);
    const points = await gamePoints(deps, league.id);
    expect(points.ended).toBe(true);
    expect(points.seasonsPlayed).toBe(2);
    expect((over[0]!.payload as { table: { leaders: string[] } }).table.leaders).toEqual(points.table.leaders);
    expect(points.table.leaders.length).toBeGreaterThan(0);
    await expect(setImmunityUse(deps, { leagueId: league.id, userId: 'u1', use: false })).rejects.toBeInstanceOf(Conflict);
    await expect(markReady(deps, { leagueId: league.id, userId: 'u1' })).rejects.toMatchObject({ code: 'game-over' });
    await expect(joinLeague(deps, { leagueId: league.id, userId: 'u9' })).rejects.toMatchObject({ code: 'game-over' });
    expect(await advanceLeague(deps, league.id, weekOf(league))).toMatchObject({ played: false, reason: 'game-over' });
    expect(await deps.db.selectFrom('league_history').select('season').where('league_id', '=', league.id).execute()).toHaveLength(2);
    const next = await createLeague(deps, {
      guildId: 'g1',
      channelId: row.channel_id,
      name: 'The rematch',
      actorUserId: 'admin',
      isAdmin: true,
      options: { humanClubs: 2, schedule: { kind: 'interval', hours: 24 }, fortunes: true },
    });
    expect((await findLeagueByChannel(deps.db, row.channel_id))!.id).toBe(next.id);
    await expect(
      createLeague(deps, {
        guildId: 'g1',
        channelId: row.channel_id,
        name: 'A third',
        actorUserId: 'admin',
        isAdmin: true,
        options: { humanClubs: 2, schedule: { kind: 'interval', hours: 24 } },
      }),
    ).rejects.toBeInstanceOf(Conflict);
  }, 180_000);

  it('GIVEN a Fortunes league with the Cup at its cup step THEN no square is rolled, /fortune orders are refused, and the week after it opens with the squares', async () => {
    const deps = depsOf(database());
    const { league: started, clubs } = await startedLeague(deps, ['u1', 'u2'], { fortunes: true, cups: 'cup' });
    let league = started;
    // Pre-season, weeks 1 and 2: the cup's first round comes next, before week 3.
    for (let step = 0; step < 3; step++) league = (await advanceLeague(deps, league.id, weekOf(league))).league!;
    expect(await leagueById(deps, league.id)).toMatchObject({ week: 3, step: { kind: 'cup', round: 1 } });
    expect((await fortuneView(deps, { leagueId: league.id, userId: 'u1' })).square).toBeNull();
    await expect(setCrisisSection(deps, { leagueId: league.id, userId: 'u1', section: 'D' })).rejects.toMatchObject({ code: 'cup-step' });
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders).toEqual({});

    const cupStep = await advanceLeague(deps, league.id, weekOf(league));
    expect(cupStep.played).toBe(true);
    expect(await leagueById(deps, league.id)).toMatchObject({ week: 3, step: { kind: 'league', week: 3 } });
    const state = await stateOf(deps, league.id);
    const managers = Object.values(state.clubs)
      .filter((c) => c.playerControlled)
      .map((c) => c.id);
    expect(Object.keys(state.fortunes!.squares).sort()).toEqual(managers.sort());
    expect((await fortuneView(deps, { leagueId: league.id, userId: 'u1' })).square).toBe(state.fortunes!.squares[clubs[0]!.id]);
    await setCrisisSection(deps, { leagueId: league.id, userId: 'u1', section: 'D' });
    expect((await myOrders(deps, { leagueId: league.id, userId: 'u1' })).orders.fortune).toEqual({ crisisSection: 'D' });
  });
});
