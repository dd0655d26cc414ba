import { describe, expect, it } from 'vitest';
import type { ClubHeader } from '../../src/db/repositories/club.repository.js';
import type { LeagueRow } from '../../src/db/tables.js';
import { EVENT_AUDIENCE, type Audience } from '../../src/engine/event-audience.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { matchEventsIndex } from '../../src/league/shared/match-events.js';
import type { TableMessage } from '../../src/league/posts/outbox-messages.js';
import { stepMessages } from '../../src/league/posts/step-messages.js';
import { makeClub, makeLeague } from '../support/factories.js';

const league = {
  id: 'l1',
  channel_id: 'ch1',
  name: 'Test League',
  turn: 3,
  settings: { rules: { engine: 'classic', homeAdvantages: false }, live: false },
} as LeagueRow;
const header = (id: string, manager: string | null): ClubHeader => ({
  id,
  name: `Club ${id}`,
  division: 0,
  player_controlled: true,
  manager_user_id: manager,
  balance: 0,
});
const managedClub = header('c1', 'u1');

/** Where one event of a type, about a managed club, is posted: the week's summary, the transfer news, or neither. */
function postedIn(type: EngineEvent['type']): 'summary' | 'transfer-news' | 'nowhere' {
  const state = makeLeague({ clubs: [makeClub({ id: 'c1' })] });
  const event = { type, clubId: 'c1' } as unknown as EngineEvent;
  const messages = stepMessages({
    league,
    clubs: [managedClub],
    before: state,
    after: state,
    events: [event],
    matches: matchEventsIndex([]),
    nextDeadline: null,
  });
  const summary = messages.find((m) => m.kind === 'week-summary')!.payload as { events: EngineEvent[] };
  const news = messages.find((m) => m.kind === 'transfer-news')?.payload as { events: EngineEvent[] } | undefined;
  // By type, not identity: the transfer news may post a stripped copy of an event (a signing roll without bidders).
  const inSummary = summary.events.some((e) => e.type === type);
  const inNews = news?.events.some((e) => e.type === type) ?? false;
  if (inSummary && inNews) throw new Error(`${type} is posted twice`);
  return inSummary ? 'summary' : inNews ? 'transfer-news' : 'nowhere';
}

const EXPECTED_POST: Record<Audience, ReturnType<typeof postedIn>> = {
  club: 'summary',
  'transfer-news': 'transfer-news',
  match: 'nowhere',
  private: 'nowhere',
  internal: 'nowhere',
};

describe('stepMessages and the event audiences', () => {
  it.each(Object.entries(EVENT_AUDIENCE))(
    'GIVEN a %s event of a managed club with audience %s THEN it is posted where its audience says',
    (type, audience) => {
      expect(postedIn(type as EngineEvent['type'])).toBe(EXPECTED_POST[audience]);
    },
  );

  it('GIVEN a club event of a club nobody manages THEN the summary leaves it out', () => {
    const state = makeLeague({ clubs: [makeClub({ id: 'c1' }), makeClub({ id: 'c2' })] });
    const event: EngineEvent = { type: 'injury-recovered', playerId: 'p1', clubId: 'c2' };
    const messages = stepMessages({
      league,
      clubs: [managedClub],
      before: state,
      after: state,
      events: [event],
      matches: matchEventsIndex([]),
      nextDeadline: null,
    });
    expect((messages.find((m) => m.kind === 'week-summary')!.payload as { events: EngineEvent[] }).events).toEqual([]);
  });
});

describe('what a played step keeps private', () => {
  it('GIVEN a niggle, an injury, a sponsor deal and a contested signing THEN only the injury and the signing are posted, without the roll or its bidders', () => {
    const state = makeLeague({ clubs: [makeClub({ id: 'ann-fc', division: 3 }), makeClub({ id: 'bob-fc', division: 3 })] });
    const events: EngineEvent[] = [
      {
        type: 'injury',
        playerId: 'p1',
        clubId: 'ann-fc',
        roll: [6, 6],
        tableRoll: [1, 2],
        selected: true,
        outcome: 'Tr',
        weeks: 0,
        clubDoctor: false,
      },
      { type: 'injury', playerId: 'p2', clubId: 'ann-fc', roll: [5, 6], tableRoll: [4, 4], selected: true, outcome: 3, weeks: 3, clubDoctor: false },
      { type: 'sponsor-signed', clubId: 'bob-fc', name: 'Acme', amount: 400_000, years: 2, roll: 5, modifier: 1, total: 6 },
      { type: 'transfer-roll', playerId: 'p9', roll: 4, bidders: ['bob-fc', 'ann-fc'] },
      { type: 'transferred', playerId: 'p9', name: 'Tom Hart', fromClubId: null, toClubId: 'ann-fc', fee: 90_000 },
    ];
    const messages = stepMessages({
      league,
      clubs: [header('ann-fc', 'ann'), header('bob-fc', 'bob')],
      before: state,
      after: state,
      events,
      matches: matchEventsIndex([]),
      nextDeadline: null,
    });
    const posted = messages.flatMap((m) => (m.payload as { events?: EngineEvent[] }).events ?? []);
    // The signing roll is the seller's dice: the transfer itself names the buyer.
    expect(posted.map((e) => e.type).sort()).toEqual(['injury', 'transferred']);
    expect(posted.find((e) => e.type === 'injury')).toMatchObject({ playerId: 'p2', weeks: 3 });
    expect(JSON.stringify(messages)).not.toContain('400000');
  });
});

