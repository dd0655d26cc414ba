import type { DetailedEvent } from '../model/detailed-events.js';
import { HOME_ADVANTAGES } from './home-advantages.js';
import { CHANGES, chooseChange } from './manager-changes.js';
import { makeOnPitch, type BenchPlayer, type OnPitch, type Team } from './match-teams.js';
import { appear, gameMinute, other, push, type MatchState } from './match-state.js';
import { scoreConditionHolds } from '../match/score-condition.js';
import { pickSubstitute } from './substitutions.js';

/** Substitutions, made at a dead ball: rests the endurance rule called for, standing instructions, the side's own changes. */

type SubstitutionReason = Extract<DetailedEvent, { type: 'detailed-substitution' }>['reason'];

/** A dead ball (corner, offside, shot off target, goal, foul, card, the end of a period): changes are made. */
export function deadBall(match: MatchState): void {
  for (const team of [match.teams.home, match.teams.away]) {
    for (const player of team.pitch) {
      if (!player?.restDue) continue;
      const spare = pickSubstitute(team, player);
      if (spare && team.substitutions < match.maxSubstitutions) bringOn(match, team, spare, player, 'endurance');
      else {
        player.restDue = false;
        player.tired = true;
      }
    }
    if (team.standing.length > 0) standingSubstitutions(match, team);
    changeOfOwnAccord(match, team);
  }
}

/** The side's own changes (house rule, manager-changes.ts), keeping one substitution for each standing instruction. */
function changeOfOwnAccord(match: MatchState, team: Team): void {
  const minute = gameMinute(match);
  if (minute < CHANGES.bookedFromMinute) return;
  let pendingRests = 0;
  for (const player of team.pitch) if (player?.restDue) pendingRests += 1;
  const left = match.maxSubstitutions - team.substitutions - team.standing.length - pendingRests;
  if (left <= 0) return;
  const choice = chooseChange(team, {
    minute,
    goalsFor: team.goals,
    goalsAgainst: match.teams[other(team.side)].goals,
    left,
    allowed: match.maxSubstitutions,
    enAdjust: match.homeAdvantages && team.side === 'away' ? HOME_ADVANTAGES.roadEndurance : 0,
  });
  if (choice) bringOn(match, team, choice.on, choice.off, choice.reason);
}

function standingSubstitutions(match: MatchState, team: Team): void {
  const against = match.teams[other(team.side)].goals;
  team.standing = team.standing.filter((rule) => {
    if (gameMinute(match) < rule.fromMinute || !scoreConditionHolds(rule.when, team.goals, against)) return true;
    if (team.substitutions >= match.maxSubstitutions) return false;
    const off = team.pitch.find((p) => p?.card.playerId === rule.offId) ?? null;
    const spare = team.bench.find((b) => !b.used && b.outfield && b.playerId === rule.onId) ?? null;
    // A player already off, or a substitute already used, ends the instruction.
    if (!off || !spare) return false;
    bringOn(match, team, spare, off, 'standing');
    return false;
  });
}

export function bringOn(match: MatchState, team: Team, spare: BenchPlayer, leaving: OnPitch, reason: SubstitutionReason): void {
  if (spare.keeper) {
    team.keeper = { card: spare.keeper, yellowMinute: null };
  } else {
    team.pitch[leaving.number - 1] = makeOnPitch(spare.outfield!, leaving.number, gameMinute(match));
  }
  useBench(match, team, spare, leaving.card.playerId, reason);
}

export function useBench(match: MatchState, team: Team, spare: BenchPlayer, offId: string | null, reason: SubstitutionReason): void {
  spare.used = true;
  team.substitutions += 1;
  match.stats[team.side].substitutions += 1;
  appear(match, spare.playerId);
  push(match, {
    type: 'detailed-substitution',
    side: team.side,
    offId,
    onId: spare.playerId,
    reason,
    substitutionsUsed: team.substitutions,
    substitutionsAllowed: match.maxSubstitutions,
  });
}
