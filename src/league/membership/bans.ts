import type { Transaction } from 'kysely';
import { recordAudit } from '../../db/repositories/audit.repository.js';
import { addBan, removeBan } from '../../db/repositories/ban.repository.js';
import type { Database, LeagueRow } from '../../db/tables.js';
import type { LeagueDeps } from '../deps.js';
import type { Locale } from '../../i18n/locales.js';
import { NotFound } from '../errors.js';
import { leagueLanguage } from '../shared/league-summary.js';
import { adminLeague, type AdminInput } from './admin-league.js';

export type BanInput = AdminInput & {
  /** The member banned or unbanned. */
  userId: string;
};

/** An admin bans a member who manages no club here (a manager is banned as he is kicked: handToAi with ban). */
export async function banMember(deps: LeagueDeps, input: BanInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => banIn(trx, deps, await adminLeague(trx, input), input));
}

/** Bans the member from the locked league and records who did. */
export async function banIn(trx: Transaction<Database>, deps: LeagueDeps, league: LeagueRow, input: BanInput): Promise<void> {
  await addBan(trx, { leagueId: league.id, userId: input.userId, by: input.actorUserId, at: deps.clock.now() });
  await recordAudit(
    trx,
    { leagueId: league.id, guildId: league.guild_id, actorUserId: input.actorUserId, action: 'ban', detail: { userId: input.userId } },
    deps.clock.now(),
  );
}

/** An admin lifts a ban: the member may /league join again. The league's language is returned, for the channel's answer. */
export async function unbanMember(deps: LeagueDeps, input: BanInput): Promise<{ language: Locale }> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await adminLeague(trx, input);
    if (!(await removeBan(trx, league.id, input.userId))) throw new NotFound('ban', { key: 'admin.unban.notBanned' });
    await recordAudit(
      trx,
      { leagueId: league.id, guildId: league.guild_id, actorUserId: input.actorUserId, action: 'unban', detail: { userId: input.userId } },
      deps.clock.now(),
    );
    return { language: leagueLanguage(league) };
  });
}
