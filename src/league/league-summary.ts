import { DEFAULT_DICE_DISPLAY, type DiceDisplay } from '../commentary/dice-display.js';
import type { LeagueRow } from '../db/tables.js';
import type { LeagueSettings, Phase } from '../engine/types.js';
import { calendarStepAt } from './cups/calendar-step.js';
import type { DeadlineSchedule, LeagueSettingsView, LeagueSummary } from './views.js';
import { dealSettingsOf, type DealSettings } from './deals/deal-settings.js';

/** The league's settings column: the engine's rules and the bot's own options. */
export interface StoredSettings {
  rules: LeagueSettings;
  live: boolean;
  /** Deals between managers (absent until a setting is changed: fees shown). */
  deals?: DealSettings;
  /** How match reports show their dice; absent in leagues made before the setting (spoiler). */
  dice?: DiceDisplay;
}

const cupsOf = (row: LeagueRow) => (row.settings as StoredSettings).rules.cups ?? 'off';

export function settingsView(row: LeagueRow): LeagueSettingsView {
  const settings = row.settings as StoredSettings;
  return {
    engine: settings.rules.engine,
    homeAdvantages: settings.rules.homeAdvantages,
    substitutions: settings.rules.substitutions ?? 3,
    cups: settings.rules.cups ?? 'off',
    live: settings.live,
    hideDealFees: dealSettingsOf(settings).hideFees,
    dice: settings.dice ?? DEFAULT_DICE_DISPLAY,
    schedule: row.schedule as DeadlineSchedule,
    advanceWhenReady: row.advance_when_ready,
    reminderOffsetsHours: row.reminder_offsets,
    adminRoleId: row.admin_role_id,
    fortunes: settings.rules.fortunes === true,
    seasons: settings.rules.seasons ?? null,
    difficulty: settings.rules.difficulty ?? 2,
  };
}

export function leagueSummary(row: LeagueRow): LeagueSummary {
  return {
    id: row.id,
    guildId: row.guild_id,
    channelId: row.channel_id,
    name: row.name,
    game: row.game,
    season: row.season,
    week: row.week,
    phase: row.phase as Phase,
    turn: row.turn,
    ...(cupsOf(row) !== 'off' ? { step: calendarStepAt(cupsOf(row), row.season, row.turn) } : {}),
    started: row.started,
    paused: row.paused,
    nextDeadline: row.next_deadline,
    settings: settingsView(row),
    archived: row.archived_at !== null,
  };
}
