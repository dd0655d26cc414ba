import { describe, expect, it } from 'vitest';
import { LEAGUE_POSITION_BONUS, leaguePositionBonus } from '../../../src/engine/preseason/league-position-bonus.js';
import { runPreseason } from '../../../src/engine/preseason/run-preseason.js';
import { SPONSOR_CHART, sponsorFor, sponsorModifier } from '../../../src/engine/preseason/sponsors.js';
import { requestsTransfer } from '../../../src/engine/preseason/transfer-requests.js';
import { rankDivisions } from '../../../src/engine/preseason/division-rankings.js';
import { newLeague } from '../../../src/engine/new-league.js';
import { validateOrders } from '../../../src/engine/validate.js';
import { seededDice } from '../../../src/engine/dice.js';
import type { DivisionIndex, LastSeason, LeagueState } from '../../../src/engine/model/types.js';
import { makeClub, makeLeague, makePlayer } from '../../support/factories.js';

const last = (extra: Partial<LastSeason>): LastSeason => ({
  division: 3,
  position: 4,
  champion: false,
  runnerUp: false,
  relegated: false,
  promoted: false,
  ...extra,
});

describe('league position bonus', () => {
  const printed: Record<DivisionIndex, (number | undefined)[]> = {
    3: [2_000_000, 1_500_000, 1_000_000, 750_000, 500_000],
    2: [4_000_000, 3_000_000, 2_000_000, 1_500_000, 1_000_000],
    1: [6_000_000, 4_500_000, 3_500_000, 2_500_000, 2_000_000],
    0: [10_000_000, 8_000_000, 6_500_000, 5_000_000, undefined],
  };
  for (const division of [3, 2, 1, 0] as DivisionIndex[]) {
    for (let position = 1; position <= 5; position++) {
      const value = printed[division][position - 1];
      if (value === undefined) continue;
      it(`GIVEN ${position}${position === 1 ? 'st' : 'th'} in division ${division} THEN the bonus is £${value}`, () => {
        expect(leaguePositionBonus(division, position)).toBe(value);
      });
    }
    it(`GIVEN 6th in division ${division} THEN there is no bonus`, () => {
      expect(leaguePositionBonus(division, 6)).toBe(0);
    });
  }
  it('GIVEN 5th in the Premier (not printed) THEN the house rule pays £4 million', () => {
    expect(LEAGUE_POSITION_BONUS[0][4]).toBe(4_000_000);
  });
});

describe('sponsors', () => {
  for (let total = 1; total <= 12; total++) {
    it(`GIVEN a total of ${total} THEN the sponsor is ${SPONSOR_CHART[total - 1]!.name}, and a two-year deal pays more now than one year`, () => {
      const sponsor = sponsorFor(total);
      expect(sponsor).toBe(SPONSOR_CHART[total - 1]);
      expect(sponsor.twoYears).toBeGreaterThan(sponsor.oneYear);
      expect(sponsor.twoYears).toBeLessThan(2 * sponsor.oneYear);
    });
  }
  it('GIVEN totals off the chart THEN they read its ends', () => {
    expect(sponsorFor(0)).toBe(SPONSOR_CHART[0]);
    expect(sponsorFor(15)).toBe(SPONSOR_CHART[11]);
  });
  it('GIVEN the league won last season THEN +3, promoted +2, top half +1, relegated -1, on top of the division', () => {
    expect(sponsorModifier({ division: 3, lastSeason: null })).toBe(0);
    expect(sponsorModifier({ division: 0, lastSeason: null })).toBe(3);
    expect(sponsorModifier({ division: 2, lastSeason: last({ position: 1, promoted: true }) })).toBe(1 + 3);
    expect(sponsorModifier({ division: 2, lastSeason: last({ position: 2, promoted: true }) })).toBe(1 + 2);
    expect(sponsorModifier({ division: 3, lastSeason: last({ position: 3 }) })).toBe(1);
    expect(sponsorModifier({ division: 3, lastSeason: last({ position: 8, relegated: true }) })).toBe(-1);
  });
});

