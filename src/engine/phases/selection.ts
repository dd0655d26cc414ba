import { matchDay } from '../match/match-day.js';
import { bestLineup } from '../selection/best-lineup.js';
import { clubsPlayingThisWeek } from '../selection/fixtures-this-week.js';
import { rateLineup } from '../selection/rate-lineup.js';
import { squadsByClub } from '../selection/squad.js';
import { validateSelection } from '../selection/validate-selection.js';
import type { Lineup } from '../types.js';
import type { Phase } from './context.js';

/**
 * Rulebook, "Selection": each player-controlled club that plays this week
 * fields its selection order, else its standing lineup, else (none given, or
 * no longer legal, say after an injury) the best XI the squad can field.
 */
export const selectionPhase: Phase = (ctx) => {
  const { state, orders, events } = ctx;
  const day = matchDay(ctx);
  const playing = clubsPlayingThisWeek(state);
  // Selection moves no player between clubs, so the squads hold for the whole phase.
  const squads = squadsByClub(state);
  for (const club of Object.values(state.clubs)) {
    if (!club.playerControlled || !playing.has(club.id)) continue;
    const squad = squads.of(club.id);
    for (const p of squad) if (p.injuryWeeks > 0) day.injuredAtKickOff.add(p.id);

    const order = orders[club.id]?.selection;
    let source: 'order' | 'standing' | 'auto' = 'standing';
    if (order) {
      const tactics = order.tactics ?? club.tactics;
      const violations = validateSelection(state, club.id, order.lineup, tactics, squad);
      if (violations.length === 0) {
        club.lineup = order.lineup;
        club.tactics = tactics;
        source = 'order';
      } else {
        events.push({ type: 'order-rejected', clubId: club.id, order: 'selection', violations });
      }
    }
    // An order just accepted is the standing lineup, legal already.
    const standingIsLegal =
      source === 'order' || (club.lineup !== null && validateSelection(state, club.id, club.lineup, club.tactics, squad).length === 0);
    const lineup: Lineup | null = standingIsLegal ? club.lineup : bestLineup(state, club.id, undefined, squad);
    if (!standingIsLegal) source = 'auto';
    if (!lineup) continue;
    events.push({ type: 'lineup-chosen', clubId: club.id, source, lineup });
    // Standing instructions stay; the match engine ignores one the formation does not allow.
    day.sides.set(club.id, rateLineup(state, club.id, lineup, club.tactics));
  }
};
