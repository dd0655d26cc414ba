import { readTwoD8 } from '../detailed/base8.js';
import { keeperCard, playerCard } from '../detailed/player-cards.js';
import { penaltyTarget } from '../detailed/readings.js';
import type { KickRule } from './shoot-out.js';

/**
 * A shoot-out kick read as the detailed engine reads a penalty (Net Results Soccer, "PK"): two d8 read as 11 to 88,
 * a goal on 11 up to the taker's PK reading plus the keeper's PK adjustment. In a shoot-out every taker carries the
 * PK reading his rating gives a penalty taker; the reading depends on the rating alone, so any outfield slot makes
 * his card.
 */
export const detailedKick: KickRule = (taker, keeper, dice) => {
  const pk = playerCard(taker.playerId, 'CF', taker.ability, { penaltyTaker: true }).pk;
  const target = penaltyTarget(pk, keeperCard(null, keeper).pkAdjust);
  const roll = readTwoD8(dice.roll(8), dice.roll(8));
  return { engine: 'detailed', roll, target, scored: roll <= target };
};
