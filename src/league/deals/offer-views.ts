import type { OfferRow } from '../../db/tables.js';
import type { DealTerms } from '../../engine/deals/terms.js';
import { transferValue } from '../../engine/transfers/transfer-values.js';
import type { LeagueState, Position } from '../../engine/model/types.js';
import type { OfferStatus } from './offer-lifecycle.js';

/** A player in an offer: who he is, and what he is worth to the clubs weighing the deal (absent once he is gone). */
export interface PlayerRef {
  id: string;
  name: string;
  about?: { positions: Position[]; ability: number; age: number; value: number };
}

export type TermsView =
  | {
      kind: 'transfer';
      give: PlayerRef[];
      get: PlayerRef[];
      money: number;
      /** Immunity cards the offering club gives; negative when it gets them. */ immunity: number;
    }
  | {
      kind: 'loan';
      player: PlayerRef;
      ownerName: string;
      borrowerName: string;
      fee: number;
      matches: number | null;
      /** Football Fortunes lends for turns of the board, not matches. */
      per?: 'turn';
    }
  /** A cards trade: the offering manager's cards, the other's, and money in pence either way. */
  | { kind: 'cards'; give: string[]; get: string[]; payPence: number; receivePence: number };

/** An offer as a manager sees it: the clubs by name, the terms with the players, and where it stands. */
export interface OfferView {
  id: string;
  status: OfferStatus;
  fromClub: { id: string; name: string };
  toClub: { id: string; name: string };
  fromUserId: string;
  toUserId: string | null;
  terms: TermsView;
  /** The turn after which an open offer expires. */
  expiresTurn: number;
  note: string | null;
}

export function termsView(state: LeagueState, terms: DealTerms): TermsView {
  const player = (id: string): PlayerRef => {
    const found = state.players[id];
    if (!found) return { id, name: id };
    return { id, name: found.name, about: { positions: found.positions, ability: found.ability, age: found.age, value: transferValue(found) } };
  };
  if (terms.kind === 'transfer') {
    return { kind: 'transfer', give: terms.give.map(player), get: terms.get.map(player), money: terms.money, immunity: terms.immunity ?? 0 };
  }
  return {
    kind: 'loan',
    player: player(terms.playerId),
    ownerName: state.clubs[terms.ownerId]?.name ?? terms.ownerId,
    borrowerName: state.clubs[terms.borrowerId]?.name ?? terms.borrowerId,
    fee: terms.fee,
    matches: terms.matches,
  };
}

/** An offer's row as its managers read it, with its clubs named by `names` and its terms as the game reads them. */
export function offerRowView(row: OfferRow, names: (clubId: string) => string | undefined, terms: TermsView): OfferView {
  const club = (id: string) => ({ id, name: names(id) ?? id });
  return {
    id: String(row.id),
    status: row.status as OfferStatus,
    fromClub: club(row.from_club_id),
    toClub: club(row.to_club_id),
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    terms,
    expiresTurn: row.expires_turn,
    note: row.note,
  };
}

export function offerView(state: LeagueState, row: OfferRow): OfferView {
  return offerRowView(row, (id) => state.clubs[id]?.name, termsView(state, row.terms as DealTerms));
}
