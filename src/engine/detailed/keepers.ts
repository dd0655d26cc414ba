import type { KeeperOffReading, KeeperOnReading } from './cards.js';
import type { DiceTurn } from './dice-turn.js';
import { deadBall } from './dead-ball-changes.js';
import { decideCard, foul, giveCard } from './fouls-and-cards.js';
import { assistFor, goal } from './goals.js';
import { injury } from './injuries-and-endurance.js';
import type { OnPitch, Team } from './match-teams.js';
import type { MatchState } from './match-state.js';
import { corner } from './set-pieces.js';
import { shot } from './shots.js';

/** The keeper's readings ("Keeper Readings"): what a shot on target, or off it, comes to. */

export function keeperOn(
  match: MatchState,
  result: KeeperOnReading,
  shooting: Team,
  shooter: OnPitch,
  defending: Team,
  roll: DiceTurn,
  countSave: boolean,
): void {
  if (result === 'Goal') return goal(match, shooting, shooter.card.playerId, assistFor(match, shooting.side, shooter), false);
  if (result === 'Own goal') return goal(match, shooting, defending.keeper.card.playerId, null, true);
  if (countSave) match.stats[defending.side].saves += 1;
  match.ball = defending.side;
  switch (result) {
    case 'Counter':
      match.next = { side: defending.side, special: null, by: null };
      return;
    case 'Normal':
      return;
    case 'Card': {
      const decision = decideCard(match, defending.keeper);
      if (decision.given === 'let-off') return foul(match, defending, 'keeper', null, 'second-yellow-let-off', null, roll);
      return giveCard(match, defending, defending.keeper, true, decision, roll);
    }
    case 'Fouled':
      // The keeper's side's d10 (white) names the man who fouled him.
      return foul(match, shooting, shooting.pitch[roll.white10 - 1] ?? null, defending.keeper, 'keeper-fouled', null, roll);
    case 'Corner':
      return corner(match, shooting, shooter, 'keeper', roll);
    case 'Reb. Sh':
      match.ball = shooting.side;
      return shot(match, shooting, shooter, defending, 'from-roll', null, 'rebound', roll, true);
    case 'Injury':
      return injury(match);
  }
}

export function keeperOff(match: MatchState, result: KeeperOffReading, shooting: Team, defending: Team, roll: DiceTurn): void {
  match.ball = defending.side;
  if (result === 'Corner') return corner(match, shooting, null, 'keeper', roll);
  if (result === 'Counter') match.next = { side: defending.side, special: null, by: null };
  deadBall(match);
}
