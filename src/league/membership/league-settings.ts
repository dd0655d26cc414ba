import type { DiceDisplay } from '../../commentary/dice-display.js';
import type { Locale } from '../../i18n/locales.js';
import { remindersAlreadyPassed } from '../schedule/due.js';
import type { Updateable } from 'kysely';
import { recordAudit } from '../../db/repositories/audit.repository.js';
import { updateLeagueRow } from '../../db/repositories/league.repository.js';
import type { LeagueRow, LeaguesTable } from '../../db/tables.js';
import { json } from '../../db/json.js';
import { footballCreation, parseStoredSettings } from '../../db/league-columns.js';
import { nextDeadline } from '../shared/deadline.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput } from '../errors.js';
import { adminLeague, type AdminInput } from './admin-league.js';
import { checkReminderOffsets, checkSchedule } from '../shared/input-checks.js';
import { leagueSummary } from '../shared/league-summary.js';
import type { DeadlineSchedule, LeagueSummary } from '../shared/views.js';
import type { CupsOption } from '../../engine/model/cup-competitions.js';

export interface SettingsChanges {
  schedule?: DeadlineSchedule;
  advanceWhenReady?: boolean;
  reminderOffsetsHours?: number[];
  live?: boolean;
  dice?: DiceDisplay;
  adminRoleId?: string | null;
  name?: string;
  /** Deals between managers are announced without their money. */
  hideDealFees?: boolean;
  /** Show the league's public web page (off: its address answers 404). */
  web?: boolean;
  /** Only before the season starts. */
  cups?: CupsOption;
  /** The language of the league's channel posts. */
  language?: Locale;
}

/** Runs an admin change on the locked league row and records who made it; the league as changed is returned. */
async function adminChange(
  deps: LeagueDeps,
  input: AdminInput,
  action: string,
  detail: unknown,
  change: (league: LeagueRow, now: Date) => Updateable<LeaguesTable>,
): Promise<LeagueSummary> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await adminLeague(trx, input);
    const now = deps.clock.now();
    const changed = await updateLeagueRow(trx, league.id, { ...change(league, now), updated_at: now });
    await recordAudit(trx, { leagueId: league.id, guildId: league.guild_id, actorUserId: input.actorUserId, action, detail }, now);
    return leagueSummary(changed);
  });
}

/** No week is played while paused; reminders stop too. */
export async function pauseLeague(deps: LeagueDeps, input: AdminInput): Promise<LeagueSummary> {
  return adminChange(deps, input, 'pause', {}, () => ({ paused: true }));
}

/** Play resumes; a deadline that passed while paused moves to the schedule's next one. */
export async function resumeLeague(deps: LeagueDeps, input: AdminInput): Promise<LeagueSummary> {
  return adminChange(deps, input, 'resume', {}, (league, now) => ({
    paused: false,
    ...(league.started && (!league.next_deadline || league.next_deadline <= now)
      ? deadlinePatch(nextDeadline(league.schedule, now), league.reminder_offsets, now)
      : {}),
  }));
}

export async function updateSettings(deps: LeagueDeps, input: AdminInput & { changes: SettingsChanges }): Promise<LeagueSummary> {
  const { changes } = input;
  return adminChange(deps, input, 'settings', changes, (league, now) => {
    // Checked once the caller is known to be an admin: a member who is not is told so whatever he typed.
    const schedule = changes.schedule ? checkSchedule(changes.schedule) : undefined;
    const reminders = changes.reminderOffsetsHours ? checkReminderOffsets(changes.reminderOffsetsHours) : undefined;
    const name = changes.name?.trim();
    if (name !== undefined && (!name || name.length > 100)) throw new InvalidInput({ key: 'admin.settings.name' });
    const patch: Updateable<LeaguesTable> = changes.cups !== undefined ? cupsPatch(league, changes.cups) : {};
    if (name) patch.name = name;
    if (schedule) {
      patch.schedule = json(schedule);
      if (league.started) Object.assign(patch, deadlinePatch(nextDeadline(schedule, now), reminders ?? league.reminder_offsets, now));
    }
    if (changes.advanceWhenReady !== undefined) patch.advance_when_ready = changes.advanceWhenReady;
    if (reminders) patch.reminder_offsets = json(reminders);
    if (changes.adminRoleId !== undefined) patch.admin_role_id = changes.adminRoleId;
    if (changes.web !== undefined) patch.web_page = changes.web;
    if (changes.live !== undefined || changes.dice !== undefined || changes.hideDealFees !== undefined || changes.language !== undefined) {
      const settings = patch.settings ? parseStoredSettings(patch.settings) : league.settings;
      patch.settings = json({
        ...settings,
        ...(changes.live !== undefined ? { live: changes.live } : {}),
        ...(changes.dice ? { dice: changes.dice } : {}),
        ...(changes.language ? { language: changes.language } : {}),
        ...(changes.hideDealFees !== undefined ? { deals: { ...settings.deals, hideFees: changes.hideDealFees } } : {}),
      });
    }
    return patch;
  });
}

/**
 * The cups option changed before the season starts: in the rules the league plays by and in the options a replay
 * starts from; the kept state is stale, so its version moves on.
 */
function cupsPatch(league: LeagueRow, cups: CupsOption): Updateable<LeaguesTable> {
  if (league.started) throw new InvalidInput({ key: 'admin.settings.cupsSettled' });
  if (league.game !== 'football') throw new InvalidInput({ key: 'admin.settings.cupsFootball' });
  const { settings } = league;
  const creation = footballCreation(league.creation_options);
  const rules = withCups(settings.rules, cups);
  const engineSettings = withCups(creation.engine.settings ?? {}, cups);
  return {
    settings: json({ ...settings, rules }),
    creation_options: json({ ...creation, engine: { ...creation.engine, settings: engineSettings } }),
    state_version: league.state_version + 1,
  };
}

/** Settings with the cups option: off is no key at all, as in a league made without cups. */
function withCups<T extends { cups?: CupsOption }>(settings: T, cups: CupsOption): T {
  const { cups: _old, ...rest } = settings;
  return (cups === 'off' ? rest : { ...rest, cups }) as T;
}

function deadlinePatch(deadline: Date, reminderOffsets: number[], now: Date): Updateable<LeaguesTable> {
  return { next_deadline: deadline, reminders_sent: remindersAlreadyPassed(reminderOffsets, deadline, now) };
}
