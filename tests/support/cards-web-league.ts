import { loadCardsState } from '../../src/db/repositories/cards.repository.js';
import type { LeagueDeps } from '../../src/league/deps.js';
import { joinLeague } from '../../src/league/membership/join-league.js';
import { startSeason } from '../../src/league/membership/start-season.js';
import type { CardsLeague } from '../../src/league/shared/cards-league.js';
import type { LeagueOptions } from '../../src/league/shared/views.js';
import { advanceLeague } from '../../src/league/week/advance.js';
import { makeCardsLeagueIn, weekOf } from '../league/helpers.js';

/** A cards league of three absent managers (posting in `language`), played `steps` steps: keep, the opening auction, then rounds. */
export async function playedCardsWebLeague(
  deps: LeagueDeps,
  steps = 8,
  language?: LeagueOptions['language'],
): Promise<{ slug: string; game: CardsLeague['game'] }> {
  const created = await makeCardsLeagueIn(deps, 3, language);
  for (const userId of ['u-ann', 'u-bob', 'u-cat']) await joinLeague(deps, { leagueId: created.id, userId });
  let league = await startSeason(deps, { leagueId: created.id, actorUserId: 'admin', isAdmin: true });
  for (let step = 0; step < steps; step++) {
    const outcome = await advanceLeague(deps, league.id, weekOf(league));
    if (!outcome.played) throw new Error(`not played: ${outcome.reason}`);
    league = outcome.league;
  }
  const { game } = (await loadCardsState(deps.db, league.id)) as CardsLeague;
  const row = await deps.db.selectFrom('leagues').select('web_slug').where('id', '=', league.id).executeTakeFirstOrThrow();
  return { slug: row.web_slug, game };
}
