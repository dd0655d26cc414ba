/** A non-player team's match chart (a house rule: the rulebook refers to charts it does not print). */
export interface NonPlayerChart {
  goalkeeper: number;
  full: { home: { defend: number; attack: number }; away: { defend: number; attack: number } };
  depleted: { home: { defend: number; attack: number }; away: { defend: number; attack: number } };
}
