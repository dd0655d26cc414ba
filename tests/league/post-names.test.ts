import { describe, expect, it } from 'vitest';
import type { ClubHeader } from '../../src/db/repositories/club.repository.js';
import type { LeagueRow } from '../../src/db/tables.js';
import type { EngineEvent } from '../../src/engine/model/events.js';
import { matchEventsIndex } from '../../src/league/shared/match-events.js';
import type { PostNames } from '../../src/league/posts/outbox-messages.js';
import { postNames } from '../../src/league/shared/post-names.js';
import { stepMessages } from '../../src/league/posts/step-messages.js';
import { makeClub, makeLeague, makePlayer } from '../support/factories.js';

describe('the names a post carries', () => {
  const lookup = {
    player: (id: string) => ({ p1: 'Ann Keeper', p2: 'Bob Striker' })[id],
    club: (id: string) => ({ c1: 'Rovers', c2: 'United' })[id],
  };

  it('GIVEN events naming players and clubs in any field THEN each known id gets its name and nothing else is kept', () => {
    const events = [
      { type: 'goal', minute: 3, clubId: 'c1', scorerId: 'p2', assistId: 'p9', homeGoals: 1, awayGoals: 0 },
      { type: 'sealed-bids', playerId: 'p1', bids: [{ clubId: 'c2', amount: 5 }] },
    ] as unknown as EngineEvent[];
    expect(postNames(events, lookup)).toEqual({ players: { p1: 'Ann Keeper', p2: 'Bob Striker' }, clubs: { c1: 'Rovers', c2: 'United' } });
  });

  it('GIVEN clubs the events do not name THEN they are named only when asked for', () => {
    expect(postNames([], lookup, ['c2'])).toEqual({ players: {}, clubs: { c2: 'United' } });
  });

  it('GIVEN a club event left out of the week’s summary THEN the summary carries no name of it', () => {
    const state = makeLeague({ clubs: [makeClub({ id: 'c1' }), makeClub({ id: 'c2' })] });
    state.players.p7 = makePlayer({ id: 'p7', clubId: 'c2', name: 'Hidden Name' });
    const league = { id: 'l1', channel_id: 'ch1', name: 'Test League', turn: 3 } as LeagueRow;
    const managed: ClubHeader = { id: 'c1', name: 'Club c1', division: 0, player_controlled: true, manager_user_id: 'u1', balance: 0 };
    const kept: EngineEvent = { type: 'injury-recovered', playerId: 'p7', clubId: 'c1' };
    const left: EngineEvent = { type: 'injury-recovered', playerId: 'p7', clubId: 'c2' };
    const [summary] = stepMessages({
      league,
      clubs: [managed],
      before: state,
      after: state,
      events: [left],
      matches: matchEventsIndex([]),
      nextDeadline: null,
    });
    expect((summary!.payload as { names: PostNames }).names).toEqual({ players: {}, clubs: {} });
    const [withKept] = stepMessages({
      league,
      clubs: [managed],
      before: state,
      after: state,
      events: [kept, left],
      matches: matchEventsIndex([]),
      nextDeadline: null,
    });
    expect((withKept!.payload as { names: PostNames }).names).toEqual({ players: { p7: 'Hidden Name' }, clubs: { c1: 'Club c1' } });
  });
});
