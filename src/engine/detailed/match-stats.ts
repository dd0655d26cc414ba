import type { DetailedStats, PlayerMatchStats, SideStats } from '../model/detailed-stats.js';

export type { DetailedStats, PlayerMatchStats, SideStats } from '../model/detailed-stats.js';

export function emptySideStats(): SideStats {
  return {
    possessionMinutes: 0,
    possession: 0,
    shots: 0,
    onTarget: 0,
    blocked: 0,
    corners: 0,
    fouls: 0,
    offsides: 0,
    yellowCards: 0,
    redCards: 0,
    saves: 0,
    tackles: 0,
    interceptions: 0,
    substitutions: 0,
  };
}

/** Per-player figures, gathered in a map while the match runs and listed in `stats.players` at the end. */
export function playerStats(tally: Map<string, PlayerMatchStats>, playerId: string | null): PlayerMatchStats | null {
  if (playerId === null) return null;
  let entry = tally.get(playerId);
  if (entry === undefined) {
    entry = { goals: 0, assists: 0, ownGoals: 0, yellowCards: 0, redCards: 0 };
    tally.set(playerId, entry);
  }
  return entry;
}

export function settlePossession(stats: DetailedStats): void {
  const total = stats.home.possessionMinutes + stats.away.possessionMinutes;
  stats.home.possession = total === 0 ? 50 : Math.round((100 * stats.home.possessionMinutes) / total);
  stats.away.possession = 100 - stats.home.possession;
}
