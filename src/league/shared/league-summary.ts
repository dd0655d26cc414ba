import { DEFAULT_DICE_DISPLAY } from '../../commentary/dice-display.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.js';
import type { LeagueRow } from '../../db/tables.js';
import { cardsCreation, fortunesGameCreation } from '../../db/league-columns.js';
import { BALANCE_FIGURES } from '../../engine/cards/balance-figures.js';
import { BALANCE_NAMES, CARDS_BALANCES, DEFAULT_CARDS_BALANCE, type CardsBalance } from '../../engine/cards/balance.js';
import { calendarStepAt } from './calendar-step.js';
import type { CardsSettingsView, LeagueSettingsView, LeagueSummary } from './views.js';

export type { StoredSettings } from '../../db/league-columns.js';
import { dealSettingsOf } from './deal-settings.js';
import { cupSize, leagueSize } from '../../engine/cards/sizes.js';

function cardsSettings(row: LeagueRow): CardsSettingsView {
  const { managerClubIds, seasons } = cardsCreation(row.creation_options);
  const managers = managerClubIds.length;
  return { managers, leagueClubs: leagueSize(managers), cupClubs: cupSize(managers), seasons };
}

const cupsOf = (row: LeagueRow) => row.settings.rules.cups ?? 'off';

function cardsBalanceView(option: CardsBalance): NonNullable<LeagueSettingsView['cardsBalance']> {
  return {
    option,
    description: BALANCE_NAMES[option],
    table: CARDS_BALANCES.map((each) => ({ option: each, ...BALANCE_FIGURES[each] })),
  };
}

/** A post's language, as its payload keeps it: nothing for English, so the posts of an English league read as before. */
export function postLocale(row: LeagueRow): { locale?: Locale } {
  const { language } = settingsView(row);
  return language === DEFAULT_LOCALE ? {} : { locale: language };
}

/** The language the league speaks in its channel: English for a league made before the setting. */
export function leagueLanguage(row: LeagueRow): Locale {
  return row.settings.language ?? DEFAULT_LOCALE;
}

export function settingsView(row: LeagueRow): LeagueSettingsView {
  const { settings } = row;
  return {
    engine: settings.rules.engine,
    homeAdvantages: settings.rules.homeAdvantages,
    substitutions: settings.rules.substitutions ?? 3,
    cups: settings.rules.cups ?? 'off',
    live: settings.live,
    hideDealFees: dealSettingsOf(settings).hideFees,
    dice: settings.dice ?? DEFAULT_DICE_DISPLAY,
    language: settings.language ?? DEFAULT_LOCALE,
    schedule: row.schedule,
    advanceWhenReady: row.advance_when_ready,
    reminderOffsetsHours: row.reminder_offsets,
    adminRoleId: row.admin_role_id,
    fortunes: settings.rules.fortunes === true,
    seasons: settings.rules.seasons ?? null,
    difficulty: settings.rules.difficulty ?? 2,
    ...(row.game === 'cards'
      ? { cards: cardsSettings(row), cardsBalance: cardsBalanceView(cardsCreation(row.creation_options).balance ?? DEFAULT_CARDS_BALANCE) }
      : {}),
    ...(row.game === 'fortunes' ? { fortunesGame: fortunesGameSettings(row) } : {}),
  };
}

function fortunesGameSettings(row: LeagueRow): NonNullable<LeagueSettingsView['fortunesGame']> {
  const creation = fortunesGameCreation(row.creation_options);
  return { managers: creation.managers.length, seasons: creation.seasons, skill: creation.skill };
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
    phase: row.phase,
    turn: row.turn,
    ...(cupsOf(row) !== 'off' ? { step: calendarStepAt(cupsOf(row), row.season, row.turn) } : {}),
    started: row.started,
    paused: row.paused,
    nextDeadline: row.next_deadline,
    settings: settingsView(row),
    archived: row.archived_at !== null,
  };
}