describe('which tables a played step posts', () => {
  const clubs = ([0, 1, 2, 3] as const).flatMap((division) => [
    makeClub({ id: `a${division}`, division, playerControlled: false }),
    makeClub({ id: `b${division}`, division, playerControlled: false }),
  ]);
  const headers = clubs.map((c) => ({ ...header(c.id, c.id === 'a0' ? 'u1' : null), division: c.division }));
  const row = (clubId: string, played: number, won: number, lost: number, points: number) => ({
    clubId,
    played,
    won,
    drawn: 0,
    lost,
    goalsFor: won * 2,
    goalsAgainst: lost * 2,
    points,
  });
  const tablesOf = (messages: ReturnType<typeof stepMessages>) => messages.filter((m) => m.kind === 'table').map((m) => m.payload as TableMessage);

  it("GIVEN a week of a division of squads THEN only a manager's match is queued as a report, the others as results", () => {
    const squads = ['a0', 'b0', 'c0', 'd0'].map((id) => makeClub({ id, division: 0, playerControlled: true }));
    const before = makeLeague({ clubs: squads });
    const after = makeLeague({ clubs: squads });
    after.divisions[0]!.results = [
      { homeId: 'a0', awayId: 'b0', homeGoals: 2, awayGoals: 0, round: 1 },
      { homeId: 'c0', awayId: 'd0', homeGoals: 1, awayGoals: 1, round: 1 },
    ];
    const withManager = squads.map((c) => ({ ...header(c.id, c.id === 'a0' ? 'u1' : null), division: 0 }));
    const messages = stepMessages({ league, clubs: withManager, before, after, events: [], matches: matchEventsIndex([]), nextDeadline: null });
    const reports = messages.filter((m) => m.kind === 'match').map((m) => m.payload as { home: { id: string } });
    expect(reports.map((r) => r.home.id)).toEqual(['a0']);
    const summary = messages.find((m) => m.kind === 'week-summary')!.payload as { results: { home: { id: string } }[] };
    expect(summary.results.map((r) => r.home.id)).toEqual(['a0', 'c0']);
  });

  it('GIVEN a week in which only division 0 played THEN only division 0 table is queued, with its names', () => {
    const before = makeLeague({ clubs });
    const after = makeLeague({ clubs });
    after.divisions[0]!.results = [{ homeId: 'a0', awayId: 'b0', homeGoals: 2, awayGoals: 0, round: 1 }];
    const tables = tablesOf(stepMessages({ league, clubs: headers, before, after, events: [], matches: matchEventsIndex([]), nextDeadline: null }));
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ season: 1, week: 1, final: false });
    expect(tables[0]!.tables.map((t) => t.division)).toEqual([0]);
    expect(tables[0]!.tables[0]!.rows).toEqual([
      {
        position: 1,
        clubId: 'a0',
        clubName: 'Club a0',
        played: 1,
        won: 1,
        drawn: 0,
        lost: 0,
        goalsFor: 2,
        goalsAgainst: 0,
        goalDifference: 2,
        points: 3,
        managerUserId: 'u1',
      },
      {
        position: 2,
        clubId: 'b0',
        clubName: 'Club b0',
        played: 1,
        won: 0,
        drawn: 0,
        lost: 1,
        goalsFor: 0,
        goalsAgainst: 2,
        goalDifference: -2,
        points: 0,
        managerUserId: null,
      },
    ]);
  });

  it('GIVEN a step with no results THEN no table is queued', () => {
    const state = makeLeague({ clubs });
    expect(
      tablesOf(stepMessages({ league, clubs: headers, before: state, after: state, events: [], matches: matchEventsIndex([]), nextDeadline: null })),
    ).toEqual([]);
  });

  it('GIVEN the season end THEN every division final table is queued once, the simmed ones in their simmed order', () => {
    const before = makeLeague({ clubs, week: 15 });
    const after = makeLeague({ clubs, season: 2, week: 0 });
    after.history = [
      {
        season: 1,
        divisions: ([0, 1, 2, 3] as const).map((index) => ({
          index,
          table: index === 0 ? [row('a0', 14, 9, 5, 27), row('b0', 14, 5, 9, 15)] : [row(`b${index}`, 0, 0, 0, 0), row(`a${index}`, 0, 0, 0, 0)],
          promoted: [],
          relegated: [],
        })),
        champion: 'a0',
        runnerUp: 'b0',
        topScorers: [],
      },
    ];
    const messages = stepMessages({ league, clubs: headers, before, after, events: [], matches: matchEventsIndex([]), nextDeadline: null });
    const tables = tablesOf(messages);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ season: 1, week: 15, final: true });
    expect(
      tables[0]!.tables.map((t) => ({ division: t.division, order: t.rows.map((r) => `${r.position} ${r.clubName} ${r.played} ${r.points}`) })),
    ).toEqual([
      { division: 0, order: ['1 Club a0 14 27', '2 Club b0 14 15'] },
      { division: 1, order: ['1 Club b1 0 0', '2 Club a1 0 0'] },
      { division: 2, order: ['1 Club b2 0 0', '2 Club a2 0 0'] },
      { division: 3, order: ['1 Club b3 0 0', '2 Club a3 0 0'] },
    ]);
    expect(messages.find((m) => m.kind === 'table')!.dedupeKey).toBe('l1:3:final-tables:1');
  });
});
