import type { EventOf } from '../../engine/model/events.js';
import type { LeagueState } from '../../engine/model/types.js';

/** Why an accepted deal was not carried out, in one sentence for its two managers. */
export function lapseSentence(state: LeagueState, event: EventOf<'deal-lapsed'>): string {
  const club = event.clubId ? (state.clubs[event.clubId]?.name ?? 'a club') : 'a club';
  const player = event.playerId ? (state.players[event.playerId]?.name ?? 'a player') : 'a player';
  switch (event.reason) {
    case 'window-closed':
      return 'the deals window had closed; deals between managers open again at the next pre-season.';
    case 'club-gone':
      return `${club} can no longer trade.`;
    case 'player-moved':
      return `${player} no longer played for ${club}: an earlier deal or sale took him first.`;
    case 'player-on-loan':
      return `${player} was on loan at ${club}, and a loaned player cannot be sold or lent on.`;
    case 'cannot-afford':
      return `${club} could not afford the money when the deal fell due.`;
    case 'squad-too-small':
      return `${club} would have been left with fewer than 11 players.`;
    case 'no-goalkeeper':
      return `${club} would have been left without a goalkeeper.`;
    case 'loan-too-long':
      return 'the loan was longer than the matches left in the season.';
    case 'no-immunity-card':
      return `${club} no longer held the Immunity cards the deal gave.`;
  }
}