describe('transfer requests', () => {
  const stats = (games: number, gamesMissed: number) => ({ games, goals: 0, assists: 0, gamesMissed, gamesInjured: 0 });
  it('GIVEN 10 games missed while fit THEN he asks to leave; 9 THEN he stays', () => {
    expect(requestsTransfer(makePlayer({ age: 25, stats: stats(4, 10) }), 1)).toBe(true);
    expect(requestsTransfer(makePlayer({ age: 25, stats: stats(5, 9) }), 1)).toBe(false);
  });
  it('GIVEN games missed through injury THEN they do not count', () => {
    expect(requestsTransfer(makePlayer({ age: 25, stats: { ...stats(2, 2), gamesInjured: 10 } }), 1)).toBe(false);
  });
  it('GIVEN a goalkeeper with one game THEN he asks to leave; two THEN he stays', () => {
    expect(requestsTransfer(makePlayer({ age: 25, positions: ['GK'], stats: stats(1, 13) }), 1)).toBe(true);
    expect(requestsTransfer(makePlayer({ age: 25, positions: ['GK'], stats: stats(2, 12) }), 1)).toBe(false);
  });
  it('GIVEN a 19-year-old after his first season with the club THEN he does not ask; in a later season THEN he does', () => {
    expect(requestsTransfer(makePlayer({ age: 19, joinedSeason: 3, stats: stats(0, 14) }), 3)).toBe(false);
    expect(requestsTransfer(makePlayer({ age: 19, joinedSeason: 2, stats: stats(0, 14) }), 3)).toBe(true);
  });
});

describe('division rankings', () => {
  it('GIVEN relegated, staying and promoted teams THEN the relegated rank first and the promoted last, player clubs at the foot', () => {
    const clubs = [
      makeClub({ id: 'up', playerControlled: false, division: 2, ranking: 1, lastSeason: last({ division: 3, position: 1, promoted: true }) }),
      makeClub({ id: 'stay2', playerControlled: false, division: 2, ranking: 2, lastSeason: last({ division: 2, position: 5 }) }),
      makeClub({ id: 'human', playerControlled: true, division: 2, ranking: 3, lastSeason: last({ division: 2, position: 1 }) }),
      makeClub({ id: 'stay1', playerControlled: false, division: 2, ranking: 4, lastSeason: last({ division: 2, position: 3 }) }),
      makeClub({ id: 'down', playerControlled: false, division: 2, ranking: 5, lastSeason: last({ division: 1, position: 8, relegated: true }) }),
    ];
    const state = makeLeague({ clubs });
    rankDivisions(state);
    const order = Object.values(state.clubs)
      .sort((a, b) => a.ranking - b.ranking)
      .map((c) => c.id);
    expect(order).toEqual(['down', 'stay1', 'stay2', 'up', 'human']);
    // The division's club list is the sheet, which the table's last tie-break reads.
    expect(state.divisions[2]!.clubIds).toEqual(order);
    expect(state.clubs.down!.chart).not.toBeNull();
  });
});

