/**
 * Net Results Soccer, "Special play adjustments": GL (and On) adjustments for
 * a shot that follows a corner, a free kick or a P+ reading, by venue.
 *
 * The printed chart gives the neutral-site P+ as +18 GL while the P+ text
 * gives +15. Dugout uses +15: the text is the rule, and +15 sits midway
 * between home and road as the corner line does (house rule, docs/rules.md).
 */

export type Venue = 'home' | 'road' | 'neutral';
export type SpecialPlay = 'corner' | 'free-kick' | 'P+' | 'P*';

export interface ShotAdjustment {
  gl: number;
  /** The shot is also on target on this reading and above (P+: 87 at home, 88 otherwise). */
  onFrom: number | null;
}

export const SPECIAL_PLAY_ADJUSTMENTS: Record<SpecialPlay, Record<Venue, ShotAdjustment>> = {
  corner: { home: { gl: 20, onFrom: null }, road: { gl: 10, onFrom: null }, neutral: { gl: 15, onFrom: null } },
  'free-kick': { home: { gl: 10, onFrom: null }, road: { gl: 5, onFrom: null }, neutral: { gl: 8, onFrom: null } },
  'P+': { home: { gl: 20, onFrom: 87 }, road: { gl: 10, onFrom: 88 }, neutral: { gl: 15, onFrom: 88 } },
  'P*': { home: { gl: 0, onFrom: null }, road: { gl: 0, onFrom: null }, neutral: { gl: 0, onFrom: null } },
};

/** "Remains offensive team (Max turns)": a corner or foul keeps the ball one turn; P+ and P* until the move ends. */
export const REMAINS_OFFENSIVE: Record<SpecialPlay, 'one-turn' | 'multiple'> = {
  corner: 'one-turn',
  'free-kick': 'one-turn',
  'P+': 'multiple',
  'P*': 'multiple',
};
