import { describe, expect, it } from 'vitest';
import { endSeason } from '../../../src/engine/end-of-season/end-season.js';
import { RELEGATION_COLUMN, simDivision, WINNER_COLUMN } from '../../../src/engine/end-of-season/simming-divisions.js';
import { isTooGood, TOO_GOOD_FROM } from '../../../src/engine/end-of-season/too-good.js';
import { divisionTable } from '../../../src/engine/season/league-table.js';
import { newLeague } from '../../../src/engine/new-league.js';
import { seededDice, type Dice } from '../../../src/engine/dice.js';
import { nextStep, playStep } from '../../../src/engine/step.js';
import type { DivisionIndex, LeagueState } from '../../../src/engine/model/types.js';
import { scriptedDice } from '../../support/scripted-dice.js';

const EIGHT = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'];

/** Rolls the given dice first, then carries on with seeded dice. */
function thenSeeded(values: number[]): Dice {
  const rest = seededDice(5);
  let i = 0;
  return { roll: (sides) => (i < values.length ? values[i++]! : rest.roll(sides)) };
}

const pair = (total: number): [number, number] => {
  const first = Math.max(1, total - 6);
  return [first, total - first];
};

describe('simming divisions', () => {
  for (let total = 2; total <= 12; total++) {
    it(`GIVEN ${total} on the winners' column THEN ranking ${WINNER_COLUMN[total]} wins the league`, () => {
      const sim = simDivision(EIGHT, thenSeeded(pair(total)));
      expect(sim.rolls[0]).toMatchObject({ for: 'champion', total, ranking: WINNER_COLUMN[total] });
      expect(sim.order[0]).toBe(`r${WINNER_COLUMN[total]}`);
    });
  }

  for (let total = 2; total <= 12; total++) {
    const ranking = RELEGATION_COLUMN[total]!;
    const topTwo = ranking <= 2;
    it(`GIVEN ${total} on the relegation column THEN ranking ${ranking} ${topTwo ? 'is in the top two and the dice are rolled again' : 'finishes bottom'}`, () => {
      // champion r1 (7), runner-up r2 (5), then the bottom roll
      const sim = simDivision(EIGHT, thenSeeded([3, 4, 1, 4, ...pair(total)]));
      expect(sim.rolls[2]).toMatchObject({ for: 'bottom', total, ranking, rerolled: topTwo });
      if (!topTwo) expect(sim.order[7]).toBe(`r${ranking}`);
      else expect(sim.order.slice(0, 2)).toEqual(['r1', 'r2']);
    });
  }

  it('GIVEN a champion drawn twice THEN the runner-up is rolled again', () => {
    const sim = simDivision(EIGHT, scriptedDice([3, 4, 3, 4, 1, 4, 3, 4, 1, 4]));
    expect(sim.rolls.map((r) => r.rerolled)).toEqual([false, true, false, false, false]);
    expect(sim.order).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8']);
  });

  it('GIVEN the columns THEN the best ranked wins most often and the worst is relegated most often', () => {
    const odds = (column: Readonly<Record<number, number>>, ranking: number) =>
      Object.entries(column)
        .filter(([, r]) => r === ranking)
        .reduce((sum, [t]) => sum + (6 - Math.abs(7 - Number(t))), 0);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((r) => odds(WINNER_COLUMN, r))).toEqual([16, 8, 3, 3, 2, 2, 1, 1]);
    expect([8, 7, 6, 5, 4, 3, 2, 1].map((r) => odds(RELEGATION_COLUMN, r))).toEqual([16, 8, 3, 3, 2, 2, 1, 1]);
  });
});

describe('too good for the division', () => {
  for (const division of [3, 2, 1, 0] as DivisionIndex[]) {
    const from = TOO_GOOD_FROM[division];
    it(`GIVEN division ${division} THEN players from ${from ?? 'no'} ability are too good`, () => {
      if (from === null) expect(isTooGood(10, division)).toBe(false);
      else {
        expect(isTooGood(from, division)).toBe(true);
        expect(isTooGood(from - 0.5, division)).toBe(false);
      }
    });
  }
});

function playSeason(state: LeagueState, seed: number): LeagueState {
  let s = state;
  let step = 0;
  do {
    s = playStep(s, {}, seededDice(seed + step++)).state;
  } while (nextStep(s) !== 'end-of-season');
  return s;
}

