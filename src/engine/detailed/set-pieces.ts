import { diceTuple, type DiceTurn } from './dice-turn.js';
import { deadBall } from './dead-ball-changes.js';
import type { OnPitch, Team } from './match-teams.js';
import { other, push, type MatchState } from './match-state.js';

/** Set pieces and stoppages: corners, offsides, and the ball won by a tackle, an interception or a steal. */

export function corner(match: MatchState, team: Team, by: OnPitch | null, from: 'card' | 'keeper', turn: DiceTurn): void {
  const playerId = by?.card.playerId ?? null;
  match.stats[team.side].corners += 1;
  push(match, { type: 'detailed-corner', side: team.side, playerId, from, dice: diceTuple(turn) });
  match.next = { side: team.side, special: 'corner', by };
  match.ball = team.side;
  deadBall(match);
}

export function offside(match: MatchState, team: Team, player: OnPitch, turn: DiceTurn): void {
  match.stats[team.side].offsides += 1;
  push(match, { type: 'detailed-offside', side: team.side, playerId: player.card.playerId, dice: diceTuple(turn) });
  match.next = { side: other(team.side), special: null, by: null };
  match.ball = other(team.side);
  deadBall(match);
}

export function turnover(match: MatchState, team: Team, by: OnPitch, kind: 'Tkl' | 'Int' | 'steal', turn: DiceTurn): void {
  const playerId = by.card.playerId;
  if (kind === 'Int') match.stats[team.side].interceptions += 1;
  else match.stats[team.side].tackles += 1;
  push(match, { type: 'detailed-turnover', side: team.side, kind, playerId, dice: diceTuple(turn) });
  match.next = { side: team.side, special: null, by };
  match.ball = team.side;
}
