import type { Kysely, KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { json } from '../../src/db/json.js';
import type { Database } from '../../src/db/tables.js';
import { renderHistory } from '../../src/discord/render/league.render.js';
import { saveSeasonAwards } from '../../src/db/repositories/awards.repository.js';
import { fitsOneMessage } from '../../src/discord/reply.js';
import type { SeasonHistory } from '../../src/engine/model/types.js';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { autocompleteClubs, autocompletePlayers } from '../../src/league/views/autocomplete.js';
import { NotYourClub } from '../../src/league/errors.js';
import { financesView } from '../../src/league/views/finances.js';
import { leagueFixtures, leagueResults } from '../../src/league/views/fixtures.js';
import { historyView } from '../../src/league/views/history.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { pauseLeague, resumeLeague } from '../../src/league/membership/league-settings.js';
import { marketView } from '../../src/league/views/market.js';
import { setTraining } from '../../src/league/orders/orders.js';
import { markReady } from '../../src/league/schedule/ready.js';
import { viewPlayer, squadView } from '../../src/league/views/squad.js';
import { stadiumView, staffView } from '../../src/league/views/stadium.js';
import { leagueStatus } from '../../src/league/views/status.js';
import { leagueTable } from '../../src/league/views/table.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, listOnMarket, makeLeagueIn, sealedBidsForOnePlayer, startedLeague, stateOf, weekOf } from './helpers.js';

/** Every row the database hands back through `db`, to see which columns a view reads. */
function recordingRows(db: Kysely<Database>): { db: Kysely<Database>; rows: Record<string, unknown>[] } {
  const rows: Record<string, unknown>[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      rows.push(...(args.result.rows as Record<string, unknown>[]));
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), rows };
}

