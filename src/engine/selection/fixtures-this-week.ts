import { clubsInCupTies } from './cup-playing.js';
import type { Division, Fixture, LeagueState } from '../model/types.js';

/** This week's fixtures of a division: the round with the week's number. */
export function fixturesThisWeek(state: LeagueState, division: Division): Fixture[] {
  // A cup step plays only its ties; the league's round waits for its week.
  if (state.cups?.playing) return [];
  return division.fixtures.filter((f) => f.round === state.week);
}

/** Ids of the clubs that play this week, in any division. */
export function clubsPlayingThisWeek(state: LeagueState): Set<string> {
  const ids = new Set<string>();
  for (const division of state.divisions) {
    for (const f of fixturesThisWeek(state, division)) ids.add(f.homeId).add(f.awayId);
  }
  for (const id of clubsInCupTies(state)) ids.add(id);
  return ids;
}
