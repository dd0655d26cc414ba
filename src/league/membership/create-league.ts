import { randomInt, randomUUID } from 'node:crypto';
import { recordAudit } from '../../db/repositories/audit.repository.js';
import { ensureGuild, findLeague, findLeagueByChannel, insertLeague } from '../../db/repositories/league.repository.js';
import { insertLedger } from '../../db/repositories/ledger.repository.js';
import { emptySnapshot, saveState } from '../../db/repositories/league-state.repository.js';
import { json } from '../../db/json.js';
import { newLeagueState as newLeague, type NewLeagueOptions } from '../../engine/setup/new-league.js';
import type { LeagueDeps } from '../deps.js';
import { Conflict, InvalidInput, NotAdmin } from '../errors.js';
import { checkReminderOffsets, checkSchedule } from '../schedule/input-checks.js';
import { checkGameOptions } from '../fortunes/game-options.js';
import { leagueSummary, type StoredSettings } from '../views/league-summary.js';
import { ledgerRows } from '../week/money-events.js';
import type { LeagueOptions, LeagueSummary } from '../views/views.js';

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

/**
 * A new league in the channel, in the pre-season of season one. The seed and
 * the options it was made from are kept, so the league can be replayed.
 */
export async function createLeague(deps: LeagueDeps, input: CreateLeagueInput): Promise<LeagueSummary> {
  if (!input.isAdmin) throw new NotAdmin('Only a server admin can create a league.');
  const name = input.name.trim();
  if (!name || name.length > 100) throw new InvalidInput('A league name is 1 to 100 characters.');
  const { options } = input;
  if (!Number.isInteger(options.humanClubs) || options.humanClubs < 1 || options.humanClubs > 8) {
    throw new InvalidInput('A league has 1 to 8 clubs for managers.');
  }
  if (options.engine !== 'detailed' && (options.homeAdvantages || options.substitutions === 5)) {
    throw new InvalidInput('Home advantages and five substitutions belong to the detailed engine: choose engine Detailed, or leave them out.');
  }
  const gameOptions = checkGameOptions(options);
  const schedule = checkSchedule(options.schedule);
  const reminders = checkReminderOffsets(options.reminderOffsetsHours);
  const engineOptions: NewLeagueOptions = {
    seed: options.seed ?? randomInt(-(2 ** 31), 2 ** 31 - 1),
    humanClubs: options.humanClubs,
    settings: {
      engine: options.engine ?? 'classic',
      homeAdvantages: options.homeAdvantages ?? false,
      ...(options.substitutions === 5 ? { substitutions: 5 as const } : {}),
      ...gameOptions,
      // Without cups the league is exactly what it was before the option.
      ...(options.cups && options.cups !== 'off' ? { cups: options.cups } : {}),
    },
    ...(options.clubNames ? { clubNames: options.clubNames } : {}),
  };
  const { state, events } = newLeague(engineOptions);
  const settings: StoredSettings = { rules: state.settings, live: options.live ?? false };
  const id = randomUUID();
  const now = deps.clock.now();

  return deps.db.transaction().execute(async (trx) => {
    if ((await findLeagueByChannel(trx, input.channelId))?.archived_at === null) {
      throw new Conflict('channel-taken', 'This channel already has a league. Create the new one in another channel.');
    }
    await ensureGuild(trx, input.guildId);
    await insertLeague(trx, {
      id,
      guild_id: input.guildId,
      channel_id: input.channelId,
      name,
      settings: json(settings),
      creation_options: json({ engine: engineOptions, league: { ...options, schedule, reminderOffsetsHours: reminders } }),
      seed: state.seed,
      dice_version: state.diceVersion,
      season: state.season,
      week: state.week,
      phase: state.phase,
      next_id: state.nextId,
      schedule: json(schedule),
      advance_when_ready: options.advanceWhenReady ?? true,
      reminder_offsets: json(reminders),
      admin_role_id: options.adminRoleId ?? null,
      created_by: input.actorUserId,
      created_at: now,
      updated_at: now,
    });
    await saveState(trx, id, emptySnapshot(), state);
    await insertLedger(trx, id, ledgerRows(events, state.season, state.week), now);
    await recordAudit(
      trx,
      { leagueId: id, guildId: input.guildId, actorUserId: input.actorUserId, action: 'create-league', detail: { name, options } },
      now,
    );
    return leagueSummary((await findLeague(trx, id))!);
  });
}
