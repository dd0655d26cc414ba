import type { Player, Position } from '../model/types.js';

export interface PlayerFacets {
  id: string;
  name: string;
  age: number;
  position: Position;
  ability: number;
  clubId: string | null;
  joinedSeason: number;
}

/** A fresh player: no asterisk, no cross, + form until assessed, fit, untrained, no games yet. */
export function makePlayer(facets: PlayerFacets): Player {
  return {
    id: facets.id,
    name: facets.name,
    age: facets.age,
    positions: [facets.position],
    ability: facets.ability,
    potentialReached: false,
    retiring: false,
    form: '+',
    injuryWeeks: 0,
    weeksInjured: 0,
    niggle: false,
    training: null,
    trainingProgress: {},
    formRuns: { noGoals: 0, scoring: 0, noContribution: 0, assistWindow: [], concededWindow: [] },
    stats: { games: 0, goals: 0, assists: 0, gamesMissed: 0, gamesInjured: 0 },
    boughtInWeek: null,
    clubId: facets.clubId,
    joinedSeason: facets.joinedSeason,
  };
}
