import type { AttackReading } from './cards.js';
import type { MatchSideName } from '../model/detailed-events.js';
import { diceTuple, possessionFromD20, reading, type DiceTurn } from './dice-turn.js';
import { isEnduranceCheck } from './endurance.js';
import { corner, offside, turnover } from './set-pieces.js';
import { cardForFoul, foul } from './fouls-and-cards.js';
import { homePossessionUpTo } from './game-time.js';
import { assistSource, goal } from './goals.js';
import { checkEndurance } from './injuries-and-endurance.js';
import type { OnPitch, Team } from './match-teams.js';
import { other, push, type MatchState, type SpecialPlay } from './match-state.js';
import { penalty, penaltyFollowUp } from './penalties.js';
import { foulStands, isDefensiveReading, readAttack, readDefence } from './readings.js';
import { shot } from './shots.js';

/** A turn ("Playing Net Results Soccer"): who has the ball, and what the reading makes of it. */
export function playTurn(match: MatchState, turn: DiceTurn): void {
  const carrier = match.carrier;
  const carrierSide = match.carrierSide;
  match.carrier = null;
  if (match.followUp) {
    penaltyFollowUp(match, turn, match.followUp);
    return;
  }
  const forced = match.next;
  match.next = null;
  const move = match.move;
  const offence: MatchSideName = forced?.side ?? move?.side ?? possessionFromD20(turn.d20, homePossessionUpTo(match));
  const special: SpecialPlay | null = forced ? forced.special : move?.kind === 'P+' ? 'P+' : null;
  match.assister = assistSource(offence, forced, move) ?? (carrierSide === offence ? carrier : null);
  match.assisterSide = offence;
  match.ball = offence;
  match.moveContinues = false;
  const attackers = match.teams[offence];
  const defenders = match.teams[other(offence)];
  if (match.endurance && isEnduranceCheck(turn.d20, match.period)) checkEndurance(match, defenders, turn);
  const value = reading(turn);
  if (isDefensiveReading(value)) defensiveReading(match, attackers, defenders, value, turn);
  else offensiveReading(match, attackers, defenders, value, turn, special);
  // The readings above may set moveContinues; the compiler keeps the `= false` narrowing across their calls.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
  if (!match.moveContinues) match.move = null;
  const onTheBall = attackers.pitch[turn.red10 - 1];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
  if (match.moveContinues && match.ball === offence && onTheBall) {
    match.carrier = onTheBall;
    match.carrierSide = offence;
  }
}

function offensiveReading(match: MatchState, attackers: Team, defenders: Team, value: number, turn: DiceTurn, special: SpecialPlay | null): void {
  let attacker = attackers.pitch[turn.red10 - 1] ?? null;
  let defenderNumber = turn.white10;
  if (!attacker) {
    // "Playing a man short": the reading goes to the defence, the player on the defensive d10.
    const swap = attackers;
    attackers = defenders;
    defenders = swap;
    attacker = attackers.pitch[turn.white10 - 1] ?? null;
    defenderNumber = turn.red10;
    special = null;
    if (!attacker) return keepMove(match);
    match.ball = attackers.side;
  }
  let read: AttackReading = readAttack(attacker.card, value, defenderNumber);
  if (attacker.tired && (read === 'Cr' || read === 'PK' || read === 'P+' || read === 'P*')) read = 'P';
  const defender = defenders.pitch[defenderNumber - 1] ?? null;
  switch (read) {
    case 'Cr':
      return corner(match, attackers, attacker, 'card', turn);
    case 'Fld':
      return foul(match, defenders, defender, attacker, 'Fld', null, turn);
    case 'Fld1':
    case 'Fld2':
    case 'Fld3':
    case 'Fld4':
    case 'Fld5':
      if (!defender || defender.tired || foulStands(read, defender.card.fls)) {
        return foul(match, defenders, defender, attacker, read, defender ? defender.card.fls : null, turn);
      }
      return keepMove(match);
    case 'PK':
      return penalty(match, attackers, defenders, attacker, turn);
    case 'Off':
      return offside(match, attackers, attacker, turn);
    case 'Sh?':
      return shot(match, attackers, attacker, defenders, defender, special, 'Sh?', turn, false);
    case 'P+':
    case 'P*':
      return startMove(match, attackers.side, read, attacker, turn);
    case 'P':
      return keepMove(match);
  }
}

function defensiveReading(match: MatchState, attackers: Team, defenders: Team, value: number, turn: DiceTurn): void {
  const defender = defenders.pitch[turn.white10 - 1];
  // "Playing a man short": an empty place wins nothing.
  if (!defender) return keepMove(match);
  const read = readDefence(defender.card, value, turn.red10);
  if (defender.tired && (read === 'Tkl' || read === 'Int' || read === 'IS?')) return keepMove(match);
  switch (read) {
    case 'Cd':
      return cardForFoul(match, defenders, defender, turn);
    case 'Tkl':
    case 'Int':
      return turnover(match, defenders, defender, read, turn);
    case 'IS?':
      match.ball = defenders.side;
      match.stats[defenders.side].interceptions += 1;
      return shot(match, defenders, defender, attackers, attackers.pitch[turn.red10 - 1] ?? null, null, 'IS?', turn, false);
    case 'OG':
      return goal(match, attackers, defender.card.playerId, null, true);
    case 'P':
      return keepMove(match);
  }
}

function keepMove(match: MatchState): void {
  match.moveContinues = true;
}

/** P+ and P* (Net Results Soccer, "P+", "P:*"): the side keeps the ball until the move ends. */
function startMove(match: MatchState, side: MatchSideName, kind: 'P+' | 'P*', player: OnPitch, turn: DiceTurn): void {
  match.moveContinues = true;
  const current = match.move;
  if (current && current.side === side && (current.kind === 'P+' || kind === 'P*')) return;
  match.move = { side, kind, playerId: player.card.playerId, by: player };
  push(match, { type: 'detailed-possession-move', side, kind, playerId: player.card.playerId, dice: diceTuple(turn) });
}
