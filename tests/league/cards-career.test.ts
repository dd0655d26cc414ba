import { expect, it } from 'vitest';
import { loadCardsState } from '../../src/db/repositories/cards.repository.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import type { CardsLeague } from '../../src/league/shared/cards-league.js';
import { managerProfile } from '../../src/league/views/profile.js';
import { leaguePath, managerPath } from '../../src/league/web/index.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { createLogger } from '../../src/logger.js';
import { buildWebServer } from '../../src/web/server.js';
import { describeOnEachDatabase, testClock } from '../support/db.js';
import { makeCardsLeagueIn, weekOf } from './helpers.js';

const MANAGERS = [
  { userId: '320000000000000001', name: 'Ann' },
  { userId: '320000000000000002', name: 'Bob' },
  { userId: '320000000000000003', name: 'Cat' },
];

describeOnEachDatabase('a card game manager’s career', (database) => {
  it('GIVEN a card game season played out THEN /profile and his web page give his place of how many, the cup, his record and trophies; the next season is his now', async () => {
    const deps = { db: database().db, clock: testClock() };
    const created = await makeCardsLeagueIn(deps, 3);
    const clubs = [];
    for (const m of MANAGERS) clubs.push(await joinLeague(deps, { leagueId: created.id, userId: m.userId, displayName: m.name }));
    let league = await startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
    for (let step = 0; league.season === 1; step++) {
      if (step > 200) throw new Error('season 1 never ended');
      const outcome = await advanceLeague(deps, league.id, weekOf(league));
      if (!outcome.played) throw new Error(`not played: ${outcome.reason}`);
      league = outcome.league;
    }
    const { game } = (await loadCardsState(deps.db, league.id)) as CardsLeague;
    const [summary] = game.history;
    expect(summary!.season).toBe(1);
    // The season's final table, from its played steps: each club's league matches as the game stored them.
    const steps = await deps.db.selectFrom('played_steps').select('events').where('league_id', '=', league.id).where('season', '=', 1).execute();
    const matches = steps
      .flatMap((s) => s.events as { type: string; competition?: string; homeId?: string; awayId?: string; homeGoals?: number; awayGoals?: number }[])
      .filter((e) => e.type === 'match' && e.competition === 'league');
    const clubCount = new Set(matches.flatMap((m) => [m.homeId, m.awayId])).size;
    expect(clubCount).toBeGreaterThanOrEqual(4);

    const places: number[] = [];
    for (const [i, m] of MANAGERS.entries()) {
      const clubId = clubs[i]!.id;
      const own = matches.filter((e) => e.homeId === clubId || e.awayId === clubId);
      const goals = own.map((e): [number, number] => (e.homeId === clubId ? [e.homeGoals!, e.awayGoals!] : [e.awayGoals!, e.homeGoals!]));
      const profile = await managerProfile(deps, { guildId: 'g1', userId: m.userId });
      expect(profile.leagues).toHaveLength(1);
      const [cards] = profile.leagues;
      expect(cards!.game).toBe('cards');
      expect(cards!.spells.map((s) => s.season)).toEqual([1, 2]);
      const [first, second] = cards!.spells;
      expect(first).toMatchObject({
        clubName: clubs[i]!.name,
        played: own.length,
        won: goals.filter(([f, a]) => f > a).length,
        drawn: goals.filter(([f, a]) => f === a).length,
        lost: goals.filter(([f, a]) => f < a).length,
        current: false,
        cups: summary!.cupWinnerId === clubId ? ['cup'] : [],
      });
      expect(own.length).toBeGreaterThanOrEqual(10);
      expect(first!.finish).toMatchObject({ division: 0, of: clubCount, promoted: false, relegated: false });
      expect(first!.finish!.position === 1).toBe(summary!.leagueWinnerId === clubId);
      expect(first!.finish!.position === 2).toBe(summary!.leagueRunnerUpId === clubId);
      places.push(first!.finish!.position);
      // The new season is his from its first step, and still being played.
      expect(second).toMatchObject({ season: 2, firstWeek: 0, current: true, finish: null, leftAfterWeek: null });
      expect(profile.totals.leagueTitles).toBe(summary!.leagueWinnerId === clubId ? 1 : 0);
      expect(profile.totals.cups).toBe(summary!.cupWinnerId === clubId ? 1 : 0);
    }
    expect(new Set(places).size).toBe(3);

    // His web page, linked from the card game's trophy table.
    const app = await buildWebServer({ deps, logger: createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }) });
    try {
      const row = await deps.db.selectFrom('leagues').select('web_slug').where('id', '=', league.id).executeTakeFirstOrThrow();
      const front = (await app.inject({ method: 'GET', url: leaguePath(row.web_slug) })).body;
      for (const m of MANAGERS) expect(front).toContain(`<a href="${managerPath(row.web_slug, m.name)}"><bdi>${m.name}</bdi></a>`);
      const page = await app.inject({ method: 'GET', url: managerPath(row.web_slug, 'Ann') });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1><bdi>Ann</bdi></h1>');
      expect(page.body).toContain(`<td>${['1st', '2nd', '3rd', '4th', '5th', '6th'][places[0]! - 1]} of ${clubCount} in the league</td>`);
      expect(page.body).toMatch(/<td class="n">2<\/td><td><bdi>[^<]+<\/bdi><\/td><td>in charge now<\/td>/);
      // A card game has no promotion: the page does not speak of it, nor links the football pages.
      expect(page.body).not.toMatch(/Promotions|\/fixtures|\/history/);
      expect(page.body).not.toMatch(/\d{17,20}/);
    } finally {
      await app.close();
    }
  }, 300_000);
});
