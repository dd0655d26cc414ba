import { expect, it } from 'vitest';
import { predictionsWithResults } from '../../src/db/repositories/predictions.repository.js';
import { resultsOf } from '../../src/db/repositories/match-result.repository.js';
import { findLeague } from '../../src/db/repositories/league.repository.js';
import { fixturesToPredict, myPredictions, predictionTable, predictScore } from '../../src/league/predictions/predict.js';
import { predictionPoints, predictorTable } from '../../src/league/predictions/scoring.js';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import type { WeekStoryMessage } from '../../src/league/posts/outbox-messages.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, startedLeague, weekOf } from './helpers.js';

const HOUR = 3_600_000;

it('GIVEN the house rule THEN the exact score is worth 3, the right result 1, anything else 0', () => {
  expect(predictionPoints({ home: 2, away: 1 }, { home: 2, away: 1 })).toBe(3);
  expect(predictionPoints({ home: 3, away: 0 }, { home: 2, away: 1 })).toBe(1);
  expect(predictionPoints({ home: 1, away: 1 }, { home: 0, away: 0 })).toBe(1);
  expect(predictionPoints({ home: 0, away: 1 }, { home: 2, away: 1 })).toBe(0);
  const row = (userId: string, homeGoals: number, awayGoals: number, resultHome: number | null = 1) => ({
    userId,
    manager: userId === 'm',
    homeGoals,
    awayGoals,
    resultHome,
    resultAway: resultHome === null ? null : 0,
  });
  const table = predictorTable([row('a', 1, 0), row('b', 2, 0), row('m', 1, 0), row('a', 0, 0, null)]);
  expect(table.map((r) => [r.userId, r.points, r.manager])).toEqual([
    ['a', 3, false],
    ['m', 3, true],
    ['b', 1, false],
  ]);
});

describeOnEachDatabase('predictions', (database) => {
  async function weekOne() {
    const deps = depsOf(database());
    const { league: started } = await startedLeague(deps, ['m1', 'm2'], { cups: 'off' });
    const preseason = await advanceLeague(deps, started.id, weekOf(started));
    expect(preseason.played).toBe(true);
    const league = (await findLeague(deps.db, started.id))!;
    expect(league.week).toBe(1);
    return { deps, league };
  }

  it('GIVEN week 1 THEN a non-manager predicts a managed match, may change it, and nothing else is stored', async () => {
    const { deps, league } = await weekOne();
    const ref = { leagueId: league.id };
    const open = await fixturesToPredict(deps, ref);
    expect(open.length).toBeGreaterThan(0);
    const [first] = open;
    const saved = await predictScore(deps, { ...ref, userId: 'fan', fixture: first!.value, homeGoals: 2, awayGoals: 1 });
    expect(saved).toMatchObject({ homeName: first!.homeName, homeGoals: 2, awayGoals: 1, manager: false });
    await predictScore(deps, { ...ref, userId: 'fan', fixture: first!.value, homeGoals: 0, awayGoals: 0 });
    const stored = await predictionsWithResults(deps.db, league.id, league.season, { userId: 'fan' });
    expect(stored.map((p) => [p.homeGoals, p.awayGoals, p.manager, p.resultHome])).toEqual([[0, 0, false, null]]);
    expect((await predictScore(deps, { ...ref, userId: 'm1', fixture: first!.value, homeGoals: 1, awayGoals: 1 })).manager).toBe(true);

    const refused = [
      predictScore(deps, { ...ref, userId: 'fan2', fixture: first!.value, homeGoals: -1, awayGoals: 0 }),
      predictScore(deps, { ...ref, userId: 'fan2', fixture: first!.value, homeGoals: 21, awayGoals: 0 }),
      predictScore(deps, { ...ref, userId: 'fan2', fixture: '9:99', homeGoals: 1, awayGoals: 0 }),
    ];
    for (const attempt of refused) await expect(attempt).rejects.toThrow();
    expect(await predictionsWithResults(deps.db, league.id, league.season, { userId: 'fan2' })).toEqual([]);
    // The open predictions are shown to their maker only: the leaderboard has none yet.
    expect((await predictionTable(deps, ref)).rows).toEqual([]);
    expect((await myPredictions(deps, { ...ref, userId: 'fan' })).lines).toHaveLength(1);
  });

  it('GIVEN the deadline passed THEN a prediction is refused and nothing stored', async () => {
    const { deps, league } = await weekOne();
    const [first] = await fixturesToPredict(deps, { leagueId: league.id });
    deps.clock.advance(25 * HOUR);
    await expect(predictScore(deps, { leagueId: league.id, userId: 'late', fixture: first!.value, homeGoals: 1, awayGoals: 0 })).rejects.toThrow(
      /deadline/,
    );
    expect(await fixturesToPredict(deps, { leagueId: league.id })).toEqual([]);
    expect(await predictionsWithResults(deps.db, league.id, league.season, { userId: 'late' })).toEqual([]);
  });

  it('GIVEN predictions of week 1 WHEN it is played THEN points appear, the table ranks them and the story names the best predictor', async () => {
    const { deps, league } = await weekOne();
    const ref = { leagueId: league.id };
    const [first] = await fixturesToPredict(deps, ref);
    // One member for each result: whatever the dice give, one of them is right.
    const guesses = { home: [1, 0], draw: [1, 1], away: [0, 1] } as const;
    for (const [userId, [homeGoals, awayGoals]] of Object.entries(guesses)) {
      await predictScore(deps, { ...ref, userId, fixture: first!.value, homeGoals, awayGoals });
    }
    await advanceLeague(deps, league.id, weekOf({ season: league.season, week: league.week, phase: league.phase }));
    const [result] = (await resultsOf(deps.db, league.id, league.season, 1)).filter(
      (r) => r.division === first!.division && r.position === first!.position,
    );
    const pointsOf = (userId: keyof typeof guesses) =>
      predictionPoints({ home: guesses[userId][0], away: guesses[userId][1] }, { home: result!.home_goals, away: result!.away_goals });
    const best = (['away', 'draw', 'home'] as const).filter((u) => pointsOf(u) > 0);
    expect(best).toHaveLength(1);

    await expect(predictScore(deps, { ...ref, userId: 'late', fixture: first!.value, homeGoals: 0, awayGoals: 0 })).rejects.toThrow();
    expect(await predictionsWithResults(deps.db, league.id, league.season, { userId: 'late' })).toEqual([]);

    const table = await predictionTable(deps, ref);
    expect(table.rows[0]).toMatchObject({ userId: best[0], points: pointsOf(best[0]!) });
    expect(table.rows.map((r) => r.points)).toEqual([pointsOf(best[0]!), 0, 0]);
    const mine = await myPredictions(deps, { ...ref, userId: best[0]! });
    expect(mine.points).toBe(pointsOf(best[0]!));
    expect(mine.lines[0]!.result).toEqual({ homeGoals: result!.home_goals, awayGoals: result!.away_goals, points: pointsOf(best[0]!) });

    const story = (await outboxOfLeague(deps.db, league.id)).find(
      (row) => row.kind === 'week-story' && JSON.stringify(row.payload).includes('predictors'),
    );
    const summary = (story!.payload as WeekStoryMessage).parts.find((p) => p.kind === 'week-summary')!.message;
    expect(summary.predictors).toEqual({ userIds: best, points: pointsOf(best[0]!) });
  });
});
