import type { StandId, StandKind } from '../model/types.js';

/**
 * House rules (docs/rules.md, "Stadium"): the rulebook gives the starting ground
 * (North 5,000, South 6,000, East and West banks 1,000 each) and one new tier
 * (East seating tier one: 3,000), but no chart of capacities or costs.
 * The main stands are the larger; standing holds more than seating but costs
 * less a place. A place costs £230 to £300 seated and about half standing, so a
 * new tier that fills pays back in four to seven seasons of seven home games at
 * £10; a new club can afford its first stand, or two side stands, and little else.
 */
export type StandShape = 'main' | 'side' | 'corner';

export const STAND_SHAPE: Readonly<Record<StandId, StandShape>> = {
  north: 'main',
  south: 'main',
  east: 'side',
  west: 'side',
  northEast: 'corner',
  northWest: 'corner',
  southEast: 'corner',
  southWest: 'corner',
};

export const STAND_IDS: readonly StandId[] = Object.keys(STAND_SHAPE) as StandId[];

/** Capacity of each tier, inside out, by shape and kind. */
export const TIER_CAPACITY: Readonly<Record<StandShape, Record<StandKind, readonly [number, number, number]>>> = {
  main: { seating: [5_000, 4_000, 3_000], standing: [6_000, 5_000, 4_000] },
  side: { seating: [3_000, 2_500, 2_000], standing: [4_000, 3_000, 2_500] },
  corner: { seating: [1_500, 1_000, 1_000], standing: [2_000, 1_500, 1_000] },
};

/** Cost of building or renovating one tier, by shape and kind. */
export const TIER_COST: Readonly<Record<StandShape, Record<StandKind, readonly [number, number, number]>>> = {
  main: { seating: [1_500_000, 1_350_000, 1_200_000], standing: [900_000, 800_000, 650_000] },
  side: { seating: [700_000, 650_000, 550_000], standing: [450_000, 400_000, 330_000] },
  corner: { seating: [500_000, 400_000, 400_000], standing: [350_000, 300_000, 250_000] },
};

/** A grass bank (the starting East and West) holds 1,000 and counts as standing. */
export const BANK_CAPACITY = 1_000;

/** Executive boxes: a one-off fit-out of an all-seater ground, and income from every home game. */
export const EXECUTIVE_BOXES_COST = 2_500_000;
export const EXECUTIVE_BOX_INCOME_PER_HOME_GAME = 60_000;

/** Rulebook, "Stadium": work started in the season takes seven weeks. */
export const IN_SEASON_BUILD_WEEKS = 7;
