import { expect, it } from 'vitest';
import { afterReport } from '../../src/commentary/phrase-memory.js';
import type { CupTieMessage, MatchMessage } from '../../src/league/index.js';
import { TIE_REPORT_MINUTES, tieReportEvents } from '../../src/league/cups/tie-report.js';
import { ledgerSums } from '../../src/db/repositories/ledger.repository.js';
import { outboxOfLeague } from '../../src/db/repositories/outbox.repository.js';
import { toldPosts } from '../../src/league/posts/told-posts.js';
import { playedSteps } from '../../src/db/repositories/played-steps.repository.js';
import { seasonCalendar } from '../../src/engine/cups/calendar.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { cupView } from '../../src/league/cups/cup-view.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import { InvalidInput } from '../../src/league/errors.js';
import { leagueById } from '../../src/league/find-league.js';
import { updateSettings } from '../../src/league/membership/league-settings.js';
import { replayLeague } from '../../src/league/week/replay.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, makeLeagueIn, startedLeague, stateOf } from './helpers.js';

async function playSteps(deps: LeagueDeps, leagueId: string, steps: number): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const league = await leagueById(deps, leagueId);
    const outcome = await advanceLeague(deps, leagueId, { season: league.season, week: league.week, phase: league.phase, turn: league.turn });
    expect(outcome.played).toBe(true);
  }
}

describeOnEachDatabase('a league with cups', (database) => {
  it('GIVEN cup+europe THEN a season and a half is played by the calendar, posted, kept, replayed to the same state and shown by /cup', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1', 'u2'], { seed: 11, cups: 'cup+europe' });
    expect(league.settings.cups).toBe('cup+europe');
    // Pre-season, weeks 1 and 2: the next step is the cup's first round, with the league still before week 3.
    await playSteps(deps, league.id, 3);
    const atCup = await leagueById(deps, league.id);
    expect(atCup).toMatchObject({ week: 3, step: { kind: 'cup', round: 1 } });
    await playSteps(deps, league.id, 1);
    expect(await leagueById(deps, league.id)).toMatchObject({ week: 3, step: { kind: 'league', week: 3 } });

    const posts = toldPosts(await outboxOfLeague(deps.db, league.id));
    const kinds = posts.map((p) => p.kind);
    expect(kinds.filter((k) => k === 'cup-draw')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'cup-results')).toHaveLength(1);
    const results = posts.find((p) => p.kind === 'cup-results')!.payload as { ties: unknown[] };
    expect(results.ties).toHaveLength(16);
    // Both managers' ties are posted in full.
    const full = posts
      .filter((p) => p.kind === 'cup-tie')
      .map((p) => p.payload as { tie: { home: { managerUserId: string | null }; away: { managerUserId: string | null } }; dice?: string });
    expect(full.length).toBeGreaterThanOrEqual(1);
    for (const tie of full) expect([tie.tie.home.managerUserId, tie.tie.away.managerUserId].some(Boolean)).toBe(true);
    // Their dice show as the league's match reports show them (behind a spoiler unless the league chose otherwise).
    for (const tie of full) expect(tie.dice).toBe('spoiler');
    // The ties played as matches carry the match card, and the league's phrase memory runs on through them: the
    // first starts where week 2's last report left it, each next where the one before left it, and the league keeps
    // where the last left it.
    const told = posts.filter((p) => p.kind === 'cup-tie').map((p) => p.payload as CupTieMessage);
    expect(told.length).toBeGreaterThanOrEqual(1);
    for (const tie of told) expect(tie.tie.decidedBy).toBe('match');
    for (const tie of told) expect(tie.picture).toEqual({ kind: 'match-card' });
    const lastMatch = posts.filter((p) => p.kind === 'match').at(-1)!.payload as MatchMessage;
    let memory = afterReport(lastMatch.phrases, lastMatch.events);
    for (const tie of told) {
      expect(tie.phrases).toEqual(memory);
      memory = afterReport(tie.phrases, tieReportEvents(tie)!, TIE_REPORT_MINUTES);
    }
    const row = await deps.db.selectFrom('leagues').select('phrase_memory').where('id', '=', league.id).executeTakeFirstOrThrow();
    expect(row.phrase_memory).toEqual(memory);

    const rest = seasonCalendar({ cups: 'cup+europe', season: 1 }).length - 4;
    await playSteps(deps, league.id, rest + 1 + 3 + 2);
    const now = await leagueById(deps, league.id);
    expect(now).toMatchObject({ season: 2, week: 4, step: { kind: 'league', week: 4 } });

    const state = await stateOf(deps, league.id);
    expect(state.history[0]!.cups).toHaveLength(1);
    expect(state.cups!.knockouts['european-cup']!.rounds).toHaveLength(2);
    const sums = await ledgerSums(deps.db, league.id);
    for (const club of Object.values(state.clubs).filter((c) => c.playerControlled)) expect(sums.get(club.id) ?? 0).toBe(club.balance);

    const stored = await playedSteps(deps.db, league.id);
    const replay = await replayLeague(deps, league.id);
    expect(replay.steps.map((s) => s.events)).toEqual(stored.map((s) => s.events));
    expect(replay.state).toEqual(state);

    const view = await cupView(deps, { leagueId: league.id });
    expect(view.season).toBe(2);
    expect(view.competitions.map((c) => c.competition)).toEqual(['cup', 'european-cup', 'cup-winners-cup', 'uefa-cup']);
    expect(view.competitions[0]!.rounds[0]!.ties).toHaveLength(16);
    expect(view.competitions[1]!.rounds[0]!.ties.every((t) => t.result)).toBe(true);
    const champion = state.history[0]!.cups![0]!;
    expect(view.cabinet.map((c) => c.clubName)).toContain(state.clubs[champion.winnerId]!.name);
    expect((await cupView(deps, { leagueId: league.id, competition: 'uefa-cup' })).competitions.map((c) => c.competition)).toEqual(['uefa-cup']);
  }, 240_000);

  it('GIVEN the cups option THEN an admin changes it before the season starts, the replay starts from it, and after the start it is locked', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { cups: 'cup' });
    const admin = { leagueId: league.id, actorUserId: 'admin', isAdmin: true };
    expect((await updateSettings(deps, { ...admin, changes: { cups: 'off' } })).settings.cups).toBe('off');
    expect((await updateSettings(deps, { ...admin, changes: { cups: 'cup+europe', live: true } })).settings).toMatchObject({
      cups: 'cup+europe',
      live: true,
    });
    const { league: started } = await startedLeague(deps, [], { cups: 'off' });
    await expect(updateSettings(deps, { ...admin, leagueId: started.id, changes: { cups: 'cup' } })).rejects.toThrow(InvalidInput);
    expect((await leagueById(deps, started.id)).settings.cups).toBe('off');
  });

  it('GIVEN a league without cups THEN nothing is kept for them and a season is its sixteen steps', async () => {
    const deps = depsOf(database());
    const { league } = await startedLeague(deps, ['u1'], { seed: 12 });
    expect(league.settings.cups).toBe('off');
    await playSteps(deps, league.id, 16);
    expect(await leagueById(deps, league.id)).toMatchObject({ season: 2, phase: 'preseason' });
    expect((await stateOf(deps, league.id)).cups).toBeUndefined();
    expect(await deps.db.selectFrom('league_cups').selectAll().where('league_id', '=', league.id).execute()).toEqual([]);
  }, 180_000);
});
