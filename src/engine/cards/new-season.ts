import type { Dice } from '../dice.js';
import { roundsFor } from '../cups/draw.js';
import { fixtureList } from '../season/fixtures.js';
import { seasonCalendar } from './calendar.js';
import { drawNextCupRound } from './cup-draw.js';
import { cupSize, dummyIds } from './sizes.js';
import type { CardsState } from './state.js';

/**
 * A season's fixtures: the league list (section 3) and the cup, its rounds placed among the league's and its first
 * round drawn so that both keep the fixture rules. The cup is the managers padded with dummies to 4 or 8.
 */
export function newSeason(state: CardsState, dice: Dice): void {
  state.fixtures = fixtureList(state.clubIds, dice);
  const entrants = [...state.managerIds, ...dummyIds(cupSize(state.managerIds.length) - state.managerIds.length)];
  state.calendar = seasonCalendar(state.fixtures, roundsFor(entrants.length));
  state.nextSlot = 0;
  state.results = [];
  state.cup = { alive: entrants, ties: [], roundsPlayed: 0, finalists: [], winnerId: null };
  state.cup.ties = drawNextCupRound(state, dice);
}