describeOnEachDatabase('read views', (database) => {
  it('GIVEN weeks played THEN the table, the results and the club autocomplete never read a match’s play-by-play', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1']);
    let current = league;
    for (let i = 0; i < 2; i++) current = (await advanceLeague(deps, league.id, weekOf(current))).league!;
    const recording = recordingRows(deps.db);
    const reader = { ...deps, db: recording.db };
    expect((await leagueTable(reader, { leagueId: league.id, division: 3 }))[0]!.rows.reduce((n, r) => n + r.played, 0)).toBe(8);
    expect(await leagueResults(reader, { leagueId: league.id, division: 3 })).toHaveLength(4);
    const clubs = await autocompleteClubs(reader, { leagueId: league.id, typed: '' });
    expect(clubs.length).toBeGreaterThan(8);
    expect(recording.rows.length).toBeGreaterThan(0);
    expect(recording.rows.filter((row) => 'events' in row)).toEqual([]);
  });

  it("GIVEN sealed bids from two managers THEN neither sees the other's amount in any view or post", async () => {
    const deps = depsOf(database());
    const { league, clubs, target } = await sealedBidsForOnePlayer(deps, { u1: 123_457, u2: 234_567 });

    const seenByU2 = JSON.stringify([
      await marketView(deps, { leagueId: league.id, userId: 'u2' }),
      await viewPlayer(deps, { leagueId: league.id, userId: 'u2', playerId: target.id }),
      await squadView(deps, { leagueId: league.id, userId: 'u2', clubId: clubs[0]!.id }),
      await leagueStatus(deps, league.id),
      await markReady(deps, { leagueId: league.id, userId: 'u2' }),
    ]);
    expect(seenByU2).toContain('234567');
    expect(seenByU2).not.toContain('123457');
    const seenByU3 = JSON.stringify([
      await marketView(deps, { leagueId: league.id, userId: 'u3' }),
      await viewPlayer(deps, { leagueId: league.id, userId: 'u3', playerId: target.id }),
      await squadView(deps, { leagueId: league.id, userId: 'u3' }),
    ]);
    expect(seenByU3).not.toContain('123457');
    expect(seenByU3).not.toContain('234567');
    expect((await marketView(deps, { leagueId: league.id, userId: 'u1' })).myBids).toEqual([
      { playerId: target.id, playerName: target.name, amount: 123_457 },
    ]);

    await advanceLeague(deps, league.id, weekOf(league));
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
    const opening = await autocompletePlayers(deps, { leagueId: league.id, userId: 'u1', prefix: '', scope: 'market' });
    expect(opening.map((c) => c.id).sort()).toEqual(state.market.map((l) => l.playerId).sort());
    await listOnMarket(deps, league.id, [someone.id]);
    const market = await autocompletePlayers(deps, { leagueId: league.id, userId: 'u2', prefix: someone.name, scope: 'market' });
    expect(market.map((c) => c.id)).toEqual([someone.id]);
    // A player of another club is offered with his club's name; one's own squad without.
    expect(market[0]!.label).toMatch(new RegExp(`, ${clubs[0]!.name}\\)$`));
    expect(own.every((c) => !c.label.includes(clubs[0]!.name))).toBe(true);
  });

  it('GIVEN weeks played THEN table, fixtures, results, finances, stadium, staff and status read back', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1']);
    let current = league;
    for (let i = 0; i < 3; i++) {
      const outcome = await advanceLeague(deps, league.id, weekOf(current));
      current = outcome.league!;
    }
    const [fourth] = await leagueTable(deps, { leagueId: league.id, division: 3 });
    expect(fourth!.rows).toHaveLength(8);
    expect(fourth!.rows.reduce((n, r) => n + r.played, 0)).toBe(16);
    expect(fourth!.rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await leagueFixtures(deps, { leagueId: league.id, division: 3 })).toHaveLength(56);
    const results = await leagueResults(deps, { leagueId: league.id, clubId: clubs[0]!.id });
    expect(results).toHaveLength(2);
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

  it('GIVEN twelve finished seasons THEN /league history shows the last three in one message and any earlier one on request', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1']);
    const club = clubs[0]!.id;
    for (let season = 1; season <= 12; season++) {
      const history: SeasonHistory = {
        season,
        divisions: ([0, 1, 2, 3] as const).map((index) => ({ index, table: [], promoted: [club, club], relegated: [club, club] })),
        champion: club,
        runnerUp: club,
        topScorers: Array.from({ length: 5 }, (_, i) => ({
          playerId: `p${i}`,
          name: `Bartholomew Fitzgerald-Hughes ${i}`,
          clubId: club,
          goals: 20 - i,
        })),
      };
      await deps.db
        .insertInto('league_history')
        .values({ league_id: league.id, season, data: json(history) })
        .execute();
    }
    // The last season's awards were kept; the earlier seasons ended before awards were.
    const awards = {
      season: 12,
      champion: { clubId: club, managerUserId: '330000000000000001' },
      playerOfTheSeason: {
        playerId: 'p1',
        name: 'Bartholomew Fitzgerald-Hughes 1',
        clubId: club,
        line: 'A',
        apps: 14,
        average: 75,
        goals: 12,
        cleanSheets: 0,
      },
      goldenBoot: null,
      bestGoalkeeper: null,
      youngPlayer: null,
      teamOfTheSeason: [],
      bestPredictor: { userId: '330000000000000002', points: 17 },
      months: [
        {
          month: 1,
          fromRound: 1,
          toRound: 4,
          userId: '330000000000000001',
          clubId: club,
          played: 4,
          won: 4,
          drawn: 0,
          lost: 0,
          points: 12,
          goalsFor: 9,
          goalsAgainst: 1,
        },
      ],
    };
    await saveSeasonAwards(deps.db, league.id, 12, awards, new Date());
    const last = await historyView(deps, { leagueId: league.id });
    expect(last.seasons.map((s) => s.season)).toEqual([10, 11, 12]);
    expect(last.finished).toBe(12);
    expect(Object.keys(last.awards)).toEqual(['12']);
    const embeds = renderHistory(last);
    expect(embeds.slice(0, 2).map((e) => e.fields!.some((f) => f.name === 'Awards'))).toEqual([false, false]);
    expect(embeds[2]!.fields!.find((f) => f.name === 'Awards')!.value).toBe(
      [
        `🏆 Champions’ manager: <@330000000000000001>, ${clubs[0]!.name}`,
        `⭐ Player of the season: **Bartholomew Fitzgerald\\-Hughes 1** (${clubs[0]!.name}), 7.50 a game over 14 games`,
        '🔮 Best predictor: <@330000000000000002>, 17 points',
        `📅 Managers of the month: weeks 1–4: <@330000000000000001> (${clubs[0]!.name})`,
      ].join('\n'),
    );
    expect(fitsOneMessage({ embeds })).toBe(true);
    // Asked for an earlier season, it shows that season's awards alone.
    expect((await historyView(deps, { leagueId: league.id, season: 2 })).awards).toEqual({});
    expect(embeds.at(-1)!.footer!.text).toContain('12 seasons have finished');
    expect((await historyView(deps, { leagueId: league.id, season: 2 })).seasons.map((s) => s.season)).toEqual([2]);
    expect(renderHistory(await historyView(deps, { leagueId: league.id, season: 40 }))[0]!.description).toBe(
      'No such season: seasons 1 to 12 have finished.',
    );
  });

  it('GIVEN every manager ready THEN the week is announced as played now only in a started league that is not paused', async () => {
    const deps = depsOf(database());
    const asAdmin = { actorUserId: 'admin', isAdmin: true };
    const readyLines = async (leagueId: string) => (await outboxOfLeague(deps.db, leagueId)).filter((m) => m.kind === 'all-ready').length;
    const unstarted = await makeLeagueIn(deps, { humanClubs: 2, advanceWhenReady: true });
    await joinLeague(deps, { leagueId: unstarted.id, userId: 'u1' });
    // Before the season starts /ready marks nobody ready (preseason-orders.test.ts), so nothing is announced.
    await expect(markReady(deps, { leagueId: unstarted.id, userId: 'u1' })).rejects.toMatchObject({
      message: expect.stringMatching(/^The season has not started yet/),
    });
    expect(await readyLines(unstarted.id)).toBe(0);

    const { league } = await startedLeague(deps, ['u1'], { advanceWhenReady: true });
    await pauseLeague(deps, { ...asAdmin, leagueId: league.id });
    expect(await markReady(deps, { leagueId: league.id, userId: 'u1' })).toMatchObject({ allReady: true, playsNow: false });
    expect(await readyLines(league.id)).toBe(0);
    await resumeLeague(deps, { ...asAdmin, leagueId: league.id });
    expect(await markReady(deps, { leagueId: league.id, userId: 'u1' })).toMatchObject({ allReady: true, playsNow: true });
    expect(await readyLines(league.id)).toBe(1);
    expect(await markReady(deps, { leagueId: league.id, userId: 'u1', ready: false })).toMatchObject({ playsNow: false });
  });
});
