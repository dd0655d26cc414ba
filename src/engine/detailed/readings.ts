import { base8Index } from './base8.js';
import type { AttackReading, DefenceReading, KeeperCard, KeeperOffReading, KeeperOnReading, PlayerCard } from './cards.js';
import { readChart } from './split-readings.js';

/**
 * Reading a card (Net Results Soccer, "Offensive rolls", "Defensive rolls",
 * "Keeper Readings"). A split that does not hold reads as P on a position
 * player's card and as a Normal save on a keeper's.
 */

/** 11-67 on the attacker's card; the opposite d10 is the defensive one. */
export function readAttack(card: PlayerCard, value: number, defensiveD10: number): AttackReading {
  return readChart(card.attack, base8Index(value), defensiveD10, 'P');
}

/** 68-88 on the defender's card; the opposite d10 is the offensive one. */
export function readDefence(card: PlayerCard, value: number, offensiveD10: number): DefenceReading {
  return readChart(card.defence, base8Index(value), offensiveD10, 'P');
}

export function isDefensiveReading(value: number): boolean {
  return value >= 68;
}

/**
 * The keeper's On (Sv+) column after GL adjustments. Below 1 is a save and a
 * counter (the document's FAQ); above 100 reads as 100. A split number asks
 * the shooting side's d10, rolled only when needed.
 */
export function readKeeperOn(keeper: KeeperCard, adjusted: number, splitD10: () => number): KeeperOnReading {
  if (adjusted < 1) return 'Counter';
  const index = Math.min(100, adjusted) - 1;
  if (keeper.onColumn.splits[index] === 0) return keeper.onColumn.readings[index]!;
  return readChart(keeper.onColumn, index, splitD10(), 'Normal');
}

export function readKeeperOff(keeper: KeeperCard, value: number): KeeperOffReading {
  return keeper.offColumn.readings[value - 1]!;
}

/** Fld1-5: the foul stands when the fouler's Fls is at least the reading's number. */
export function foulStands(reading: 'Fld1' | 'Fld2' | 'Fld3' | 'Fld4' | 'Fld5', fls: number): boolean {
  return fls >= Number(reading.slice(3));
}

/** PK: the taker's reading with the keeper's adjustment, counted in plain decimal (62 - 10 = 52). */
export function penaltyTarget(pk: number, keeperAdjust: number): number {
  if (pk === 0) return 0;
  return Math.min(88, pk + keeperAdjust);
}
