import { readTwoD8 } from './base8.js';
import { diceTuple, hundred, type DiceTurn } from './dice-turn.js';
import { assistFor, goal } from './goals.js';
import { keeperOff, keeperOn } from './keepers.js';
import type { OnPitch, Team } from './match-teams.js';
import { other, push, type MatchState, type PenaltyFollowUp } from './match-state.js';
import { penaltyTarget, readKeeperOff, readKeeperOn } from './readings.js';
import { shot } from './shots.js';

/** Penalties ("PK") and the turn after a missed one. */

export function penalty(match: MatchState, attackers: Team, defenders: Team, taker: OnPitch, turn: DiceTurn): void {
  const roll = readTwoD8(match.dice.roll(8), match.dice.roll(8));
  const target = penaltyTarget(taker.card.pk, defenders.keeper.card.pkAdjust);
  const result = roll <= target ? 'goal' : roll % 2 === 1 ? 'saved' : 'wide';
  const stats = match.stats[attackers.side];
  stats.shots += 1;
  if (result !== 'wide') stats.onTarget += 1;
  if (result === 'saved') match.stats[defenders.side].saves += 1;
  push(match, {
    type: 'detailed-penalty',
    side: attackers.side,
    takerId: taker.card.playerId,
    keeperId: defenders.keeper.card.playerId,
    dice: diceTuple(turn),
    roll,
    target,
    result,
  });
  if (result === 'goal') return goal(match, attackers, taker.card.playerId, assistFor(match, attackers.side, taker), false);
  match.followUp = { column: result === 'saved' ? 'on' : 'off', side: attackers.side, taker };
}

/** The turn after a missed penalty reads the keeper's On column (saved, odd) or Off column (wide, even). */
export function penaltyFollowUp(match: MatchState, turn: DiceTurn, followUp: PenaltyFollowUp): void {
  match.followUp = null;
  match.next = null;
  match.move = null;
  match.assister = null;
  const shooting = match.teams[followUp.side];
  const defending = match.teams[other(followUp.side)];
  const value = hundred(turn);
  if (followUp.column === 'off') {
    const result = readKeeperOff(defending.keeper.card, value);
    push(match, { type: 'detailed-penalty-follow-up', side: shooting.side, column: 'off', value, result, splitRoll: null, dice: diceTuple(turn) });
    return keeperOff(match, result, shooting, defending, turn);
  }
  let splitRoll: number | null = null;
  const result = readKeeperOn(defending.keeper.card, value, () => (splitRoll = match.dice.roll(10)));
  push(match, { type: 'detailed-penalty-follow-up', side: shooting.side, column: 'on', value, result, splitRoll, dice: diceTuple(turn) });
  const taker = followUp.taker;
  const stillOn = shooting.pitch[taker.number - 1] === taker;
  if ((result === 'Goal' || result === 'Reb. Sh') && stillOn) {
    // "If the reading is a goal then consider it a rebound shot for the same player."
    return shot(match, shooting, taker, defending, 'from-roll', null, 'rebound', turn, true);
  }
  if (result === 'Goal' || result === 'Reb. Sh') return;
  keeperOn(match, result, shooting, taker, defending, turn, false);
}
