/**
 * How the AI manager spends (docs/rules.md, "The AI manager"). A careful
 * chairman: he keeps a reserve for wages, buys only a clear improvement,
 * builds only when the ground is full, and hires staff whose worth to his
 * club beats their wages.
 */
export const AI_POLICY = {
  /** Money never spent on players or building. */
  reserve: 400_000,
  /** A signing must beat the weakest regular in his position by this much; by less when the club is rich. */
  minimumImprovement: 1,
  richFrom: 4_000_000,
  richMinimumImprovement: 0.5,
  /** Bids a week: one, or two when rich. */
  bidsPerWeek: 1,
  richBidsPerWeek: 2,
  /** No signings older than this (decline and half-price retirement ahead). */
  maximumSigningAge: 30,
  /** Squad size kept: surplus is sold beyond it, and no signing takes the squad past it. */
  squadSize: 18,
  /** Players kept per position before one is surplus. */
  coverPerPosition: { GK: 2, CB: 3, SB: 2, CM: 3, SM: 2, CF: 3 },
  /** Bid this much over the asking price, so a 6 on the transfer die does not lose the player. */
  bidPremium: 100_000,
  /** Build when the crowd wanted is within this many of the places in use, and money remains for this much after the cost. */
  buildWhenShortBy: 1_000,
  buildReserve: 1_000_000,
  /** From this much in the bank, the ground goes all-seater and gets executive boxes. */
  allSeaterFrom: 6_000_000,
  /**
   * Staff are hired only with this many seasons of his wages in the bank (the
   * Youth Team Coach from the Third Division up, where his youngsters are worth
   * more), and all are fired below the floor.
   */
  hireWithSeasonsOfWages: 8,
  youthTeamCoachFromDivision: 2,
  fireBelow: 300_000,
  /** Take the two-year sponsor deal when money is short. */
  twoYearSponsorBelow: 500_000,
  /** Tactical instructions: chase a game late, protect a lead late. */
  reboundFromMinute: 60,
  backsToTheWallFromMinute: 70,
} as const;
