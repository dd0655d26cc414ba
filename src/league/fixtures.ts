import type { DivisionIndex } from '../engine/types.js';
import type { LeagueDeps } from './deps.js';
import type { FixtureView, ResultView } from './views.js';

export interface RoundQuery {
  leagueId: string;
  division?: DivisionIndex;
  /** A round (week); every round of the season when left out. */
  round?: number;
  /** The current season when left out. */
  season?: number;
  /** Only the fixtures or results of this club. */
  clubId?: string;
}

export async function leagueFixtures(_deps: LeagueDeps, _query: RoundQuery): Promise<FixtureView[]> {
  throw new Error('leagueFixtures: not yet');
}

export async function leagueResults(_deps: LeagueDeps, _query: RoundQuery): Promise<ResultView[]> {
  throw new Error('leagueResults: not yet');
}
