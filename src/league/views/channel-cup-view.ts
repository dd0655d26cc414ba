import { fortunesGameRecordView, type FortunesGameRecordView } from '../modes/fortunes-game/fortunes-game-record.js';
import type { CupCompetition } from '../../engine/model/cup-competitions.js';
import { cupViewOf, type CupView } from '../cups/cup-view.js';
import type { LeagueDeps } from '../deps.js';
import { leagueRowByChannel } from '../find-league.js';
import type { Locale } from '../../i18n/locales.js';
import { settingsView } from '../shared/league-summary.js';
import { cardsLeagueViewOf, type CardsLeagueView } from '../modes/cards/cards-views.js';

export type ChannelCupView =
  | { game: 'cards'; view: CardsLeagueView }
  | { game: 'fortunes'; view: FortunesGameRecordView; language: Locale }
  | { game: 'football'; view: CupView; language: Locale };

/**
 * /cup in the channel's league, whatever its game, the league read once: a football league's cups (one competition
 * when asked), the card game's league view (it has one cup, so the competition does not apply), or a Football Fortunes
 * game's record (its F.A. Cup and European cups together).
 */
export async function channelCupView(deps: LeagueDeps, input: { channelId: string; competition?: CupCompetition }): Promise<ChannelCupView> {
  const league = await leagueRowByChannel(deps, input.channelId);
  if (league.game === 'cards') return { game: 'cards', view: await cardsLeagueViewOf(deps, league) };
  if (league.game === 'fortunes') {
    return { game: 'fortunes', view: await fortunesGameRecordView(deps, league), language: settingsView(league).language };
  }
  return { game: 'football', view: await cupViewOf(deps, league, input.competition), language: settingsView(league).language };
}
