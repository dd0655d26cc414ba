import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import type { AgeingRolls } from '../model/season-events.js';
import type { Player } from '../model/types.js';
import { DECLINE_STEP, declineRollRequired } from './decline.js';
import { potentialRollRequired } from './potential.js';
import { retirementRollRequired } from './retirement.js';

/**
 * The three pre-season rolls for one player, in the rulebook's order:
 * potential, decline, retirement. Used for squads in pre-season and for
 * players on the transfer list when they are listed and at the end of season.
 */
export function rollPotentialDeclineRetirement(player: Player, dice: Dice, events: EngineEvent[]): void {
  const rolled: AgeingRolls = { potential: null, decline: null, retirement: null };
  if (!player.potentialReached) {
    const needed = potentialRollRequired(player);
    if (needed === 'reached') {
      player.potentialReached = true;
      events.push({ type: 'potential-reached', playerId: player.id, clubId: player.clubId, roll: null, needed: null });
    } else if (needed !== null) {
      const roll = dice.roll(6);
      rolled.potential = { roll, needed };
      if (roll < needed) {
        player.potentialReached = true;
        events.push({ type: 'potential-reached', playerId: player.id, clubId: player.clubId, roll, needed });
      }
    }
  }
  const declineNeeded = declineRollRequired(player);
  if (declineNeeded !== null) {
    const roll = dice.roll(6);
    rolled.decline = { roll, needed: declineNeeded };
    if (roll < declineNeeded) {
      const from = player.ability;
      // The print sets no floor: a 5.0 player drops to 4.5 (docs/rules.md, "Pre-season: decline").
      player.ability -= DECLINE_STEP;
      events.push({ type: 'declined', playerId: player.id, clubId: player.clubId, roll, needed: declineNeeded, from, to: player.ability });
    }
  }
  if (!player.retiring) {
    const retireNeeded = retirementRollRequired(player);
    if (retireNeeded === 'must') {
      player.retiring = true;
      events.push({ type: 'retiring', playerId: player.id, clubId: player.clubId, roll: null, needed: null });
    } else if (retireNeeded !== null) {
      const roll = dice.roll(6);
      rolled.retirement = { roll, needed: retireNeeded };
      if (roll < retireNeeded) {
        player.retiring = true;
        events.push({ type: 'retiring', playerId: player.id, clubId: player.clubId, roll, needed: retireNeeded });
      }
    }
  }
  // Every roll made, passed or failed, so the whole ageing of a season can be audited.
  if (rolled.potential || rolled.decline || rolled.retirement) {
    events.push({ type: 'ageing-rolled', playerId: player.id, clubId: player.clubId, age: player.age, ...rolled });
  }
}
