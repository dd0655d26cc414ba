import { expect, it } from 'vitest';
import { outboxOfLeague } from '../../../src/db/repositories/outbox.repository.js';
import { playedSteps } from '../../../src/db/repositories/played-steps.repository.js';
import { seasonAwardsOf } from '../../../src/db/repositories/awards.repository.js';
import type { LeagueState } from '../../../src/engine/model/types.js';
import { recordSeasonAwards, storedSeasonAwards } from '../../../src/league/awards/season-end-awards.js';
import type { LeagueDeps } from '../../../src/league/deps.js';
import { leagueById } from '../../../src/league/find-league.js';
import { gameModeOf } from '../../../src/league/modes/game-modes.js';
import type { OutboxPayload, SeasonReviewMessage, WeekStoryMessage, WeekSummaryMessage } from '../../../src/league/posts/outbox-messages.js';
import { advanceLeague } from '../../../src/league/week/advance.js';
import { describeOnEachDatabase } from '../../support/db.js';
import { depsOf, startedLeague, weekOf } from '../helpers.js';

async function playSteps(deps: LeagueDeps, leagueId: string, steps: number): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const league = await leagueById(deps, leagueId);
    expect((await advanceLeague(deps, leagueId, weekOf(league))).played).toBe(true);
  }
}

/** Every message of one kind the league queued, whether a post of its own or a part of a step's story. */
async function queued(deps: LeagueDeps, leagueId: string, kind: OutboxPayload['kind']): Promise<unknown[]> {
  const rows = await outboxOfLeague(deps.db, leagueId);
  return rows.flatMap((r) => {
    if (r.kind === kind) return [r.payload];
    if (r.kind !== 'week-story') return [];
    return (r.payload as WeekStoryMessage).parts.filter((p) => p.kind === kind).map((p) => p.message);
  });
}

describeOnEachDatabase('season awards, stored when the season ends (migration 0033)', (database) => {
  it('GIVEN a whole season played THEN its awards are stored once, told with its review, and the same again from a replay of its events', async () => {
    const deps = depsOf(database());
    const { league, clubs } = await startedLeague(deps, ['u1', 'u2', 'u3'], { seed: 11 });
    await playSteps(deps, league.id, 16);

    const [stored, ...more] = await storedSeasonAwards(deps.db, league.id);
    expect(more).toEqual([]);
    expect(stored!.season).toBe(1);
    expect(stored!.playerOfTheSeason).not.toBeNull();
    expect(stored!.goldenBoot!.goals).toBeGreaterThan(0);
    expect(stored!.teamOfTheSeason.length).toBeGreaterThanOrEqual(9);
    expect(stored!.months.map((m) => m.month)).toEqual([1, 2, 3, 4]);
    for (const month of stored!.months) expect(['u1', 'u2', 'u3']).toContain(month.userId);
    const managed = new Map(clubs.map((c) => [c.id, c]));
    expect(stored!.champion!.managerUserId).toBe(managed.get(stored!.champion!.clubId)?.managerUserId ?? null);

    const [review] = await queued(deps, league.id, 'season-review');
    expect((review as SeasonReviewMessage).awards).toEqual(stored);

    // Each month's manager is named in the heading of the week that closes it, and in no other week.
    const named = (await queued(deps, league.id, 'week-summary')).flatMap((s) => {
      const summary = s as WeekSummaryMessage;
      if (!summary.managerOfTheMonth) return [];
      // The heading names the same manager the season's awards keep for that month.
      const { clubName: _, ...named } = summary.managerOfTheMonth;
      expect(named).toEqual(stored!.months.find((m) => m.month === named.month));
      return [{ week: summary.week, month: named.month }];
    });
    expect(named).toEqual([
      { week: 4, month: 1 },
      { week: 8, month: 2 },
      { week: 12, month: 3 },
      { week: 14, month: 4 },
    ]);

    // A replay of the stored orders, stopped before the season's end, gives the same awards from the same events.
    const mode = gameModeOf({ game: 'football' });
    const leagueRow = await deps.db.selectFrom('leagues').selectAll().where('id', '=', league.id).executeTakeFirstOrThrow();
    let state = mode.initialState(leagueRow) as LeagueState;
    const steps = await playedSteps(deps.db, league.id);
    for (const step of steps.slice(0, -1)) state = mode.playStep(state, step.orders, mode.diceSeed(state)).state as LeagueState;
    const ended = mode.playStep(state, steps.at(-1)!.orders, mode.diceSeed(state)).state as LeagueState;
    await deps.db.deleteFrom('league_awards').where('league_id', '=', league.id).execute();
    const managers = new Map(clubs.map((c) => [c.id, c.managerUserId!]));
    const again = await recordSeasonAwards(deps.db, { leagueId: league.id, history: ended.history[0]!, before: state, managers, at: new Date() });
    expect(again).toEqual(stored);
    expect(await seasonAwardsOf(deps.db, league.id)).toHaveLength(1);
  }, 180_000);
});
