import { describe, expect, it } from 'vitest';
import { bestLineup } from '../../../src/engine/selection/best-lineup.js';
import { keepFormation } from '../../../src/engine/selection/keep-formation.js';
import { squadOf } from '../../../src/engine/selection/squad.js';
import { validateSelection } from '../../../src/engine/selection/validate-selection.js';
import type { LeagueState, Lineup } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makeSquad } from '../../support/factories.js';

// makeSquad ids: 1-2 GK, 3-4 SB, 5-7 CB, 8-9 SB+SM, 10-12 CM, 13-14 SM, 15-17 CF, 18-19 CF+SM.
function league(): LeagueState {
  return makeLeague({ clubs: [makeClub({ id: 'c1' })], players: makeSquad('c1') });
}

const ids = (l: Lineup) => [l.goalkeeper, ...l.defence, ...l.midfield, ...l.attack];

describe('keepFormation', () => {
  it('GIVEN a 4-4-2 with a centre back injured THEN only his place changes, to the best fit centre back left', () => {
    const state = league();
    const picked = bestLineup(state, 'c1', '4-4-2')!;
    const out = picked.defence.find((id) => state.players[id!]!.positions.includes('CB'))!;
    state.players[out]!.injuryWeeks = 3;
    const kept = keepFormation(state, 'c1', picked, squadOf(state, 'c1'))!;
    expect(kept.formationKept).toBe(true);
    expect(kept.lineup.formation).toBe('4-4-2');
    const changed = ids(kept.lineup).filter((id, i) => id !== ids(picked)[i]);
    expect(changed).toHaveLength(1);
    expect(state.players[changed[0]!]!.positions).toContain('CB');
    expect(kept.changes).toEqual([{ place: ids(picked).indexOf(out), slot: 'CB', outId: out, inId: changed[0], reason: 'injured' }]);
    expect(validateSelection(state, 'c1', kept.lineup, {})).toEqual([]);
  });

  it('GIVEN a player sold since he was picked THEN his place is filled and the reason is that he left', () => {
    const state = league();
    const picked = bestLineup(state, 'c1', '4-5-1')!;
    const gone = picked.attack[0]!;
    state.players[gone]!.clubId = null;
    const kept = keepFormation(state, 'c1', picked, squadOf(state, 'c1'))!;
    expect(kept.lineup.formation).toBe('4-5-1');
    expect(kept.changes).toMatchObject([{ slot: 'CF', outId: gone, reason: 'left' }]);
  });

  it('GIVEN a 4-2-4 whose winger is injured and no other player plays CF and SM THEN another formation plays and the change says so', () => {
    const state = league();
    const picked = bestLineup(state, 'c1', '4-2-4')!;
    // Only c1-18 and c1-19 play both CF and SM.
    state.players['c1-18']!.injuryWeeks = 1;
    const kept = keepFormation(state, 'c1', picked, squadOf(state, 'c1'))!;
    expect(kept.formationKept).toBe(false);
    expect(kept.lineup.formation).not.toBe('4-2-4');
    expect(kept.changes.find((c) => c.outId === 'c1-18')).toMatchObject({ reason: 'injured', inId: null });
    expect(validateSelection(state, 'c1', kept.lineup, {})).toEqual([]);
  });
});
