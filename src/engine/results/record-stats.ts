import type { PlayedMatch } from '../match/match-day.js';
import type { MatchSide } from '../match/match-side.js';
import { squadOf, type Squads } from '../selection/squad.js';
import type { LeagueState, Position, SlotPosition } from '../model/types.js';

/** The position a winger's slot counts as for the form checklist. */
function positionOf(slot: SlotPosition): Position {
  if (slot === 'CF+SM') return 'CF';
  if (slot === 'SB+SM') return 'SM';
  return slot;
}

/**
 * Season statistics and the game the form phase will read, for both sides'
 * squads. Youth-team fillers keep no stats. A squad player left out counts a
 * game missed, or a game missed through injury if he was injured at kick-off.
 * `squads` are the clubs' squads, for a caller that already has them.
 */
export function recordStats(state: LeagueState, match: PlayedMatch, injuredAtKickOff: Set<string>, squads?: Squads): void {
  const { home, away, outcome } = match;
  for (const [side, conceded] of [
    [home, outcome.awayGoals],
    [away, outcome.homeGoals],
  ] as [MatchSide, number][]) {
    if (side.kind !== 'player') continue;
    const selected = new Set<string>();
    // The detailed engine's substitutes who came on played too.
    const cameOn = (side.bench ?? []).filter((slot) => slot.playerId !== null && outcome.appeared.includes(slot.playerId));
    for (const slot of [...side.slots, ...cameOn]) {
      const player = slot.playerId === null ? undefined : state.players[slot.playerId];
      if (!player) continue;
      selected.add(player.id);
      const goals = outcome.goals.filter((g) => g.scorerId === player.id && !g.ownGoal).length;
      const assists = outcome.goals.filter((g) => g.assistId === player.id).length;
      player.stats.games++;
      player.stats.goals += goals;
      player.stats.assists += assists;
      player.lastGame = { position: positionOf(slot.slot), goals, assists, conceded };
    }
    for (const player of squads ? squads.of(side.clubId) : squadOf(state, side.clubId)) {
      if (selected.has(player.id)) continue;
      if (injuredAtKickOff.has(player.id)) player.stats.gamesInjured++;
      else player.stats.gamesMissed++;
    }
  }
}
