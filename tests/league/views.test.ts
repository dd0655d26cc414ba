import { expect, it } from 'vitest';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import { advanceWeek } from '../../src/league/advance.js';
import { autocompletePlayers } from '../../src/league/autocomplete.js';
import { NotYourClub } from '../../src/league/errors.js';
import { financesView } from '../../src/league/finances.js';
import { leagueFixtures, leagueResults } from '../../src/league/fixtures.js';
import { leagueNames } from '../../src/league/league-names.js';
import { historyView } from '../../src/league/history.js';
import { marketView } from '../../src/league/market.js';
import { placeBid, setTraining } from '../../src/league/orders.js';
import { markReady } from '../../src/league/ready.js';
import { playerView, squadView } from '../../src/league/squad.js';
import { stadiumView, staffView } from '../../src/league/stadium.js';
import { leagueStatus } from '../../src/league/status.js';
import { leagueTable } from '../../src/league/table.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, listOnMarket, startedLeague, stateOf, weekOf } from './helpers.js';

describeOnEachDatabase('read views', (database) => {
  it('GIVEN a started league THEN its names are every club and every player, as the state names them', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    const state = await stateOf(deps, league.id);
    const names = await leagueNames(deps, { leagueId: league.id });
    expect(names.clubs).toEqual(Object.fromEntries(Object.values(state.clubs).map((c) => [c.id, c.name])));
    expect(names.players).toEqual(Object.fromEntries(Object.values(state.players).map((p) => [p.id, p.name])));
  });

  it("GIVEN sealed bids from two managers THEN neither sees the other's amount in any view or post", async () => {
    const deps = depsOf(database());
    const { league: created, clubs } = await startedLeague(deps, ['u1', 'u2', 'u3']);
    const league = (await advanceWeek(deps, created.id, weekOf(created))).league!;
    const state = await stateOf(deps, league.id);
    const target = Object.values(state.players).find((p) => p.clubId === clubs[2]!.id && p.positions[0] !== 'GK')!;
    await listOnMarket(deps, league.id, [target.id], 50_000);
    await placeBid(deps, { leagueId: league.id, userId: 'u1', playerId: target.id, amount: 123_457 });
    await placeBid(deps, { leagueId: league.id, userId: 'u2', playerId: target.id, amount: 234_567 });

    const seenByU2 = JSON.stringify([
      await marketView(deps, { leagueId: league.id, userId: 'u2' }),
      await playerView(deps, { leagueId: league.id, userId: 'u2', playerId: target.id }),
      await squadView(deps, { leagueId: league.id, userId: 'u2', clubId: clubs[0]!.id }),
      await leagueStatus(deps, league.id),
      await markReady(deps, { leagueId: league.id, userId: 'u2' }),
    ]);
    expect(seenByU2).toContain('234567');
    expect(seenByU2).not.toContain('123457');
    const seenByU3 = JSON.stringify([
      await marketView(deps, { leagueId: league.id, userId: 'u3' }),
      await playerView(deps, { leagueId: league.id, userId: 'u3', playerId: target.id }),
      await squadView(deps, { leagueId: league.id, userId: 'u3' }),
    ]);
    expect(seenByU3).not.toContain('123457');
    expect(seenByU3).not.toContain('234567');
    expect((await marketView(deps, { leagueId: league.id, userId: 'u1' })).myBids).toEqual([
      { playerId: target.id, playerName: target.name, amount: 123_457 },
    ]);

    await advanceWeek(deps, league.id, weekOf(league));
    const played = JSON.stringify((await playedSteps(deps.db, league.id)).at(-1)!.events);
    expect(played).toContain('sealed-bids');
    expect(played).toContain('123457');
    const posted = JSON.stringify((await outboxOfLeague(deps.db, league.id)).map((r) => r.payload));
    expect(posted).not.toContain('123457');
    expect(posted).not.toContain('sealed-bids');
  });

  it("GIVEN a manager THEN his own squad shows training, another club's squad only the public view", async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const state = await stateOf(deps, league.id);
    const mine = Object.values(state.players).find((p) => p.clubId === clubs[0]!.id && p.positions[0] !== 'GK')!;
    await setTraining(deps, { leagueId: league.id, userId: 'u1', playerId: mine.id, plan: 'RST' });
    const own = await squadView(deps, { leagueId: league.id, userId: 'u1' });
    expect(own.own).toBe(true);
    const ownPlayer = own.players.find((p) => p.id === mine.id)!;
    expect(ownPlayer).toMatchObject({ own: true, orderedTraining: 'RST' });
    const theirs = await squadView(deps, { leagueId: league.id, userId: 'u2', clubId: clubs[0]!.id });
    expect(theirs.own).toBe(false);
    expect(theirs.lineup).toBeNull();
    const publicPlayer = theirs.players.find((p) => p.id === mine.id)!;
    expect(publicPlayer.own).toBe(false);
    expect(publicPlayer).not.toHaveProperty('training');
    expect(publicPlayer).not.toHaveProperty('orderedTraining');
    expect(theirs.players.map((p) => p.id)).toEqual(own.players.map((p) => p.id));
    await expect(squadView(deps, { leagueId: league.id, userId: 'nobody' })).rejects.toBeInstanceOf(NotYourClub);
  });

  it('GIVEN a typed prefix in any case THEN autocomplete offers matching players of the scope, at most 25', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2']);
    const state = await stateOf(deps, league.id);
    const mine = Object.values(state.players).filter((p) => p.clubId === clubs[0]!.id);
    const someone = mine[3]!;
    const prefix = someone.name.slice(0, 3).toUpperCase();
    const own = await autocompletePlayers(deps, { leagueId: league.id, userId: 'u1', prefix, scope: 'own' });
    expect(own.map((c) => c.id)).toContain(someone.id);
    expect(own.every((c) => c.name.toLowerCase().startsWith(prefix.toLowerCase()))).toBe(true);
    expect(own.every((c) => mine.some((p) => p.id === c.id))).toBe(true);
    expect(await autocompletePlayers(deps, { leagueId: league.id, userId: 'u1', prefix: '', scope: 'league' })).toHaveLength(25);
    expect(await autocompletePlayers(deps, { leagueId: league.id, userId: 'u1', prefix: '%', scope: 'league' })).toEqual([]);
    expect(await autocompletePlayers(deps, { leagueId: league.id, userId: 'u1', prefix: '', scope: 'market' })).toEqual([]);
    await listOnMarket(deps, league.id, [someone.id]);
    const market = await autocompletePlayers(deps, { leagueId: league.id, userId: 'u2', prefix: someone.name, scope: 'market' });
    expect(market.map((c) => c.id)).toEqual([someone.id]);
  });

  it('GIVEN weeks played THEN table, fixtures, results, finances, stadium, staff and status read back', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1']);
    let current = league;
    for (let i = 0; i < 3; i++) {
      const outcome = await advanceWeek(deps, league.id, weekOf(current));
      current = outcome.league!;
    }
    const [fourth] = await leagueTable(deps, { leagueId: league.id, division: 3 });
    expect(fourth!.rows).toHaveLength(8);
    expect(fourth!.rows.reduce((n, r) => n + r.played, 0)).toBe(16);
    expect(fourth!.rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await leagueFixtures(deps, { leagueId: league.id, division: 3 })).toHaveLength(56);
    const results = await leagueResults(deps, { leagueId: league.id, clubId: clubs[0]!.id });
    expect(results).toHaveLength(2);
    expect(results[0]!.events.at(-1)).toMatchObject({ type: 'result', homeId: results[0]!.homeId });
    const finances = await financesView(deps, { leagueId: league.id, userId: 'u1', limit: 5 });
    expect(finances.recent.length).toBeGreaterThan(0);
    expect(finances.recent[0]!.balance).toBe(finances.balance);
    await expect(financesView(deps, { leagueId: league.id, userId: 'u2' })).rejects.toBeInstanceOf(NotYourClub);
    expect((await stadiumView(deps, { leagueId: league.id, userId: 'u1' })).stadium).not.toBeNull();
    expect((await staffView(deps, { leagueId: league.id, userId: 'u1' })).club.id).toBe(clubs[0]!.id);
    const status = await leagueStatus(deps, league.id);
    expect(status.league).toMatchObject({ season: 1, week: 3, turn: 3 });
    expect(status.waitingFor).toEqual(['u1']);
    expect((await historyView(deps, { leagueId: league.id })).seasons).toEqual([]);
  });
});
