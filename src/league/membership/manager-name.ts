import { refreshManagerName, saveManagerName } from '../../db/repositories/manager-names.repository.js';
import type { Db } from '../../db/db.js';
import type { LeagueDeps } from '../deps.js';

/** The name as kept: Discord's, without the spaces around it; none when it is blank. */
function kept(displayName: string | undefined): string | null {
  const trimmed = displayName?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

/** He takes a club: the name his server shows for him is kept for the web page (migration 0035). */
export async function keepManagerName(db: Db, row: { guildId: string; userId: string; displayName?: string }, at: Date): Promise<void> {
  const displayName = kept(row.displayName);
  if (displayName !== null) await saveManagerName(db, { ...row, displayName }, at);
}

/** A member used a command: if he has managed in the server, his kept name follows the one it shows now. */
export async function noteMemberName(deps: LeagueDeps, row: { guildId: string; userId: string; displayName: string }): Promise<void> {
  const displayName = kept(row.displayName);
  if (displayName !== null) await refreshManagerName(deps.db, { ...row, displayName }, deps.clock.now());
}
