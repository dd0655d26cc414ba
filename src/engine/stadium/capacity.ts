import type { Stadium, Stand, StandId, StandKind } from '../model/types.js';
import { BANK_CAPACITY, STAND_IDS, STAND_SHAPE, TIER_CAPACITY } from './stadium-chart.js';

export function standCapacity(id: StandId, stand: Pick<Stand, 'tiers' | 'bank'>): number {
  if (stand.tiers.length === 0) return stand.bank ? BANK_CAPACITY : 0;
  const chart = TIER_CAPACITY[STAND_SHAPE[id]];
  return stand.tiers.reduce((sum, kind, tier) => sum + chart[kind][tier]!, 0);
}

/** Places by kind across the ground; a grass bank counts as standing. */
export function capacityByKind(stadium: Stadium): Record<StandKind, number> {
  const total: Record<StandKind, number> = { seating: 0, standing: 0 };
  for (const id of STAND_IDS) {
    const stand = stadium.stands[id];
    const kind: StandKind = stand.tiers[0] ?? 'standing';
    total[kind] += standCapacity(id, stand);
  }
  return total;
}

/** Rulebook, "Stadium": a stand under construction is out of use as a whole. */
export function capacityInUse(stadium: Stadium): number {
  return STAND_IDS.reduce((sum, id) => {
    const stand = stadium.stands[id];
    return stand.work ? sum : sum + standCapacity(id, stand);
  }, 0);
}

export function totalCapacity(stadium: Stadium): number {
  return STAND_IDS.reduce((sum, id) => sum + standCapacity(id, stadium.stands[id]), 0);
}

export function isAllSeater(stadium: Stadium): boolean {
  return STAND_IDS.every((id) => {
    const stand = stadium.stands[id];
    return !stand.bank && stand.tiers.every((kind) => kind === 'seating');
  });
}
