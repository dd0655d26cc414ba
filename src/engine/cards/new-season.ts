import type { Dice } from '../dice.js';
import { drawRound, roundsFor } from '../cups/draw.js';
import { fixtureList } from '../season/fixtures.js';
import { seasonCalendar } from './calendar.js';
import { cupSize, dummyIds } from './sizes.js';
import type { CardsState } from './state.js';

/**
 * A season's fixtures: the league list (section 3) and the cup, its first round drawn out of the hat with the
 * first club drawn at home. The cup is the managers padded with dummies to 4 or 8.
 */
export function newSeason(state: CardsState, dice: Dice): void {
  state.fixtures = fixtureList(state.clubIds, dice);
  const entrants = [...state.managerIds, ...dummyIds(cupSize(state.managerIds.length) - state.managerIds.length)];
  const leagueRounds = Math.max(...state.fixtures.map((f) => f.round));
  state.calendar = seasonCalendar(leagueRounds, roundsFor(entrants.length));
  state.nextSlot = 0;
  state.results = [];
  state.cup = { alive: entrants, ties: drawRound(entrants, dice).ties, roundsPlayed: 0, finalists: [], winnerId: null };
}
