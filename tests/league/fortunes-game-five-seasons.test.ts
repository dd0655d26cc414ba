import { expect, it } from 'vitest';
import { loadFortunesGameState } from '../../src/db/repositories/fortunes-game.repository.js';
import { dueLeagueRows, findLeague } from '../../src/db/repositories/league.repository.js';
import { describeStep } from '../../src/discord/render/league.render.js';
import { renderFortunesTurn } from '../../src/discord/render/fortunes-game.render.js';
import { renderFortunesGameHistory } from '../../src/discord/render/fortunes-game-record.render.js';
import type { FortunesTurnMessage } from '../../src/league/index.js';
import { fortunesGameRecordView } from '../../src/league/modes/fortunes-game/fortunes-game-record.js';
import type { FortunesGameLeague } from '../../src/league/modes/fortunes-game/fortunes-game-league.js';
import { setFortunesBid } from '../../src/league/modes/fortunes-game/fortunes-game-orders.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { replayLeague } from '../../src/league/week/replay.js';
import { describeOnEachDatabase } from '../support/db.js';
import { startedFortunesGame } from '../support/fortunes-game-web-league.js';
import { depsOf, weekOf } from './helpers.js';

const embedText = (embeds: ReturnType<typeof renderFortunesTurn>) =>
  embeds.flatMap((e) => [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value])]).join('\n');

/**
 * A whole five-season game of Football Fortunes played as the bot plays it: each turn by /admin advance's use case,
 * two managers who give no orders (their best side plays and the defaults stand). At the end the winner is posted, the
 * league is archived and nothing more is played or ordered in it; a replay from the stored seed and orders gives the
 * same game and the same winner.
 */
describeOnEachDatabase('a five-season game of Football Fortunes to its end', (database) => {
  it('GIVEN five seasons played turn by turn THEN the last turn posts the winner, the league is archived, nothing more is played, and a replay agrees', async () => {
    const deps = depsOf(database());
    let league = await startedFortunesGame(deps, { seasons: 5, seed: 1 });
    let turns = 0;
    while (league.phase !== 'finished') {
      const outcome = await advanceLeague(deps, league.id, { ...weekOf(league), turn: league.turn }, { actorUserId: 'admin' });
      if (!outcome.played) throw new Error(`turn ${turns + 1} not played: ${outcome.reason}`);
      league = outcome.league;
      turns += 1;
    }
    // Eighteen league rounds a season and up to four cup turns while a manager's club is in a cup.
    expect(turns).toBeGreaterThanOrEqual(5 * 18);
    expect(turns).toBeLessThanOrEqual(5 * 22);

    const { game } = (await loadFortunesGameState(deps.db, league.id)) as FortunesGameLeague;
    expect(game.finished).toBe(true);
    expect(game.history.map((h) => h.season)).toEqual([1, 2, 3, 4, 5]);
    const survivors = Object.values(game.managers).filter((m) => !m.resigned);
    const best = Math.max(...survivors.map((m) => game.gamePoints[m.clubId]!));
    const winners = survivors.filter((m) => game.gamePoints[m.clubId] === best).map((m) => m.clubId);
    expect(winners.length).toBeGreaterThan(0);

    // The winner posted with the last turn, once.
    const posts = await deps.db
      .selectFrom('outbox')
      .select(['kind', 'payload'])
      .where('league_id', '=', league.id)
      .where('kind', '=', 'fortunes-turn')
      .execute();
    expect(posts).toHaveLength(turns);
    // Every match in the posts with the sides as they played, every club by its name, a club from abroad too.
    for (const message of posts.map((p) => p.payload as FortunesTurnMessage)) {
      for (const e of message.events) {
        const match = e.type === 'league-result' ? e : e.type === 'cup-tie' ? e.tie : null;
        if (!match) continue;
        expect(message.sides[match.homeId]).toEqual(match.sides.home);
        expect(message.sides[match.awayId]).toEqual(match.sides.away);
        for (const id of [match.homeId, match.awayId]) expect(message.names[id]).not.toMatch(/^abroad-|^$/);
      }
    }
    expect(posts.some((p) => JSON.stringify(p.payload).includes('(abroad)'))).toBe(true);
    const last = posts.map((p) => p.payload as FortunesTurnMessage).filter((m) => m.events.some((e) => e.type === 'game-over'));
    expect(last).toHaveLength(1);
    const over = last[0]!.events.flatMap((e) => (e.type === 'game-over' ? [e] : []));
    expect(over.map((e) => e.winnerIds)).toEqual([winners]);
    const names = winners.map((id) => game.clubs.find((c) => c.id === id)!.name);
    const told = embedText(renderFortunesTurn(last[0]!));
    expect(told).toContain(
      `🏆 The game is over: ${names.map((n) => `**${n}**`).join(' and ')} win${names.length === 1 ? 's' : ''} with ${best} game points.`,
    );
    expect(told).toContain('Season 5 is over:');
    expect(last[0]!.nextDeadline).toBeNull();

    // Archived: read-only, never due, no more turns or orders.
    const row = await findLeague(deps.db, league.id);
    expect(row!.archived_at).not.toBeNull();
    expect(row!.phase).toBe('finished');
    expect(describeStep(league)).toBe('Season 5, the game is over');
    const far = new Date(Date.now() + 365 * 24 * 3600_000);
    expect((await dueLeagueRows(deps.db, far, 100)).map((r) => r.id)).not.toContain(league.id);
    const again = await advanceLeague(deps, league.id, { ...weekOf(league), turn: league.turn }, { actorUserId: 'admin' });
    expect(again).toMatchObject({ played: false, reason: 'game-over' });
    const lot = game.bank[0]?.id ?? 'G5-1';
    await expect(setFortunesBid(deps, { leagueId: league.id, userId: 'u-ann', cardId: lot, amount: 50_000 })).rejects.toThrow(/game is over/);

    // /league history tells the five seasons and the winner.
    const history = renderFortunesGameHistory(await fortunesGameRecordView(deps, league));
    expect(history.fields).toHaveLength(5);
    expect(history.description).toContain(`🏆 The game is over: ${names.map((n) => `**${n}**`).join(' and ')}`);
    expect(history.description).toContain('The league is archived.');

    // The same seed and the stored orders give the same game, and the same winner.
    const replay = await replayLeague(deps, league.id);
    expect((replay.state as FortunesGameLeague).game).toEqual(game);
  }, 300_000);
});
