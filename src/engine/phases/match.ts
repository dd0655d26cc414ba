import { playMatch } from '../play-match.js';
import { matchDay } from '../match/match-day.js';
import type { MatchSide } from '../match/match-side.js';
import { fixturesThisWeek } from '../selection/fixtures-this-week.js';
import { nonPlayerChart } from '../setup/non-player-chart.js';
import { isDepleted } from '../tables/non-player-opponent.js';
import type { Club } from '../model/types.js';
import type { WeekPhase, PhaseContext } from './context.js';

/**
 * Rulebook, "Match": every fixture of the week with a player-controlled club
 * is played by the league's match engine. Games between two non-player teams
 * are left to the results phase.
 */
export const matchPhase: WeekPhase = (ctx) => {
  const { state } = ctx;
  const day = matchDay(ctx);
  for (const division of state.divisions) {
    for (const fixture of fixturesThisWeek(state, division)) {
      const homeClub = state.clubs[fixture.homeId];
      const awayClub = state.clubs[fixture.awayId];
      if (!homeClub || !awayClub || (!homeClub.playerControlled && !awayClub.playerControlled)) continue;
      const home = sideFor(ctx, homeClub, true);
      const away = sideFor(ctx, awayClub, false);
      if (!home || !away) continue;
      const outcome = playMatch(home, away, ctx.dice, state.settings, ctx.events);
      day.played.push({ division: division.index, round: fixture.round, home, away, outcome });
    }
  }
};

function sideFor(ctx: PhaseContext, club: Club, home: boolean): MatchSide | null {
  if (club.playerControlled) return matchDay(ctx).sides.get(club.id) ?? null;
  return nonPlayerSide(ctx, club, home);
}

/** A club without a squad as it lines up: a league non-player club, or a foreign club in Europe (division 0). */
export function nonPlayerSide(ctx: PhaseContext, club: Pick<Club, 'id' | 'division' | 'chart' | 'ranking'>, home: boolean): MatchSide {
  // Rulebook, "Non-player Opponent": a die decides whether the full or the depleted team plays.
  const roll = ctx.dice.roll(6);
  const depleted = isDepleted(roll);
  ctx.events.push({ type: 'team-news', clubId: club.id, roll, depleted });
  const chart = club.chart ?? nonPlayerChart(club.division, club.ranking);
  const column = (depleted ? chart.depleted : chart.full)[home ? 'home' : 'away'];
  return {
    kind: 'non-player',
    clubId: club.id,
    division: club.division,
    depleted,
    goalkeeper: chart.goalkeeper,
    defend: column.defend,
    attack: column.attack,
  };
}
