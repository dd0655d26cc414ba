import { describe, expect, it } from 'vitest';
import { violationText } from '../../../src/commentary/violation-text.js';
import { bestLineup } from '../../../src/engine/selection/best-lineup.js';
import { matchRating } from '../../../src/engine/selection/match-rating.js';
import { rateLineup } from '../../../src/engine/selection/rate-lineup.js';
import { validateSelection } from '../../../src/engine/selection/validate-selection.js';
import { teamRatings } from '../../../src/engine/match/team-ratings.js';
import { FORMATIONS, type Lineup, type Player } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer, makeSquad } from '../../support/factories.js';

// makeSquad ids: 1-2 GK, 3-4 SB, 5-7 CB, 8-9 SB+SM, 10-12 CM, 13-14 SM, 15-17 CF, 18-19 CF+SM.
const id = (n: number) => `c1-${n}`;
const LINEUP_442: Lineup = {
  formation: '4-4-2',
  goalkeeper: id(1),
  defence: [id(3), id(5), id(6), id(4)],
  midfield: [id(13), id(10), id(11), id(14)],
  attack: [id(15), id(16)],
};

function league(players: Player[] = makeSquad('c1')) {
  return makeLeague({ clubs: [makeClub({ id: 'c1' }), makeClub({ id: 'c2' })], players });
}

const codes = (lineup: Lineup, players?: Player[], tactics = {}) => validateSelection(league(players), 'c1', lineup, tactics).map((v) => v.code);

describe('match ratings', () => {
  it('GIVEN a 9.5 CF on -- form playing CM THEN he rates 8 (worked example)', () => {
    expect(matchRating(makePlayer({ ability: 9.5, form: '--', positions: ['CF'] }), 'CM')).toBe(8);
  });
  it('GIVEN a 10 on ++ form THEN he rates 10, not 10.5', () => {
    expect(matchRating(makePlayer({ ability: 10, form: '++', positions: ['CM'] }), 'CM')).toBe(10);
  });
  it('GIVEN a 7 on ++ form in position THEN 7.5; on + or - THEN 7', () => {
    expect(matchRating(makePlayer({ form: '++' }), 'CM')).toBe(7.5);
    expect(matchRating(makePlayer({ form: '+' }), 'CM')).toBe(7);
    expect(matchRating(makePlayer({ form: '-' }), 'CM')).toBe(7);
  });
  it('GIVEN a CF who is not an SM in a 4-2-4 winger slot THEN he plays out of position', () => {
    expect(matchRating(makePlayer({ positions: ['CF'] }), 'CF+SM')).toBe(6);
    expect(matchRating(makePlayer({ positions: ['CF', 'SM'] }), 'CF+SM')).toBe(7);
  });
  it('GIVEN a youth-team filler THEN he rates 5 and keeps no id', () => {
    const squad = makeSquad('c1').filter((p) => p.id !== id(16));
    const side = rateLineup(league(squad), 'c1', { ...LINEUP_442, attack: [id(15), null] }, {});
    expect(side.kind === 'player' && side.slots.at(-1)).toMatchObject({ playerId: null, rating: 5 });
  });
  it('GIVEN a 4-4-2 of 7s THEN D* 42 and A* 28', () => {
    expect(teamRatings(rateLineup(league(), 'c1', LINEUP_442, {}))).toMatchObject({ G: 7, D: 28, M: 28, A: 14, dStar: 42, aStar: 28 });
  });
});

