import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import { recordAudit } from '../../db/repositories/audit.repository.js';
import { ensureGuild, findLeague, findLeagueByChannel, insertLeague } from '../../db/repositories/league.repository.js';
import { json } from '../../db/json.js';
import type { Database, LeaguesTable } from '../../db/tables.js';
import type { LeagueDeps } from '../deps.js';
import { Conflict, InvalidInput, NotAdmin } from '../errors.js';
import { checkReminderOffsets, checkSchedule } from '../shared/input-checks.js';
import { leagueSummary } from '../shared/league-summary.js';
import type { LeagueOptions, LeagueSummary } from '../shared/views.js';

export interface CreateLeagueInput {
  guildId: string;
  channelId: string;
  name: string;
  /** Who creates it (kept in the audit log). */
  actorUserId: string;
  /** Derived by the Discord layer from the member's permissions; never from a command option. */
  isAdmin: boolean;
  options: LeagueOptions;
}

/** What every game checks of a new league: an admin creates it, its name, its deadlines and reminders. */
export function checkNewLeague(input: CreateLeagueInput) {
  if (!input.isAdmin) throw new NotAdmin({ key: 'refusal.league.adminCreates' });
  const name = input.name.trim();
  if (!name || name.length > 100) throw new InvalidInput({ key: 'admin.settings.name' });
  return { name, schedule: checkSchedule(input.options.schedule), reminders: checkReminderOffsets(input.options.reminderOffsetsHours) };
}

/** The columns a game decides for its new league; the rest are the channel's, the creator's and the schedule's. */
export type GameColumns = Pick<Insertable<LeaguesTable>, 'settings' | 'creation_options' | 'seed' | 'season' | 'week' | 'phase' | 'next_id'> &
  Partial<Pick<Insertable<LeaguesTable>, 'game' | 'dice_version'>>;

/**
 * Opens the league row in one transaction (a channel holds one league being played; a finished, archived one leaves it
 * free), lets the game write its own state, records the creation, and returns the league.
 */
export async function openLeague(
  deps: LeagueDeps,
  input: CreateLeagueInput,
  checked: ReturnType<typeof checkNewLeague>,
  columns: GameColumns,
  audit: Record<string, unknown>,
  writeGame: (trx: Transaction<Database>, leagueId: string, now: Date) => Promise<void>,
): Promise<LeagueSummary> {
  const id = randomUUID();
  const now = deps.clock.now();
  const { options } = input;
  return deps.db.transaction().execute(async (trx) => {
    if ((await findLeagueByChannel(trx, input.channelId))?.archived_at === null) {
      throw new Conflict('channel-taken', { key: 'reply.league.channelTaken' });
    }
    await ensureGuild(trx, input.guildId);
    await insertLeague(trx, {
      ...columns,
      id,
      guild_id: input.guildId,
      channel_id: input.channelId,
      name: checked.name,
      schedule: json(checked.schedule),
      advance_when_ready: options.advanceWhenReady ?? true,
      reminder_offsets: json(checked.reminders),
      admin_role_id: options.adminRoleId ?? null,
      created_by: input.actorUserId,
      created_at: now,
      updated_at: now,
    });
    await writeGame(trx, id, now);
    await recordAudit(trx, { leagueId: id, guildId: input.guildId, actorUserId: input.actorUserId, action: 'create-league', detail: audit }, now);
    return leagueSummary((await findLeague(trx, id))!);
  });
}
