import type { LeagueSettings } from '../../engine/model/types.js';
import { InvalidInput } from '../errors.js';
import type { LeagueOptions } from '../shared/views.js';

export const MAX_SEASONS = 50;

/**
 * The game options of /league create as the engine's settings: Fortunes, the
 * game's length and the difficulty. Left out, each is absent, so a league
 * made without them is stored exactly as before.
 */
export function checkGameOptions(options: Pick<LeagueOptions, 'fortunes' | 'seasons' | 'difficulty'>): Partial<LeagueSettings> {
  const { seasons, difficulty } = options;
  if (seasons !== undefined && (!Number.isInteger(seasons) || seasons < 1 || seasons > MAX_SEASONS)) {
    throw new InvalidInput({ key: 'fortunes.board.seasons', params: { max: MAX_SEASONS } });
  }
  if (difficulty !== undefined && ![1, 2, 3, 4].includes(difficulty)) throw new InvalidInput({ key: 'fortunes.board.difficulty' });
  return {
    ...(options.fortunes ? { fortunes: true as const } : {}),
    ...(seasons !== undefined ? { seasons } : {}),
    ...(difficulty !== undefined && difficulty !== 2 ? { difficulty } : {}),
  };
}
