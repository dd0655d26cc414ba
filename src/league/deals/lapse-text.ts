import type { EventOf } from '../../engine/model/events.js';
import type { LeagueState } from '../../engine/model/types.js';
import type { CatalogueText } from '../../i18n/translate.js';

/** Why an accepted deal was not carried out, as the sentence its two managers read in their own language. */
export function lapseText(state: LeagueState, event: EventOf<'deal-lapsed'>): CatalogueText {
  const club = (event.clubId && state.clubs[event.clubId]?.name) || 'none';
  const player = (event.playerId && state.players[event.playerId]?.name) || 'none';
  return { key: `deal.lapse.${event.reason}`, params: { club, player } };
}
