/**
 * Rulebook, "Team Ratings": overall attacking rating minus the opponent's
 * overall defensive rating gives the shots on target. Rows run from `from`
 * down to `to` (both inclusive, ratings move in quarter points).
 */
export interface ShotsRow {
  from: number;
  to: number;
  shots: number;
}

export const SHOTS_TABLE: readonly ShotsRow[] = [
  { from: Infinity, to: 0, shots: 10 },
  { from: -0.25, to: -5, shots: 9 },
  { from: -5.25, to: -10, shots: 8 },
  { from: -10.25, to: -15, shots: 7 },
  { from: -15.25, to: -20, shots: 6 },
  { from: -20.25, to: -25, shots: 5 },
  { from: -25.25, to: -30, shots: 4 },
  { from: -30.25, to: -35, shots: 3 },
  // House rule: the printed row "-40 to -35.25" lost its shots; it continues the table's step of one.
  { from: -35.25, to: -40, shots: 2 },
  // House rule: the rulebook prints nothing below -40; a team still gets one shot.
  { from: -40.25, to: -Infinity, shots: 1 },
];

/** Shots on target for a difference of A* − D*. */
export function shotsFor(difference: number): number {
  // Ratings are quarter points; rounding guards against float dust from sums of halves.
  const d = Math.round(difference * 4) / 4;
  for (const row of SHOTS_TABLE) if (d <= row.from && d >= row.to) return row.shots;
  return 1;
}

/** The away team deducts one shot (rulebook, "Team Ratings"). */
export const AWAY_SHOT_PENALTY = 1;
