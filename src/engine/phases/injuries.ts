import { matchDay } from '../match/match-day.js';
import { INJURY_ROLL_AT_LEAST, injuryOutcome, withClubDoctor } from '../tables/injuries.js';
import { hasStaff } from '../staff/has-staff.js';
import type { WeekPhase } from './context.js';

/**
 * Rulebook, "Injuries": players already injured count down a week; every
 * other squad player rolls two dice, except those who rested (RST) this week.
 */
export const injuriesPhase: WeekPhase = (ctx) => {
  const { state, dice, events } = ctx;
  const day = matchDay(ctx);
  const selected = new Set<string>();
  for (const side of day.sides.values()) {
    if (side.kind === 'player') for (const slot of side.slots) if (slot.playerId) selected.add(slot.playerId);
  }
  for (const player of Object.values(state.players)) {
    const club = player.clubId === null ? undefined : state.clubs[player.clubId];
    if (!club?.playerControlled) continue;
    if (player.injuryWeeks > 0) {
      player.injuryWeeks--;
      if (player.injuryWeeks === 0) {
        player.weeksInjured = 0;
        events.push({ type: 'injury-recovered', playerId: player.id, clubId: club.id });
      }
      continue;
    }
    if (day.resting.has(player.id)) continue;
    const roll: [number, number] = [dice.roll(6), dice.roll(6)];
    if (roll[0] + roll[1] < INJURY_ROLL_AT_LEAST) continue;
    const tableRoll: [number, number] = [dice.roll(6), dice.roll(6)];
    const wasSelected = selected.has(player.id);
    const outcome = injuryOutcome(tableRoll[0] + tableRoll[1], wasSelected);
    const clubDoctor = hasStaff(club, 'clubDoctor');
    let weeks = 0;
    if (outcome === 'Tr') {
      player.niggle = true;
    } else {
      weeks = clubDoctor ? withClubDoctor(outcome) : outcome;
      player.injuryWeeks = weeks;
      player.weeksInjured = 0;
    }
    events.push({ type: 'injury', playerId: player.id, clubId: club.id, roll, tableRoll, selected: wasSelected, outcome, weeks, clubDoctor });
  }
};
