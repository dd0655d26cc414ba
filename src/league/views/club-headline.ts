import { knockoutWinner } from '../../engine/cups/knockout.js';
import type { PlayedTie } from '../../engine/model/cups-state.js';
import { CUP_COMPETITIONS, type CupCompetition } from '../../engine/model/cup-competitions.js';
import type { EngineEvent } from '../../engine/model/events.js';
import { divisionTable } from '../../engine/season/league-table.js';
import type { LeagueState } from '../../engine/model/types.js';

/** A game seen from one club: its goals first. */
export interface ClubScore {
  goalsFor: number;
  goalsAgainst: number;
  opponent: string;
  penalties: { for: number; against: number } | null;
}

/** What /news opens with: the step's result, the table position and where the club stands in the Cup. */
export interface ClubHeadline {
  result: (ClubScore & { competition: 'league' | CupCompetition; won: boolean | null }) | null;
  position: { position: number; division: number } | null;
  /** Each cup competition the club entered this season (none in a league without cups). */
  cups: { competition: CupCompetition; status: 'in' | 'out' | 'won'; last: ClubScore | null }[];
}

export function clubHeadline(state: LeagueState, events: readonly EngineEvent[], clubId: string): ClubHeadline {
  const clubName = (id: string) => state.clubs[id]?.name ?? state.cups?.foreign.find((f) => f.id === id)?.name ?? 'another club';
  return { result: stepResult(events, clubId, clubName), position: tablePosition(state, clubId), cups: cupStandings(state, clubId, clubName) };
}

function stepResult(events: readonly EngineEvent[], clubId: string, clubName: (id: string) => string): ClubHeadline['result'] {
  // A cup tie played as a match tells its full time too: the tie (with its penalties) is the result.
  for (const e of events)
    if (e.type === 'cup-tie' && (e.homeId === clubId || e.awayId === clubId))
      return { ...fromSide(e, clubId, clubName), competition: e.competition, won: e.winnerId === clubId };
  for (const e of events) {
    if (e.type === 'full-time' && (e.homeId === clubId || e.awayId === clubId)) {
      const score = fromSide({ ...e, penalties: null }, clubId, clubName);
      return { ...score, competition: 'league', won: score.goalsFor === score.goalsAgainst ? null : score.goalsFor > score.goalsAgainst };
    }
  }
  return null;
}

function fromSide(
  game: Pick<PlayedTie, 'homeId' | 'awayId' | 'homeGoals' | 'awayGoals' | 'penalties'>,
  clubId: string,
  clubName: (id: string) => string,
): ClubScore {
  const home = game.homeId === clubId;
  return {
    goalsFor: home ? game.homeGoals : game.awayGoals,
    goalsAgainst: home ? game.awayGoals : game.homeGoals,
    opponent: clubName(home ? game.awayId : game.homeId),
    penalties: game.penalties
      ? { for: home ? game.penalties.home : game.penalties.away, against: home ? game.penalties.away : game.penalties.home }
      : null,
  };
}

function tablePosition(state: LeagueState, clubId: string): ClubHeadline['position'] {
  const division = state.divisions.find((d) => d.clubIds.includes(clubId));
  if (!division || division.results.length === 0) return null;
  const position = divisionTable(division).findIndex((row) => row.clubId === clubId) + 1;
  return position > 0 ? { position, division: division.index } : null;
}

function cupStandings(state: LeagueState, clubId: string, clubName: (id: string) => string): ClubHeadline['cups'] {
  const cups = state.cups;
  if (!cups) return [];
  return CUP_COMPETITIONS.flatMap((competition) => {
    const knockout = cups.knockouts[competition];
    if (!knockout?.entrants.includes(clubId)) return [];
    const tie = cups.ties.filter((t) => t.competition === competition && (t.homeId === clubId || t.awayId === clubId)).at(-1);
    const last = tie ? fromSide(tie, clubId, clubName) : null;
    const status = tie && tie.winnerId !== clubId ? 'out' : knockoutWinner(knockout) === clubId ? 'won' : 'in';
    return [{ competition, status, last } as const];
  });
}
