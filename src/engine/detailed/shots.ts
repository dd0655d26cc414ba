import type { DetailedShotSource, MatchSideName } from '../model/detailed-events.js';
import { diceTuple, hundred, reading, rollTurn, type DiceTurn } from './dice-turn.js';
import { keeperOff, keeperOn } from './keepers.js';
import { slashesMinute } from './late-pressure.js';
import type { OnPitch, Team } from './match-teams.js';
import { gameMinute, push, type MatchState, type SpecialPlay, type UnstampedEventOf } from './match-state.js';
import { readKeeperOff, readKeeperOn } from './readings.js';
import { turnover } from './set-pieces.js';
import { isOnTarget, onLimit, shotGl, stopsShot, type ShotSetting } from './shot-rules.js';
import { SPECIAL_PLAY_ADJUSTMENTS, type Venue } from './special-play-adjustments.js';

/** Shots ("Sh?"): the stopper, the shooter's On, and the keeper's reading. */

function shotSetting(match: MatchState, side: MatchSideName): ShotSetting {
  const venue: Venue = match.neutral ? 'neutral' : side === 'home' ? 'home' : 'road';
  return { venue, homeAdvantages: match.homeAdvantages, minute: gameMinute(match) };
}

/**
 * A shot: all five dice again. The d20 meets the stopper's D, the d8 pair the
 * shooter's On, the d10 pair the keeper's column. A rebound is a timed shot,
 * the others are not; a rebound's stopper is on the new white d10.
 */
export function shot(
  match: MatchState,
  shooting: Team,
  shooter: OnPitch,
  defending: Team,
  stopperGiven: OnPitch | null | 'from-roll',
  special: SpecialPlay | null,
  source: DetailedShotSource,
  turn: DiceTurn,
  timed: boolean,
): void {
  const roll = rollTurn(match.dice);
  if (timed && slashesMinute(roll.d20, match.periodKind, gameMinute(match))) match.pendingTicks += 1;
  const stopper = stopperGiven === 'from-roll' ? (defending.pitch[roll.white10 - 1] ?? null) : stopperGiven;
  const mine = shotSetting(match, shooting.side);
  // "Endurance": a tired player "does not get the benefit of the P+ or P*".
  const benefit = special === 'P+' && shooter.tired ? null : special;
  const adjustment = benefit ? SPECIAL_PLAY_ADJUSTMENTS[benefit][mine.venue] : null;
  const keeper = defending.keeper.card;
  const stats = match.stats[shooting.side];
  stats.shots += 1;
  const event: UnstampedEventOf<'detailed-shot'> = {
    type: 'detailed-shot',
    side: shooting.side,
    source,
    shooterId: shooter.card.playerId,
    stopperId: stopper?.card.playerId ?? null,
    keeperId: keeper.playerId,
    special,
    turnDice: diceTuple(turn),
    dice: diceTuple(roll),
    d: stopper && !stopper.tired ? stopper.card.d : 0,
    stopped: false,
    onLimit: onLimit(shooter.card, keeper),
    onTarget: false,
    gl: 0,
    value: 0,
    result: 'stopped',
    splitRoll: null,
  };
  push(match, event);
  if (stopper && !stopper.tired && stopsShot(stopper.card, roll.d20, shotSetting(match, defending.side))) {
    stats.blocked += 1;
    event.stopped = true;
    match.ball = defending.side;
    if (stopper.card.dSteal && source !== 'IS?') turnover(match, defending, stopper, 'steal', roll);
    return;
  }
  const value = hundred(roll);
  if (!isOnTarget(shooter.card, keeper, reading(roll), mine, adjustment)) {
    const result = readKeeperOff(defending.keeper.card, value);
    event.value = value;
    event.result = result;
    return keeperOff(match, result, shooting, defending, roll);
  }
  stats.onTarget += 1;
  const gl = shotGl(shooter.card, mine, adjustment, shooter.tired);
  const result = readKeeperOn(keeper, value + gl, () => (event.splitRoll = match.dice.roll(10)));
  event.onTarget = true;
  event.gl = gl;
  event.value = value + gl;
  event.result = result;
  keeperOn(match, result, shooting, shooter, defending, roll, true);
}
