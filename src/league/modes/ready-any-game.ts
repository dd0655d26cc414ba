import type { LeagueDeps } from '../deps.js';
import { markCardsReadyIn, type CardsReadyView } from '../modes/cards/cards-ready.js';
import { markFortunesReadyIn, type FortunesReadyView } from '../modes/fortunes-game/fortunes-game-ready.js';
import { requireLeagueGame, resolveLeagueOfAnyGameShared, type LeagueRef } from '../resolve/league-ref.js';
import type { ReadyView } from '../shared/views.js';
import { markReadyIn } from '../schedule/ready.js';

export type AnyGameReadyView =
  { game: 'cards'; view: CardsReadyView } | { game: 'fortunes'; view: FortunesReadyView } | { game: 'football'; view: ReadyView };

/** /ready in a league of any game: the league is read once and the ready recorded the way its game keeps it. */
export async function markReadyInAnyGame(deps: LeagueDeps, input: LeagueRef & { userId: string; ready?: boolean }): Promise<AnyGameReadyView> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await resolveLeagueOfAnyGameShared(trx, input);
    if (league.game === 'cards') return { game: 'cards', view: await markCardsReadyIn(trx, deps, league, input) };
    if (league.game === 'fortunes') return { game: 'fortunes', view: await markFortunesReadyIn(trx, deps, league, input) };
    if ('command' in input) requireLeagueGame(league, input.command, 'football');
    return { game: 'football', view: await markReadyIn(trx, deps, league, input) };
  });
}