describe('runPreseason', () => {
  const seasonTwo = (): LeagueState => {
    const state = newLeague({ seed: 11, humanClubs: 2 });
    state.season = 2;
    for (const d of state.divisions) d.fixtures = [];
    for (const club of Object.values(state.clubs)) club.lastSeason = last({ division: club.division, position: club.ranking });
    return state;
  };

  it('GIVEN season one THEN ages stay, form is assessed, no bonus is paid, a sponsor signs and the season starts at week 1', () => {
    const state = newLeague({ seed: 12, humanClubs: 2 });
    const { state: after, events } = runPreseason(state, {}, seededDice(1));
    const p = Object.values(state.players)[0]!;
    expect(after.players[p.id]!.age).toBe(p.age);
    expect(events.filter((e) => e.type === 'form-assessed')).toHaveLength(32);
    expect(events.some((e) => e.type === 'money' && e.reason === 'bonus')).toBe(false);
    expect(events.filter((e) => e.type === 'sponsor-signed')).toHaveLength(2);
    expect(after.phase).toBe('season');
    expect(after.week).toBe(1);
  });

  it('GIVEN season two THEN every squad player is a year older, bonuses are paid and fixtures are drawn', () => {
    const state = seasonTwo();
    const { state: after, events } = runPreseason(state, {}, seededDice(2));
    // The opening list's players have no club: they do not age with the squads.
    for (const p of Object.values(state.players).filter((p) => p.clubId)) {
      if (after.players[p.id]) expect(after.players[p.id]!.age).toBe(p.age + 1);
    }
    expect(events.some((e) => e.type === 'form-assessed')).toBe(false);
    const bonuses = events.filter((e) => e.type === 'money' && e.reason === 'bonus');
    expect(bonuses.map((e) => e.type === 'money' && e.amount)).toEqual([leaguePositionBonus(3, 7), leaguePositionBonus(3, 8)].filter((b) => b > 0));
    for (const d of after.divisions) expect(d.fixtures).toHaveLength(56);
  });

  it('GIVEN a two-year deal signed last season THEN the sponsor stays and pays nothing', () => {
    const state = seasonTwo();
    const club = Object.values(state.clubs).find((c) => c.playerControlled)!;
    club.sponsor = { name: 'Sterling Bank', amount: 1_700_000, years: 2, signedSeason: 1 };
    const { events } = runPreseason(state, {}, seededDice(3));
    expect(events).toContainEqual({ type: 'sponsor-continues', clubId: club.id, name: 'Sterling Bank' });
    expect(events.some((e) => e.type === 'money' && e.clubId === club.id && e.reason === 'sponsor')).toBe(false);
  });

  it('GIVEN a two-year deal ordered THEN the bracketed sum is paid', () => {
    const state = seasonTwo();
    const club = Object.values(state.clubs).find((c) => c.playerControlled)!;
    const { events } = runPreseason(state, { [club.id]: { sponsorYears: 2 } }, seededDice(4));
    const signed = events.find((e) => e.type === 'sponsor-signed' && e.clubId === club.id);
    expect(signed).toMatchObject({ years: 2, amount: sponsorFor(signed!.type === 'sponsor-signed' ? signed!.total : 0).twoYears });
  });

  it('GIVEN a build ordered in pre-season after season one THEN it is ready for week 1', () => {
    const state = seasonTwo();
    const club = Object.values(state.clubs).find((c) => c.playerControlled)!;
    const { state: after } = runPreseason(state, { [club.id]: { builds: [{ stand: 'east', tier: 1, kind: 'seating' }] } }, seededDice(5));
    expect(after.clubs[club.id]!.stadium!.stands.east).toEqual({ tiers: ['seating'], bank: false, work: null });
  });

  it('GIVEN an Assistant Manager hired in pre-season THEN he is employed from the start of the season', () => {
    const state = seasonTwo();
    const club = Object.values(state.clubs).find((c) => c.playerControlled)!;
    const { state: after } = runPreseason(state, { [club.id]: { hire: ['assistantManager'] } }, seededDice(6));
    expect(after.clubs[club.id]!.staff).toEqual([{ role: 'assistantManager', hiredWeek: 0, hiredSeason: 2, weeksEmployed: 0 }]);
  });

  it('GIVEN a player who missed 12 games last season THEN he is put on the transfer list', () => {
    const state = seasonTwo();
    const player = Object.values(state.players)[0]!;
    player.stats.gamesMissed = 12;
    player.stats.games = 2;
    player.age = 25;
    player.positions = ['CM'];
    const { state: after, events } = runPreseason(state, {}, seededDice(7));
    expect(events).toContainEqual({ type: 'transfer-request', playerId: player.id, clubId: player.clubId, gamesMissed: 12, games: 2 });
    expect(after.market.find((l) => l.playerId === player.id)).toMatchObject({ reason: 'transfer-request', sellerId: player.clubId });
    expect(after.players[player.id]!.stats.gamesMissed).toBe(0);
  });
});

