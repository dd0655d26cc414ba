import { describe, expect, it } from 'vitest';
import { peekAndReturn } from '../../../src/engine/cards/pack.js';
import { scriptedDice } from '../../support/scripted-dice.js';
import { seededDice } from '../../../src/engine/dice.js';
import { seasonCalendar } from '../../../src/engine/cards/calendar.js';
import { fixtureList } from '../../../src/engine/season/fixtures.js';
import { dummyTeam } from '../../../src/engine/cards/dummy.js';
import type { CardsEvent } from '../../../src/engine/cards/events.js';
import { newCardsGame } from '../../../src/engine/cards/new-game.js';
import { endCardsSeason } from '../../../src/engine/cards/season-end.js';
import { cardShootOut } from '../../../src/engine/cards/shoot-out.js';
import { cupSize, leagueSize } from '../../../src/engine/cards/sizes.js';
import { FIRST_SEASON_ORDER } from '../../../src/engine/cards/suit-levels.js';

describe('sizes and the calendar', () => {
  it.each([
    [2, 6, 4],
    [3, 6, 4],
    [4, 6, 4],
    [5, 8, 8],
    [6, 8, 8],
  ])('%i managers: a league of %i and a cup of %i', (managers, league, cup) => {
    expect([leagueSize(managers), cupSize(managers)]).toEqual([league, cup]);
    const state = newCardsGame(
      Array.from({ length: managers }, (_, i) => `m${i}`),
      1,
      seededDice(managers),
    );
    expect(state.clubIds).toHaveLength(league);
    expect(state.cup.alive).toHaveLength(cup);
    expect(state.cup.ties).toHaveLength(cup / 2);
    expect(state.fixtures).toHaveLength(league * (league - 1));
  });
  const clubs = (count: number) => Array.from({ length: count }, (_, i) => `c${i + 1}`);
  it('plans the cup rounds at even points of the season', () => {
    expect(
      seasonCalendar(fixtureList(clubs(6), seededDice(1)), 2)
        .map((s) => `${s.kind[0]}${s.round}`)
        .join(' '),
    ).toBe('l1 l2 l3 c1 l4 l5 l6 l7 c2 l8 l9 l10');
    expect(
      seasonCalendar(fixtureList(clubs(8), seededDice(1)), 3)
        .map((s) => `${s.kind[0]}${s.round}`)
        .join(' '),
    ).toBe('l1 l2 l3 l4 c1 l5 l6 l7 c2 l8 l9 l10 l11 c3 l12 l13 l14');
  });
});

describe('dummy teams', () => {
  it.each([
    ['QH', 'QH', 2],
    ['AS', 'JS', 1],
    ['4D', 'JD', 1],
    ['5C', 'QC', 1],
    ['7H', 'QH', 1],
    ['8S', 'KS', 1],
    ['TD', 'KD', 1],
  ])('a dummy drawing %s plays %s at level %i', (drawn, tactic, level) => {
    expect(dummyTeam(drawn)).toEqual({ tactic, level });
  });
});

describe('the cup shoot-out', () => {
  it('goes to the higher level, then the higher rank, and the cards go back under the pack', () => {
    const pack = ['2H', 'KC', '9D'];
    expect(cardShootOut(pack, FIRST_SEASON_ORDER, seededDice(1))).toEqual({ draws: ['2H', 'KC'], homeWins: true });
    expect(pack).toEqual(['9D', '2H', 'KC']);
    expect(cardShootOut(['3S', '5S'], FIRST_SEASON_ORDER, seededDice(1)).homeWins).toBe(false);
  });
});

describe('the season end', () => {
  it("pays £20/£10 to the league's first two and £15/£5 to the cup finalists, gives 2 and 1 trophy points, and rotates the suits", () => {
    const state = newCardsGame(['ann', 'bob', 'cat'], 2, seededDice(1));
    state.phase = 'season-end';
    state.results = [
      { competition: 'league', round: 1, homeId: 'ann', awayId: 'bob', homeGoals: 2, awayGoals: 0 },
      { competition: 'league', round: 1, homeId: 'bob', awayId: 'dummy-1', homeGoals: 1, awayGoals: 0 },
    ];
    state.cup = { alive: ['cat'], ties: [], roundsPlayed: 2, finalists: ['cat', 'ann'], winnerId: 'cat' };
    const events: CardsEvent[] = [];
    endCardsSeason(state, seededDice(1), events);
    expect([state.managers['ann']!.pence, state.managers['bob']!.pence, state.managers['cat']!.pence]).toEqual([
      2000 + 2000 + 500,
      2000 + 1000,
      2000 + 1500,
    ]);
    expect([state.managers['ann']!.trophyPoints, state.managers['cat']!.trophyPoints]).toEqual([2, 1]);
    expect(state.suitOrder).toEqual(['C', 'H', 'S', 'D']);
    expect(state.season).toBe(2);
    expect(state.phase).toBe('round');
  });
  it('declares the manager with most trophy points the winner after the agreed number of seasons, and a dummy wins nothing', () => {
    const state = newCardsGame(['ann', 'bob'], 1, seededDice(1));
    state.results = [{ competition: 'league', round: 1, homeId: 'dummy-1', awayId: 'ann', homeGoals: 3, awayGoals: 0 }];
    state.cup = { alive: ['bob'], ties: [], roundsPlayed: 2, finalists: ['bob', 'dummy-2'], winnerId: 'bob' };
    const events: CardsEvent[] = [];
    endCardsSeason(state, seededDice(1), events);
    expect(state.phase).toBe('finished');
    expect(state.winnerIds).toEqual(['bob']);
    expect(events.filter((e) => e.type === 'prize').map((e) => e.for)).toEqual(['league-runner-up', 'cup-winner']);
    expect(state.managers['ann']!.trophyPoints).toBe(0);
  });
});

describe('an empty pack', () => {
  it('lets a die pick one of the 52 for a draw, and a shoot-out never shows the same card twice', () => {
    const pack: string[] = [];
    expect(peekAndReturn(pack, scriptedDice([52]))).toBe('KS');
    expect(pack).toEqual([]);
    const one = ['5H'];
    expect(cardShootOut(one, FIRST_SEASON_ORDER, scriptedDice([18]))).toEqual({ draws: ['5H', '5C'], homeWins: true });
  });
});
