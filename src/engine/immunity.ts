import type { FortuneEvent } from './model/fortune-events.js';
import type { FortunesState } from './model/fortunes-state.js';

export function immunityHeld(fortunes: FortunesState, clubId: string): number {
  return fortunes.immunity.held[clubId] ?? 0;
}

/** Rulebook (003), Selection Problems: the banker issues a card when told to, while he has one. */
export function issueImmunity(fortunes: FortunesState, clubId: string, events: FortuneEvent[]): boolean {
  if (fortunes.immunity.bank === 0) return false;
  fortunes.immunity.bank -= 1;
  fortunes.immunity.held[clubId] = immunityHeld(fortunes, clubId) + 1;
  events.push({ type: 'immunity-issued', clubId, bankLeft: fortunes.immunity.bank });
  return true;
}

/** Rulebook (003), "Immunity cards": used once, then returned to the bank at once. */
export function useImmunity(fortunes: FortunesState, clubId: string, events: FortuneEvent[]): boolean {
  if (!takeCard(fortunes, clubId)) return false;
  fortunes.immunity.bank += 1;
  events.push({ type: 'immunity-used', clubId, bankLeft: fortunes.immunity.bank });
  return true;
}

/** Rulebook (003), "Immunity cards": a card may be sold to another manager; the price is the deal's business. */
export function passImmunity(fortunes: FortunesState, fromClubId: string, toClubId: string, events: FortuneEvent[]): boolean {
  if (fromClubId === toClubId || !takeCard(fortunes, fromClubId)) return false;
  fortunes.immunity.held[toClubId] = immunityHeld(fortunes, toClubId) + 1;
  events.push({ type: 'immunity-passed', fromClubId, toClubId });
  return true;
}

function takeCard(fortunes: FortunesState, clubId: string): boolean {
  const held = immunityHeld(fortunes, clubId);
  if (held === 0) return false;
  if (held === 1) delete fortunes.immunity.held[clubId];
  else fortunes.immunity.held[clubId] = held - 1;
  return true;
}
