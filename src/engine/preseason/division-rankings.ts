import { nonPlayerChart } from '../setup/non-player-chart.js';
import type { Club, LeagueState } from '../model/types.js';

/**
 * Rulebook, "Division Rankings": a new sheet each pre-season, the strongest
 * non-player team 1st; player-controlled clubs fill the places from 8th up.
 *
 * House rule (docs/rules.md, "Division rankings"): the "Team Information
 * sheets" behind the order are not printed. Teams relegated into the division
 * rank first, then those who stayed in last season's finishing order, then the
 * promoted ones; each team's chart follows its new division and ranking.
 */
export function rankDivisions(state: LeagueState): void {
  for (const division of state.divisions) {
    const clubs = division.clubIds.map((id) => state.clubs[id]!);
    const nonPlayer = clubs.filter((c) => !c.playerControlled).sort((a, b) => rankKey(a) - rankKey(b) || a.ranking - b.ranking);
    const players = clubs.filter((c) => c.playerControlled).sort((a, b) => rankKey(a) - rankKey(b) || a.id.localeCompare(b.id));
    const sheet = [...nonPlayer, ...players];
    sheet.forEach((club, i) => {
      club.ranking = i + 1;
      if (!club.playerControlled) club.chart = nonPlayerChart(division.index, club.ranking);
    });
    // The club list is kept in the sheet's order: the league table breaks its last ties by it.
    division.clubIds = sheet.map((club) => club.id);
  }
}

function rankKey(club: Club): number {
  const last = club.lastSeason;
  if (!last) return 100 + club.ranking;
  if (last.relegated) return last.position;
  if (last.promoted) return 200 + last.position;
  return 100 + last.position;
}