describe('selection validator', () => {
  it('GIVEN a legal 4-4-2 THEN no violations', () => {
    expect(codes(LINEUP_442)).toEqual([]);
  });
  it('GIVEN an injured player selected THEN player-injured', () => {
    const squad = makeSquad('c1').map((p) => (p.id === id(15) ? { ...p, injuryWeeks: 2 } : p));
    expect(codes(LINEUP_442, squad)).toEqual(['player-injured']);
  });
  it('GIVEN an unknown player THEN unknown-player', () => {
    expect(codes({ ...LINEUP_442, goalkeeper: 'nobody' })).toContain('unknown-player');
  });
  it("GIVEN another club's player THEN not-your-player", () => {
    const squad = [...makeSquad('c1'), makePlayer({ id: 'x', clubId: 'c2' })];
    expect(codes({ ...LINEUP_442, goalkeeper: 'x' }, squad)).toEqual(['not-your-player']);
  });
  it('GIVEN the same player twice THEN lineup-duplicate', () => {
    expect(codes({ ...LINEUP_442, attack: [id(15), id(15)] })).toEqual(['lineup-duplicate']);
  });
  it('GIVEN three forwards in a 4-4-2 THEN lineup-shape', () => {
    expect(codes({ ...LINEUP_442, attack: [id(15), id(16), id(17)] })).toEqual(['lineup-shape']);
  });
  it('GIVEN a formation that does not exist THEN formation-unknown', () => {
    expect(codes({ ...LINEUP_442, formation: '2-3-5' as Lineup['formation'] })).toEqual(['formation-unknown']);
  });
  it('GIVEN a 4-2-4 without two CF+SM players THEN formation-needs-players', () => {
    const squad = makeSquad('c1').map((p) => (p.id === id(19) ? { ...p, positions: ['CF' as const] } : p));
    const lineup: Lineup = {
      formation: '4-2-4',
      goalkeeper: id(1),
      defence: [id(3), id(5), id(6), id(4)],
      midfield: [id(10), id(11)],
      attack: [id(18), id(15), id(16), id(19)],
    };
    expect(codes(lineup)).toEqual([]);
    expect(codes(lineup, squad)).toEqual(['formation-needs-players', 'formation-needs-players']);
  });
  it('GIVEN a 3-5-2 with plain side midfielders on the wings THEN formation-needs-players', () => {
    const lineup: Lineup = {
      formation: '3-5-2',
      goalkeeper: id(1),
      defence: [id(5), id(6), id(7)],
      midfield: [id(13), id(10), id(11), id(12), id(14)],
      attack: [id(15), id(16)],
    };
    expect(codes(lineup)).toContain('formation-needs-players');
    expect(codes({ ...lineup, midfield: [id(8), id(10), id(11), id(12), id(9)] })).toEqual([]);
  });
  it('GIVEN Rebound in a 4-4-2 THEN tactic-not-allowed; in a 4-3-3 THEN allowed', () => {
    const rebound = { rebound: { when: 'always' as const, fromMinute: 60 } };
    expect(codes(LINEUP_442, undefined, rebound)).toEqual(['tactic-not-allowed']);
    const l433: Lineup = {
      formation: '4-3-3',
      variant: 'narrow',
      goalkeeper: id(1),
      defence: [id(3), id(5), id(6), id(4)],
      midfield: [id(10), id(11), id(12)],
      attack: [id(15), id(16), id(17)],
    };
    expect(codes(l433, undefined, rebound)).toEqual([]);
  });
  it('GIVEN Backs to the wall in a 4-4-2 THEN tactic-not-allowed', () => {
    expect(codes(LINEUP_442, undefined, { backsToTheWall: { when: 'ahead', fromMinute: 80 } })).toEqual(['tactic-not-allowed']);
  });
  it('GIVEN youth-team fillers while fit players sit out THEN lineup-shape', () => {
    expect(codes({ ...LINEUP_442, attack: [id(15), null] })).toEqual(['lineup-shape']);
  });
  it('GIVEN a violation THEN it names the player and the weeks, and reads as a sentence in each language', () => {
    const squad = makeSquad('c1').map((p) => (p.id === id(15) ? { ...p, injuryWeeks: 2 } : p));
    const [v] = validateSelection(league(squad), 'c1', LINEUP_442);
    expect(v).toEqual({ code: 'player-injured', reason: 'player-injured', params: { player: `Player ${id(15)}`, weeks: 2 } });
    expect(violationText('en', v!)).toBe(`Player ${id(15)} is injured for 2 more weeks; pick someone else.`);
    expect(violationText('de', v!)).toBe(`Player ${id(15)} fällt noch 2 Wochen verletzt aus; stell jemand anderen auf.`);
  });
});

describe('bestLineup', () => {
  it('GIVEN a full squad THEN a legal XI with everyone in position', () => {
    const state = league();
    const lineup = bestLineup(state, 'c1')!;
    expect(validateSelection(state, 'c1', lineup)).toEqual([]);
    const side = rateLineup(state, 'c1', lineup, {});
    expect(side.kind === 'player' && side.slots.every((s) => s.rating === 7)).toBe(true);
  });
  it('GIVEN a formation THEN the XI plays it', () => {
    for (const formation of ['4-2-4', '3-5-2', '5-4-1'] as const) {
      const state = league();
      const lineup = bestLineup(state, 'c1', formation)!;
      expect(lineup.formation).toBe(formation);
      expect(validateSelection(state, 'c1', lineup)).toEqual([]);
    }
  });
  it('GIVEN an injured star THEN he is left out', () => {
    const squad = makeSquad('c1').map((p) => (p.id === id(15) ? { ...p, ability: 10, injuryWeeks: 1 } : p));
    const lineup = bestLineup(league(squad), 'c1')!;
    expect(lineup.attack).not.toContain(id(15));
  });
  it('GIVEN better players THEN they are picked before worse ones', () => {
    const squad = makeSquad('c1').map((p) => (p.id === id(17) ? { ...p, ability: 9 } : p));
    expect(bestLineup(league(squad), 'c1', '4-4-2')!.attack).toContain(id(17));
  });
  it('GIVEN a squad without the 4-2-4 wingers THEN that formation cannot be fielded', () => {
    const squad = makeSquad('c1').filter((p) => p.id !== id(18));
    expect(bestLineup(league(squad), 'c1', '4-2-4')).toBeNull();
  });
  it('GIVEN a second goalkeeper rated above the outfield reserves THEN he stays on the bench while an outfield player can play', () => {
    // The reserve keeper (8, out of position 7) outrates the weak outfield players (4, in position); a keeper still never plays outfield.
    const squad = makeSquad('c1').map((p) => (p.id === id(2) ? { ...p, ability: 8 } : p.positions.includes('GK') ? p : { ...p, ability: 4 }));
    for (const formation of FORMATIONS) {
      const lineup = bestLineup(league(squad), 'c1', formation)!;
      const outfield = [...lineup.defence, ...lineup.midfield, ...lineup.attack];
      expect(outfield, formation).not.toContain(id(1));
      expect(outfield, formation).not.toContain(id(2));
    }
  });
  it('GIVEN only nine outfield players fit THEN the second goalkeeper fills the eleventh place rather than a youth-team filler', () => {
    const squad = makeSquad('c1').filter((p) => p.positions.includes('GK') || Number(p.id.split('-')[1]) <= 11);
    const lineup = bestLineup(league(squad), 'c1', '4-4-2')!;
    const ids = [lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack];
    expect(ids).toContain(id(1));
    expect(ids).toContain(id(2));
  });
  it('GIVEN only eight fit players THEN three youth-team fillers and a legal lineup', () => {
    const squad = makeSquad('c1').slice(0, 8);
    const state = league(squad);
    const lineup = bestLineup(state, 'c1')!;
    const ids = [lineup.goalkeeper, ...lineup.defence, ...lineup.midfield, ...lineup.attack];
    expect(ids.filter((x) => x === null)).toHaveLength(3);
    expect(validateSelection(state, 'c1', lineup)).toEqual([]);
  });
});
