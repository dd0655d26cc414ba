/** Statistics of one detailed match, per side and per player. */

export interface SideStats {
  /** Minutes in which this side had the ball when the minute was slashed. */
  possessionMinutes: number;
  /** Share of minutes, 0 to 100, rounded. */
  possession: number;
  /** Every attempt, blocked ones included. */
  shots: number;
  onTarget: number;
  blocked: number;
  corners: number;
  /** Fouls committed. */
  fouls: number;
  offsides: number;
  yellowCards: number;
  redCards: number;
  /** Saves made by this side's keeper. */
  saves: number;
  tackles: number;
  interceptions: number;
  substitutions: number;
}

export interface PlayerMatchStats {
  goals: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
}

export interface DetailedStats {
  home: SideStats;
  away: SideStats;
  /** By player id; anonymous players are not listed. */
  players: Record<string, PlayerMatchStats>;
}

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
