import { json } from '../json.js';
import type { Db } from '../db.js';

export interface AuditEntry {
  leagueId: string | null;
  guildId: string | null;
  actorUserId: string | null;
  action: string;
  detail: unknown;
}

export async function recordAudit(db: Db, entry: AuditEntry, at: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      league_id: entry.leagueId,
      guild_id: entry.guildId,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      detail: json(entry.detail),
      created_at: at,
    })
    .execute();
}

export async function auditOfLeague(db: Db, leagueId: string): Promise<{ action: string; actor_user_id: string | null; detail: unknown }[]> {
  return db.selectFrom('audit_log').select(['action', 'actor_user_id', 'detail']).where('league_id', '=', leagueId).orderBy('id').execute();
}