describe("last season's transfer requests", () => {
  const listedAtHisRequest = () => {
    const state = newLeague({ seed: 11, humanClubs: 2 });
    state.season = 2;
    for (const d of state.divisions) d.fixtures = [];
    const player = Object.values(state.players).find((p) => p.positions[0] !== 'GK')!;
    Object.assign(player.stats, { games: 12, gamesMissed: 2 });
    state.market.push({
      playerId: player.id,
      sellerId: player.clubId,
      askingPrice: 400_000,
      mode: 'full',
      listedWeek: 0,
      listedSeason: 1,
      reason: 'transfer-request',
    });
    return { state, player, clubId: player.clubId! };
  };

  it('GIVEN no order THEN a player who asked to leave and then played enough comes off the list', () => {
    const { state, player, clubId } = listedAtHisRequest();
    const { state: after, events } = runPreseason(state, {}, seededDice(7));
    expect(after.market.some((l) => l.playerId === player.id)).toBe(false);
    expect(events).toContainEqual({ type: 'transfer-request-settled', playerId: player.id, clubId, kept: false });
  });

  it('GIVEN his manager orders him kept THEN he stays on the list, at his own request', () => {
    const { state, player, clubId } = listedAtHisRequest();
    expect(validateOrders(state, clubId, { keepListed: [player.id] })).toEqual([]);
    const { state: after, events } = runPreseason(state, { [clubId]: { keepListed: [player.id] } }, seededDice(7));
    expect(after.market.find((l) => l.playerId === player.id)).toMatchObject({ reason: 'transfer-request', sellerId: clubId });
    expect(events).toContainEqual({ type: 'transfer-request-settled', playerId: player.id, clubId, kept: true });
  });

  it('GIVEN a keep order for a player not listed at his request, or given in the season THEN it is refused', () => {
    const { state, player, clubId } = listedAtHisRequest();
    const other = Object.values(state.players).find((p) => p.clubId === clubId && p.id !== player.id)!;
    expect(validateOrders(state, clubId, { keepListed: [other.id] }).map((v) => v.code)).toEqual(['keep-listed-not-allowed']);
    const rival = Object.values(state.players).find((p) => p.clubId && p.clubId !== clubId)!;
    expect(validateOrders(state, clubId, { keepListed: [rival.id] }).map((v) => v.code)).toEqual(['not-your-player']);
    expect(validateOrders({ ...state, phase: 'season', week: 3 }, clubId, { keepListed: [player.id] }).map((v) => v.code)).toEqual([
      'keep-listed-not-allowed',
    ]);
  });
});

describe('pre-season of season one', () => {
  it('GIVEN a build ordered before the first season THEN it takes the seven weeks of an in-season build', () => {
    const state = newLeague({ seed: 13, humanClubs: 1 });
    const club = Object.values(state.clubs).find((c) => c.playerControlled)!;
    const { state: after } = runPreseason(state, { [club.id]: { builds: [{ stand: 'east', tier: 1, kind: 'seating' }] } }, seededDice(8));
    expect(after.clubs[club.id]!.stadium!.stands.east.work).toEqual({ tier: 1, kind: 'seating', weeksLeft: 7 });
  });

  it('GIVEN staff hired in pre-season THEN no wages are paid until week 1', () => {
    const state = newLeague({ seed: 14, humanClubs: 1 });
    const club = Object.values(state.clubs).find((c) => c.playerControlled)!;
    const { events } = runPreseason(state, { [club.id]: { hire: ['clubDoctor'] } }, seededDice(9));
    expect(events.some((e) => e.type === 'money' && e.reason === 'wages')).toBe(false);
    expect(events).toContainEqual({ type: 'staff-hired', clubId: club.id, role: 'clubDoctor' });
  });
});
