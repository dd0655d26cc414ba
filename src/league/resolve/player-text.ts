import type { LeagueState, Player } from '../../engine/model/types.js';
import { InvalidInput } from '../errors.js';

/**
 * own: the caller's squad; market: the transfer list; league: every player in the league; trade: the other side of a
 * deal (the club the offer is made to once chosen, else every other club that trades); loan: the caller's squad and
 * the other side's (a loan lends his player or borrows theirs).
 */
export type PlayerScope = 'own' | 'market' | 'league' | 'trade' | 'loan';

function inScope(state: LeagueState, player: Player, scope: PlayerScope, clubId: string | null): boolean {
  if (scope === 'own') return player.clubId === clubId;
  if (scope === 'market') return state.market.some((l) => l.playerId === player.id);
  return true;
}

/**
 * A player option holds an id when picked from autocomplete, or a name when
 * typed. An id is taken as it is; a typed name that matches exactly one
 * player in scope (case aside, trimmed) becomes his id; two players under the
 * name are refused. Anything else goes on as it is, and the use case says
 * there is no such player.
 */
export function playerIdFromText(state: LeagueState, text: string, scope: PlayerScope, clubId: string | null): string {
  if (state.players[text]) return text;
  const typed = text.trim().toLowerCase();
  const matches = Object.values(state.players).filter((p) => p.name.toLowerCase() === typed && inScope(state, p, scope, clubId));
  if (matches.length > 1) throw new InvalidInput({ key: 'reply.playersSameName', params: { count: matches.length, name: matches[0]!.name } });
  return matches.length === 1 ? matches[0]!.id : text;
}