describe('endSeason', () => {
  const played = playSeason(newLeague({ seed: 21, humanClubs: 3 }), 100);
  const { state, events } = endSeason(played, seededDice(9));

  it('GIVEN a played season THEN the next is season two in pre-season', () => {
    expect(state.season).toBe(2);
    expect(state.phase).toBe('preseason');
    expect(nextStep(state)).toBe('preseason');
  });

  it('GIVEN the final tables THEN two go up and two go down between each pair of divisions, keeping eight in each', () => {
    expect(state.divisions.map((d) => d.clubIds.length)).toEqual([8, 8, 8, 8]);
    const history = state.history[0]!;
    for (const d of history.divisions) {
      const order = d.table.map((r) => r.clubId);
      if (d.index > 0) expect(d.promoted).toEqual(order.slice(0, 2));
      if (d.index < 3) expect(d.relegated).toEqual(order.slice(6));
      for (const id of d.promoted) expect(state.clubs[id]!.division).toBe(d.index - 1);
      for (const id of d.relegated) expect(state.clubs[id]!.division).toBe(d.index + 1);
    }
  });

  it('GIVEN a division with player clubs THEN its final order is its table', () => {
    const fourth = played.divisions[3]!;
    expect(state.history[0]!.divisions[3]!.table).toEqual(divisionTable(fourth));
  });

  it('GIVEN divisions without player clubs THEN they are simmed, and champions and runners-up are marked', () => {
    expect(events.filter((e) => e.type === 'division-simmed').map((e) => e.division)).toEqual([0, 1, 2]);
    const champion = state.clubs[state.history[0]!.champion]!;
    expect(champion.lastSeason).toMatchObject({ division: 0, position: 1, champion: true });
    expect(state.clubs[state.history[0]!.runnerUp]!.lastSeason).toMatchObject({ position: 2, runnerUp: true });
  });

  it('GIVEN the season THEN history keeps the top scorers, best first', () => {
    const scorers = state.history[0]!.topScorers;
    expect(scorers.length).toBeGreaterThan(0);
    for (let i = 1; i < scorers.length; i++) expect(scorers[i - 1]!.goals).toBeGreaterThanOrEqual(scorers[i]!.goals);
  });

  it('GIVEN players marked to retire THEN they are gone', () => {
    for (const p of Object.values(played.players).filter((p) => p.retiring)) expect(state.players[p.id]).toBeUndefined();
  });

  it('GIVEN building work unfinished THEN it is completed', () => {
    for (const club of Object.values(state.clubs)) {
      for (const stand of Object.values(club.stadium?.stands ?? {})) expect(stand.work).toBeNull();
    }
  });

  it('GIVEN a last game at home THEN its gate is paid, and staff are paid once more', () => {
    const homeLast = played.divisions[3]!.fixtures.filter((f) => f.round === 14)
      .map((f) => f.homeId)
      .filter((id) => played.clubs[id]!.playerControlled);
    for (const id of homeLast) expect(events.some((e) => e.type === 'money' && e.clubId === id && e.reason === 'ticket-income')).toBe(true);
  });
});

describe('too good at the end of the season', () => {
  const withStar = (division: DivisionIndex, listed: boolean) => {
    const state = newLeague({ seed: 51, humanClubs: 1 });
    const club = Object.values(state.clubs).find((c) => c.playerControlled)!;
    const star = Object.values(state.players).find((p) => p.clubId === club.id)!;
    Object.assign(star, { ability: 9, retiring: false });
    if (listed)
      state.market.push({ playerId: star.id, sellerId: club.id, askingPrice: 1, mode: 'full', listedWeek: 1, listedSeason: 1, reason: 'too-good' });
    club.division = division;
    state.phase = 'season';
    state.week = 15;
    return { state, star };
  };

  it('GIVEN a 9.0 at a Fourth Division club THEN he is listed as too good for the division', () => {
    const { state, star } = withStar(3, false);
    const after = endSeason(state, seededDice(1)).state;
    expect(after.market.find((l) => l.playerId === star.id)).toMatchObject({ reason: 'too-good', mode: 'full' });
  });

  it('GIVEN a listed 9.0 whose club now plays in the Second THEN he comes off the list', () => {
    const { state, star } = withStar(1, true);
    const after = endSeason(state, seededDice(1)).state;
    expect(after.market.find((l) => l.playerId === star.id)).toBeUndefined();
  });
});
