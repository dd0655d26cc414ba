import { randomInt } from 'node:crypto';
import { insertLedger } from '../../db/repositories/ledger.repository.js';
import { emptySnapshot, saveState } from '../../db/repositories/league-state.repository.js';
import { json } from '../../db/json.js';
import { newLeagueState as newLeague, type NewLeagueOptions } from '../../engine/new-league.js';
import { DEFAULT_LOCALE } from '../../i18n/locales.js';
import type { LeagueDeps } from '../deps.js';
import { InvalidInput } from '../errors.js';
import { checkGameOptions } from '../fortunes/game-options.js';
import type { StoredSettings } from '../shared/league-summary.js';
import { ledgerRows } from '../shared/money-events.js';
import type { LeagueSummary } from '../shared/views.js';
import { checkNewLeague, openLeague, type CreateLeagueInput } from './open-league.js';

/**
 * A new league in the channel, in the pre-season of season one. The seed and
 * the options it was made from are kept, so the league can be replayed.
 */
export async function createLeague(deps: LeagueDeps, input: CreateLeagueInput): Promise<LeagueSummary> {
  const checked = checkNewLeague(input);
  const { options } = input;
  if (!Number.isInteger(options.humanClubs) || options.humanClubs < 1 || options.humanClubs > 8) {
    throw new InvalidInput({ key: 'admin.create.humans' });
  }
  if (options.engine !== 'detailed' && (options.homeAdvantages || options.substitutions === 5)) {
    throw new InvalidInput({ key: 'admin.create.detailedOnly' });
  }
  const gameOptions = checkGameOptions(options);
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
  const settings: StoredSettings = {
    rules: state.settings,
    live: options.live ?? false,
    ...(options.language && options.language !== DEFAULT_LOCALE ? { language: options.language } : {}),
  };
  const columns = {
    settings: json(settings),
    creation_options: json({
      engine: engineOptions,
      league: { ...options, schedule: checked.schedule, reminderOffsetsHours: checked.reminders },
    }),
    seed: state.seed,
    dice_version: state.diceVersion,
    season: state.season,
    week: state.week,
    phase: state.phase,
    next_id: state.nextId,
  };
  return openLeague(deps, input, checked, columns, { name: checked.name, options }, async (trx, id, now) => {
    await saveState(trx, id, emptySnapshot(), state);
    await insertLedger(trx, id, ledgerRows(events, state.season, state.week), now);
  });
}
