import { randomInt } from 'node:crypto';
import { insertCardsClubs, saveCardsState } from '../../../db/repositories/cards.repository.js';
import { json } from '../../../db/json.js';
import { MAX_MANAGERS, MIN_MANAGERS } from '../../../engine/cards/sizes.js';
import { DEFAULT_LOCALE } from '../../../i18n/locales.js';
import { CARDS_BALANCES, DEFAULT_CARDS_BALANCE, isCardsBalance, type CardsBalance } from '../../../engine/cards/balance.js';
import type { LeagueSettings } from '../../../engine/model/types.js';
import type { CreateLeagueInput } from '../../membership/open-league.js';
import type { LeagueDeps } from '../../deps.js';
import { InvalidInput } from '../../errors.js';
import { checkNewLeague, openLeague } from '../../membership/open-league.js';
import type { StoredSettings } from '../../shared/league-summary.js';
import type { LeagueSummary } from '../../shared/views.js';
import { cardsClubs, newCardsLeague, type CardsCreation } from '../../shared/cards-league.js';

export const MAX_CARDS_SEASONS = 20;

export interface CreateCardsLeagueInput extends CreateLeagueInput {
  /** The agreed number of seasons: the most trophy points after the last one wins. */
  seasons: number;
  /** The match's balance option, locked at creation (docs/cards.md, "Balance"); the article's rules unless given. */
  balance?: CardsBalance;
}

/**
 * A new cards league in the channel (shared/seeds/002): 2 to 6 managers' clubs, padded with dummies, and the
 * deal already made, waiting for each manager to choose what to keep. The seed and options are kept for replays.
 */
export async function createCardsLeague(deps: LeagueDeps, input: CreateCardsLeagueInput): Promise<LeagueSummary> {
  const checked = checkNewLeague(input);
  const { options } = input;
  if (!Number.isInteger(options.humanClubs) || options.humanClubs < MIN_MANAGERS || options.humanClubs > MAX_MANAGERS) {
    throw new InvalidInput({ key: 'refusal.cards.managers', params: { least: MIN_MANAGERS, most: MAX_MANAGERS } });
  }
  if (!Number.isInteger(input.seasons) || input.seasons < 1 || input.seasons > MAX_CARDS_SEASONS) {
    throw new InvalidInput({ key: 'refusal.cards.seasons', params: { most: MAX_CARDS_SEASONS } });
  }
  if (input.balance !== undefined && !isCardsBalance(input.balance)) {
    throw new InvalidInput({ key: 'refusal.cards.balance', params: { balances: CARDS_BALANCES.join(', ') } });
  }
  if (options.engine === 'detailed' || options.homeAdvantages || options.substitutions === 5) {
    throw new InvalidInput({ key: 'refusal.cards.footballOptions' });
  }
  const clubs = cardsClubs(options.humanClubs);
  const creation: CardsCreation = {
    seed: options.seed ?? randomInt(-(2 ** 31), 2 ** 31 - 1),
    managerClubIds: clubs.filter((c) => c.managed).map((c) => c.id),
    seasons: input.seasons,
    ...(input.balance !== undefined && input.balance !== DEFAULT_CARDS_BALANCE ? { balance: input.balance } : {}),
  };
  const state = newCardsLeague(creation);
  // The football settings view reads these; a cards league has no match engine to choose.
  const settings: StoredSettings = {
    rules: { engine: 'classic', homeAdvantages: false } as LeagueSettings,
    live: false,
    ...(options.language && options.language !== DEFAULT_LOCALE ? { language: options.language } : {}),
  };
  const columns = {
    game: 'cards' as const,
    settings: json(settings),
    creation_options: json({
      cards: creation,
      league: { ...options, schedule: checked.schedule, reminderOffsetsHours: checked.reminders, seasons: input.seasons },
    }),
    seed: creation.seed,
    season: state.game.season,
    week: state.game.nextSlot,
    phase: state.game.phase,
    next_id: state.step,
  };
  return openLeague(deps, input, checked, columns, { name: checked.name, game: 'cards', options }, async (trx, id) => {
    await insertCardsClubs(trx, id, clubs);
    await saveCardsState(trx, id, state);
  });
}
