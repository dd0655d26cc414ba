import { matchDay } from '../match/match-day.js';
import { clubsPlayingThisWeek } from '../selection/fixtures-this-week.js';
import { rateLineup } from '../selection/rate-lineup.js';
import { squadsByClub } from '../selection/squad.js';
import { lineupToPlay } from '../selection/lineup-to-play.js';
import type { WeekPhase } from './context.js';

/**
 * Rulebook, "Selection": each player-controlled club that plays this week
 * fields the XI lineupToPlay gives; an order taken becomes its standing lineup.
 */
export const selectionPhase: WeekPhase = (ctx) => {
  const { state, orders, events } = ctx;
  const day = matchDay(ctx);
  const playing = clubsPlayingThisWeek(state);
  // Selection moves no player between clubs, so the squads hold for the whole phase.
  const squads = squadsByClub(state);
  for (const club of Object.values(state.clubs)) {
    if (!club.playerControlled || !playing.has(club.id)) continue;
    const squad = squads.of(club.id);
    for (const p of squad) if (p.injuryWeeks > 0) day.injuredAtKickOff.add(p.id);

    const { lineup, source, changes, standing, rejected } = lineupToPlay(state, club, orders[club.id]?.selection, squad);
    if (rejected.length > 0) events.push({ type: 'order-rejected', clubId: club.id, order: 'selection', violations: rejected });
    if (standing) {
      club.lineup = standing.lineup;
      club.tactics = standing.tactics;
    }
    if (!lineup) continue;
    events.push({ type: 'lineup-chosen', clubId: club.id, source, lineup, ...(changes.length ? { changes } : {}) });
    // Standing instructions stay; the match engine ignores one the formation does not allow.
    day.sides.set(club.id, rateLineup(state, club.id, lineup, club.tactics));
  }
};
