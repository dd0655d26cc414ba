import type { OnPitch, Team } from './match-teams.js';

/**
 * Net Results Soccer, "Playing a man short", rule 2: when the fouler's place
 * is empty, "a foul does occur" and goes to the player with the highest Fls;
 * a tie goes to the player with fewer fouls, then to the lower number.
 */
export function likeliestFouler(team: Team): OnPitch | null {
  let best: OnPitch | null = null;
  for (const player of team.pitch) {
    if (!player) continue;
    if (!best || player.card.fls > best.card.fls || (player.card.fls === best.card.fls && player.fouls < best.fouls)) best = player;
  }
  return best;
}

/** House rule: the outfield player who goes in goal when the keeper is sent off is the last-numbered one left. */
export function lastOnPitch(team: Team): OnPitch | null {
  for (let i = team.pitch.length - 1; i >= 0; i--) if (team.pitch[i]) return team.pitch[i]!;
  return null;
}
