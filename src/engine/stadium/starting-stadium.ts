import type { Stadium, Stand } from '../model/types.js';

const empty = (): Stand => ({ tiers: [], bank: false, work: null });

/** Rulebook, "Income": the starting ground holds 13,000 (North 5,000, South 6,000, East bank 1,000, West bank 1,000). */
export function startingStadium(): Stadium {
  return {
    stands: {
      north: { tiers: ['seating'], bank: false, work: null },
      south: { tiers: ['standing'], bank: false, work: null },
      east: { tiers: [], bank: true, work: null },
      west: { tiers: [], bank: true, work: null },
      northEast: empty(),
      northWest: empty(),
      southEast: empty(),
      southWest: empty(),
    },
    executiveBoxes: false,
    developed: false,
  };
}
