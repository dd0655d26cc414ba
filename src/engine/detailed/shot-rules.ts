import { addBase8, nextBase8 } from './base8.js';
import type { KeeperCard, PlayerCard } from './cards.js';
import { HOME_ADVANTAGES } from './home-advantages.js';
import type { ShotAdjustment, Venue } from './special-play-adjustments.js';
import { paritySplitHolds } from './split-readings.js';

/** Net Results Soccer, "Sh?": the defender's stop, the On reading and the GL for one shot. */

export interface ShotSetting {
  venue: Venue;
  homeAdvantages: boolean;
  minute: number;
}

/** A split read for the home side when the home/road optional rule is on, against the road side; else by parity. */
function splitGoesWith(setting: ShotSetting, splitValue: number): boolean {
  if (setting.homeAdvantages && setting.venue !== 'neutral') return setting.venue === 'home';
  return paritySplitHolds(splitValue, setting.minute);
}

/** The defender's D: a d20 of 1 to D stops the shot; D+1 is read by the card's split. */
export function stopsShot(card: PlayerCard, d20: number, setting: ShotSetting): boolean {
  if (d20 <= card.d) return true;
  if (d20 !== card.d + 1) return false;
  if (card.dSplit === 'home-road') return setting.venue === 'home';
  if (card.dSplit === 'parity') return splitGoesWith(setting, d20);
  return false;
}

/** The top of the shooter's On range after the keeper's On adjustment, counted in base 8 (36 + 3 is 41). */
export function onLimit(shooter: PlayerCard, keeper: KeeperCard): number {
  return addBase8(shooter.on, keeper.onAdjust);
}

export function isOnTarget(shooter: PlayerCard, keeper: KeeperCard, value: number, setting: ShotSetting, special: ShotAdjustment | null): boolean {
  if (setting.homeAdvantages) {
    if (setting.venue === 'home' && value === HOME_ADVANTAGES.homeAlwaysOn) return true;
    if (setting.venue === 'road' && value === HOME_ADVANTAGES.roadAlwaysOff) return false;
  }
  if (special?.onFrom != null && value >= special.onFrom) return true;
  const limit = onLimit(shooter, keeper);
  if (value <= limit) return true;
  if (shooter.onSplit && limit > 0 && value === nextBase8(limit)) return splitGoesWith(setting, value);
  return false;
}

/** GL for an on-target shot: the shooter's, the special play's, home advantage, and -30 when he is out on his feet. */
export function shotGl(shooter: PlayerCard, setting: ShotSetting, special: ShotAdjustment | null, tired: boolean): number {
  let gl = shooter.gl + (special?.gl ?? 0);
  if (setting.homeAdvantages && setting.venue !== 'neutral') {
    gl += setting.venue === 'home' ? HOME_ADVANTAGES.homeGl : HOME_ADVANTAGES.roadGl;
  }
  if (tired) gl += ENDURANCE_GL_PENALTY;
  return gl;
}

/** "Endurance": a player left on the pitch past his En has his GL adjusted -30. */
export const ENDURANCE_GL_PENALTY = -30;
