import { randomInt } from 'node:crypto';
import { insertCardsClubs } from '../../../db/repositories/cards.repository.js';
import { saveFortunesGameState } from '../../../db/repositories/fortunes-game.repository.js';
import { json } from '../../../db/json.js';
import { SKILL_LEVELS, type SkillLevel } from '../../../engine/fortunes-game/computer-clubs.js';
import { MAX_MANAGERS, MIN_MANAGERS } from '../../../engine/fortunes-game/deal.js';
import type { LeagueSettings } from '../../../engine/model/types.js';
import { DEFAULT_LOCALE } from '../../../i18n/locales.js';
import type { LeagueDeps } from '../../deps.js';
import { InvalidInput } from '../../errors.js';
import { checkNewLeague, openLeague, type CreateLeagueInput } from '../../membership/open-league.js';
import type { StoredSettings } from '../../shared/league-summary.js';
import type { LeagueSummary } from '../../shared/views.js';
import { fortunesGamePhase, fortunesManagerClubs, newFortunesGameLeague, type FortunesGameCreation } from './fortunes-game-league.js';

export const MAX_FORTUNES_SEASONS = 10;

export interface CreateFortunesGameLeagueInput extends CreateLeagueInput {
  /** The agreed number of seasons: the most game points after the last one wins. */
  seasons: number;
  /** The rulebook's skill level, 1 to 4: how strong the computer's clubs are. */
  skill: SkillLevel;
}

/**
 * A new Football Fortunes game in the channel (shared/seeds/003): 2 to 5 managers' clubs and the computer's to make
 * ten, each manager dealt 13 cards and £200,000, every counter on Start and the first turn's dice already rolled. The
 * seed and options are kept for replays.
 */
export async function createFortunesGameLeague(deps: LeagueDeps, input: CreateFortunesGameLeagueInput): Promise<LeagueSummary> {
  const checked = checkNewLeague(input);
  const { options } = input;
  if (!Number.isInteger(options.humanClubs) || options.humanClubs < MIN_MANAGERS || options.humanClubs > MAX_MANAGERS) {
    throw new InvalidInput({ key: 'fortunes.create.managers', params: { min: MIN_MANAGERS, max: MAX_MANAGERS } });
  }
  if (!Number.isInteger(input.seasons) || input.seasons < 1 || input.seasons > MAX_FORTUNES_SEASONS) {
    throw new InvalidInput({ key: 'fortunes.create.seasons', params: { max: MAX_FORTUNES_SEASONS } });
  }
  if (!SKILL_LEVELS.includes(input.skill)) throw new InvalidInput({ key: 'fortunes.create.skill' });
  if (options.engine === 'detailed' || options.homeAdvantages || options.substitutions === 5) {
    throw new InvalidInput({ key: 'fortunes.create.engine' });
  }
  const seed = options.seed ?? randomInt(-(2 ** 31), 2 ** 31 - 1);
  const creation: FortunesGameCreation = {
    seed,
    managers: fortunesManagerClubs(seed, options.humanClubs),
    seasons: input.seasons,
    skill: input.skill,
  };
  const state = newFortunesGameLeague(creation);
  // The football settings view reads these; the game has no match engine to choose.
  const settings: StoredSettings = {
    rules: { engine: 'classic', homeAdvantages: false } as LeagueSettings,
    live: false,
    // The language of the channel's posts, kept only when it is not English, as a football league keeps it.
    ...(options.language && options.language !== DEFAULT_LOCALE ? { language: options.language } : {}),
  };
  const columns = {
    game: 'fortunes' as const,
    settings: json(settings),
    creation_options: json({
      fortunesGame: creation,
      league: { ...options, schedule: checked.schedule, reminderOffsetsHours: checked.reminders, seasons: input.seasons, skill: input.skill },
    }),
    seed,
    season: state.game.season,
    week: state.game.slot,
    phase: fortunesGamePhase(state.game),
    next_id: state.step,
  };
  return openLeague(deps, input, checked, columns, { name: checked.name, game: 'fortunes', options }, async (trx, id) => {
    await insertCardsClubs(
      trx,
      id,
      state.game.clubs.map((club) => ({ id: club.id, name: club.name, managed: club.managed })),
    );
    await saveFortunesGameState(trx, id, state);
  });
}
