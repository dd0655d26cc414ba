import { describe, expect, it } from 'vitest';
import type { ClubHeader } from '../../src/db/repositories/club.repository.js';
import type { LeagueRow } from '../../src/db/tables.js';
import { EVENT_AUDIENCE, type Audience } from '../../src/engine/event-audience.js';
import type { EngineEvent } from '../../src/engine/events.js';
import { matchEventsIndex } from '../../src/league/match-events.js';
import { stepMessages } from '../../src/league/step-messages.js';
import { makeClub, makeLeague } from '../support/factories.js';

const league = { id: 'l1', channel_id: 'ch1', name: 'Test League', turn: 3 } as LeagueRow;
const managedClub: ClubHeader = { id: 'c1', name: 'Club c1', division: 0, player_controlled: true, manager_user_id: 'u1', balance: 0 };

/** Where one event of a type, about a managed club, is posted: the week's summary, the transfer news, or neither. */
function postedIn(type: EngineEvent['type']): 'summary' | 'transfer-news' | 'nowhere' {
  const state = makeLeague({ clubs: [makeClub({ id: 'c1' })] });
  const event = { type, clubId: 'c1' } as unknown as EngineEvent;
  const messages = stepMessages({ league, clubs: [managedClub], before: state, after: state, events: [event], matches: matchEventsIndex([]), nextDeadline: null });
  const summary = messages.find((m) => m.kind === 'week-summary')!.payload as { events: EngineEvent[] };
  const news = messages.find((m) => m.kind === 'transfer-news')?.payload as { events: EngineEvent[] } | undefined;
  const inSummary = summary.events.includes(event);
  const inNews = news?.events.includes(event) ?? false;
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
  it.each(Object.entries(EVENT_AUDIENCE))('GIVEN a %s event of a managed club with audience %s THEN it is posted where its audience says', (type, audience) => {
    expect(postedIn(type as EngineEvent['type'])).toBe(EXPECTED_POST[audience]);
  });

  it('GIVEN a club event of a club nobody manages THEN the summary leaves it out', () => {
    const state = makeLeague({ clubs: [makeClub({ id: 'c1' }), makeClub({ id: 'c2' })] });
    const event: EngineEvent = { type: 'injury-recovered', playerId: 'p1', clubId: 'c2' };
    const messages = stepMessages({ league, clubs: [managedClub], before: state, after: state, events: [event], matches: matchEventsIndex([]), nextDeadline: null });
    expect((messages.find((m) => m.kind === 'week-summary')!.payload as { events: EngineEvent[] }).events).toEqual([]);
  });
});
