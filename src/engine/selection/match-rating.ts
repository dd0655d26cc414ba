import type { Player, SlotPosition } from '../model/types.js';

/** Rulebook, "Selection": form and position modifiers to a player's ability for one match. */
export const FORM_MODIFIER = { '--': -0.5, '-': 0, '+': 0, '++': 0.5 } as const;
export const OUT_OF_POSITION = -1;
export const MAX_RATING = 10;
/** Youth-team players fill empty places, rated 5. */
export const YOUTH_RATING = 5;

/** Whether he can play the slot without penalty; the 4-2-4 and 3-5-2 wingers need both positions. */
export function playsSlot(player: Pick<Player, 'positions'>, slot: SlotPosition): boolean {
  if (slot === 'CF+SM') return player.positions.includes('CF') && player.positions.includes('SM');
  if (slot === 'SB+SM') return player.positions.includes('SB') && player.positions.includes('SM');
  return player.positions.includes(slot);
}

/** His match ability in a slot: ±0.5 for ++/-- form (never above 10), −1.0 out of position. */
export function matchRating(player: Pick<Player, 'ability' | 'form' | 'positions'>, slot: SlotPosition): number {
  const withForm = Math.min(MAX_RATING, player.ability + FORM_MODIFIER[player.form]);
  return playsSlot(player, slot) ? withForm : withForm + OUT_OF_POSITION;
}

/**
 * How a search ranks a player for a place: by his rating there (half points, so a hundredth per position only breaks
 * ties, for the less versatile), and a goalkeeper after every outfield player in an outfield place (house rule,
 * docs/rules.md "Selection": a keeper plays outfield only when nobody else can).
 */
export function placeKey(player: Pick<Player, 'positions'>, slot: SlotPosition, rating: number): number {
  const keeperOutfield = slot !== 'GK' && player.positions.includes('GK');
  return rating * 100 - player.positions.length - (keeperOutfield ? 100_000 : 0);
}
