import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import { takeId } from '../setup/ids.js';
import { makePlayer } from '../setup/make-player.js';
import { freshPlayerName, namesInUse } from '../setup/names.js';
import type { LeagueState } from '../model/types.js';
import { YOUTH_ABILITY, YOUTH_AGE, YOUTH_EVERY_WEEKS, YOUTH_POSITION_BY_ROLL } from './staff-chart.js';

/**
 * Counts a week of employment for each member of staff and, for every three
 * consecutive weeks a Youth Team Coach has been employed, brings a 17-year-old
 * into the first-team squad (rulebook, "Youth Team Coach").
 */
export function countStaffWeek(state: LeagueState, events: EngineEvent[], clubId: string, dice: Dice, newlyHired: readonly string[]): void {
  const club = state.clubs[clubId]!;
  for (const member of club.staff) {
    if (!newlyHired.includes(member.role)) member.weeksEmployed += 1;
    if (member.role !== 'youthTeamCoach' || member.weeksEmployed % YOUTH_EVERY_WEEKS !== 0) continue;
    const positionRoll = dice.roll(6);
    const position = YOUTH_POSITION_BY_ROLL[positionRoll - 1]!;
    const player = makePlayer({
      id: takeId(state, 'p'),
      name: freshPlayerName(dice, namesInUse(state.players)),
      age: YOUTH_AGE,
      position,
      ability: YOUTH_ABILITY[club.division],
      clubId,
      joinedSeason: state.season,
    });
    player.youthTeam = true;
    state.players[player.id] = player;
    events.push({ type: 'youth-joined', clubId, playerId: player.id, name: player.name, position, positionRoll, ability: player.ability });
  }
}
