import { readTwoD8 } from './base8.js';
import type { DetailedEvent } from '../model/detailed-events.js';
import { diceTuple, type DiceTurn } from './dice-turn.js';
import { bringOn, deadBall } from './dead-ball-changes.js';
import { lastOnPitch, likeliestFouler } from './man-short.js';
import { playerStats } from './match-stats.js';
import type { OnPitch, Team } from './match-teams.js';
import { gameMinute, other, push, type Creditor, type MatchState } from './match-state.js';
import { keeperCard } from './player-cards.js';
import { secondYellowChance } from './second-yellow.js';

/** Fouls, free kicks and cards ("Fld", "Cd"). */

/** House rule: an outfield player who goes in goal plays as the weakest keeper. */
const STAND_IN_KEEPER_RATING = 5;

export interface CardDecision {
  given: 'yellow' | 'red' | 'let-off';
  second: boolean;
  redRoll: number | null;
  secondRoll: number | null;
  secondChance: number | null;
}

/**
 * A foul by `team`; the other side has the free kick. With the fouler's place
 * empty, "a foul does occur": it goes to the highest Fls on the pitch, then
 * to the player with fewer fouls, then to the lower number.
 */
export function foul(
  match: MatchState,
  team: Team,
  fouler: OnPitch | 'keeper' | null,
  fouled: Creditor | null,
  cause: Extract<DetailedEvent, { type: 'detailed-foul' }>['cause'],
  fls: number | null,
  turn: DiceTurn,
): void {
  const manShort = fouler === null;
  const by = fouler === 'keeper' ? team.keeper : (fouler ?? likeliestFouler(team));
  if (by && 'fouls' in by) by.fouls += 1;
  match.stats[team.side].fouls += 1;
  push(match, {
    type: 'detailed-foul',
    side: team.side,
    foulerId: by?.card.playerId ?? null,
    fouledId: fouled?.card.playerId ?? null,
    cause,
    fls,
    manShort,
    dice: diceTuple(turn),
  });
  match.next = { side: other(team.side), special: 'free-kick', by: fouled };
  match.ball = other(team.side);
  deadBall(match);
}

/** Cd off the defender's card: the card comes with a foul and a free kick (house rule), or a foul alone when let off. */
export function cardForFoul(match: MatchState, team: Team, player: OnPitch, turn: DiceTurn): void {
  const decision = decideCard(match, player);
  foul(match, team, player, null, decision.given === 'let-off' ? 'second-yellow-let-off' : 'card', null, turn);
  if (decision.given !== 'let-off') giveCard(match, team, player, false, decision, turn);
}

/** "Cd": the card's kind, then the second-yellow rule for a player already booked. A let-off is a foul with no card. */
export function decideCard(match: MatchState, player: OnPitch | Team['keeper']): CardDecision {
  const kind = player.card.cd;
  const decision: CardDecision = { given: 'yellow', second: false, redRoll: null, secondRoll: null, secondChance: null };
  if (kind.red === 'always') decision.given = 'red';
  if (typeof kind.red === 'number') {
    decision.redRoll = readTwoD8(match.dice.roll(8), match.dice.roll(8));
    if (decision.redRoll <= kind.red) decision.given = 'red';
  }
  if (decision.given === 'yellow' && player.yellowMinute !== null) {
    decision.secondChance = secondYellowChance(player.yellowMinute, gameMinute(match), kind.star);
    decision.secondRoll = match.dice.roll(20);
    decision.given = decision.secondRoll <= decision.secondChance ? 'red' : 'let-off';
    decision.second = decision.given === 'red';
  }
  return decision;
}

export function giveCard(
  match: MatchState,
  team: Team,
  player: OnPitch | Team['keeper'],
  keeper: boolean,
  decision: CardDecision,
  turn: DiceTurn,
): void {
  const playerId = player.card.playerId;
  const red = decision.given === 'red';
  const kind = player.card.cd;
  push(match, {
    type: 'detailed-card',
    side: team.side,
    playerId,
    keeper,
    colour: red ? 'red' : 'yellow',
    second: decision.second,
    redRoll: decision.redRoll,
    redUpTo: typeof kind.red === 'number' ? kind.red : null,
    secondRoll: decision.secondRoll,
    secondChance: decision.secondChance,
    dice: diceTuple(turn),
  });
  const mine = playerStats(match.tally, playerId);
  if (red) {
    match.stats[team.side].redCards += 1;
    if (mine) mine.redCards += 1;
    if (decision.second) {
      match.stats[team.side].yellowCards += 1;
      if (mine) mine.yellowCards += 1;
    }
    sendOff(match, team, keeper ? null : (player as OnPitch));
  } else {
    player.yellowMinute = gameMinute(match);
    match.stats[team.side].yellowCards += 1;
    if (mine) mine.yellowCards += 1;
  }
  deadBall(match);
}

/** Off he goes, and cannot be replaced. A keeper sent off is replaced in goal by an outfield player (house rule). */
function sendOff(match: MatchState, team: Team, player: OnPitch | null): void {
  if (player) {
    team.pitch[player.number - 1] = null;
    return;
  }
  const standIn = lastOnPitch(team);
  if (!standIn) return;
  const spare = team.bench.find((b) => !b.used && b.keeper) ?? null;
  team.pitch[standIn.number - 1] = null;
  if (spare && team.substitutions < match.maxSubstitutions) return bringOn(match, team, spare, standIn, 'keeper-sent-off');
  team.keeper = { card: keeperCard(standIn.card.playerId, STAND_IN_KEEPER_RATING), yellowMinute: standIn.yellowMinute };
}
