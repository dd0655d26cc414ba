import { describe, expect, it } from 'vitest';
import type { ClubHeader } from '../../src/db/repositories/club.repository.js';
import type { LeagueRow } from '../../src/db/tables.js';
import type { EngineEvent } from '../../src/engine/events.js';
import { matchEventsIndex } from '../../src/league/match-events.js';
import { stepMessages } from '../../src/league/step-messages.js';
import { makeClub, makeLeague } from '../support/factories.js';

const header = (id: string, manager: string | null): ClubHeader => ({ id, name: id, division: 3, player_controlled: true, manager_user_id: manager, balance: 0 });

describe('what a played step posts', () => {
  it('GIVEN a niggle, an injury, a sponsor deal and a contested signing THEN only the injury and the signing are posted, and no losing bidder is named', () => {
    const state = makeLeague({ clubs: [makeClub({ id: 'ann-fc', division: 3 }), makeClub({ id: 'bob-fc', division: 3 })] });
    const events: EngineEvent[] = [
      { type: 'injury', playerId: 'p1', clubId: 'ann-fc', roll: [6, 6], tableRoll: [1, 2], selected: true, outcome: 'Tr', weeks: 0, clubDoctor: false },
      { type: 'injury', playerId: 'p2', clubId: 'ann-fc', roll: [5, 6], tableRoll: [4, 4], selected: true, outcome: 3, weeks: 3, clubDoctor: false },
      { type: 'sponsor-signed', clubId: 'bob-fc', name: 'Acme', amount: 400_000, years: 2, roll: 5, modifier: 1, total: 6 },
      { type: 'transfer-roll', playerId: 'p9', roll: 4, bidders: ['bob-fc', 'ann-fc'] },
      { type: 'transferred', playerId: 'p9', name: 'Tom Hart', fromClubId: null, toClubId: 'ann-fc', fee: 90_000 },
    ];
    const league = { id: 'l1', channel_id: 'ch', name: 'League', turn: 3 } as LeagueRow;
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
    expect(posted.map((e) => e.type).sort()).toEqual(['injury', 'transfer-roll', 'transferred']);
    expect(posted.find((e) => e.type === 'injury')).toMatchObject({ playerId: 'p2', weeks: 3 });
    expect(posted.find((e) => e.type === 'transfer-roll')).toEqual({ type: 'transfer-roll', playerId: 'p9', roll: 4, bidders: [] });
    expect(JSON.stringify(messages)).not.toContain('400000');
  });
});
