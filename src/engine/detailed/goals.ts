import type { GoalRecord } from '../match/match-side.js';
import type { MatchSideName } from '../model/detailed-events.js';
import { deadBall } from './dead-ball-changes.js';
import { playerStats } from './match-stats.js';
import type { OnPitch, Team } from './match-teams.js';
import { minute, other, push, type Creditor, type Forced, type MatchState, type Move } from './match-state.js';

/** Goals and who assists them (docs/rules.md, "Assists"). */

/**
 * Who assists a goal by this turn's side: the P+ or P* player of the move;
 * else the man who won the corner, free kick or ball it came from; else (set
 * in playTurn) the man who kept the ball for his side on the turn before.
 */
export function assistSource(offence: MatchSideName, forced: Forced | null, move: Move | null): Creditor | null {
  if (move && move.side === offence) return move.by;
  if (forced?.by && forced.side === offence) return forced.by;
  return null;
}

/** The man the assist goes to: never the scorer himself; anonymous players (non-player sides) assist too. */
export function assistFor(match: MatchState, side: MatchSideName, scorer: OnPitch): Creditor | null {
  if (match.assisterSide !== side || match.assister === scorer) return null;
  return match.assister;
}

export function goal(match: MatchState, team: Team, scorerId: string | null, assister: Creditor | null, ownGoal: boolean): void {
  const assistId = assister?.card.playerId ?? null;
  team.goals += 1;
  const record: GoalRecord = { clubId: team.clubId, minute: minute(match), scorerId, assistId };
  if (ownGoal) record.ownGoal = true;
  match.goals.push(record);
  const scorer = playerStats(match.tally, scorerId);
  if (scorer) {
    if (ownGoal) scorer.ownGoals += 1;
    else scorer.goals += 1;
  }
  const assisterStats = playerStats(match.tally, assistId);
  if (assisterStats) assisterStats.assists += 1;
  push(match, {
    type: 'detailed-goal',
    side: team.side,
    clubId: team.clubId,
    scorerId,
    assistId,
    assisted: assister !== null,
    ownGoal,
    homeGoals: match.teams.home.goals,
    awayGoals: match.teams.away.goals,
  });
  match.ball = other(team.side);
  match.next = null;
  deadBall(match);
}
