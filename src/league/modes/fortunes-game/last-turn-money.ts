import type { Db } from '../../../db/db.js';
import { lastPlayedStep } from '../../../db/repositories/played-steps.repository.js';
import type { GameEvent, MoneyReason } from '../../../engine/fortunes-game/events.js';

/** One reason a manager's cash moved in a turn, and by how much in all (negative: he paid). */
export interface MoneyLine {
  reason: MoneyReason;
  amount: number;
}

/**
 * What the turn last played paid a manager and took from him, by reason, in the order the turn first moved his cash
 * for each. The channel keeps a club's money to itself; /fortune show tells the manager where his own went.
 */
export async function lastTurnMoney(db: Db, leagueId: string, clubId: string): Promise<MoneyLine[]> {
  const step = await lastPlayedStep(db, leagueId);
  return moneyOf((step?.events ?? []) as unknown as GameEvent[], clubId);
}

export function moneyOf(events: readonly GameEvent[], clubId: string): MoneyLine[] {
  const lines = new Map<MoneyReason, number>();
  for (const e of events) if (e.type === 'money' && e.clubId === clubId) lines.set(e.reason, (lines.get(e.reason) ?? 0) + e.amount);
  return [...lines].filter(([, amount]) => amount !== 0).map(([reason, amount]) => ({ reason, amount }));
}
