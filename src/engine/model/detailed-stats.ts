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
