import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { LeagueRow } from '../../db/tables.js';
import { dealImmunity, dealMoves, dealPayment, type DealTerms } from '../../engine/deals/terms.js';
import type { EngineEvent } from '../../engine/events.js';
import type { LeagueState, SeasonPhase } from '../../engine/types.js';
import type { CupStepKind } from '../../engine/cups/cups-state.js';
import { cupStepOf } from '../posts/step-messages.js';
import { dealSettingsOf } from './deal-settings.js';

/** A button under a post: the router sends its custom id back to the command it names. */
export interface OutboxButton {
  customId: string;
  label: string;
  style: 'primary' | 'secondary' | 'success' | 'danger';
  /** Shown but no longer pressable: the post it sits under is settled. */
  disabled?: boolean;
}

/** A post that carries buttons (the outbox poster renders them under its last part). */
export interface WithButtons {
  buttons?: OutboxButton[];
}

/** A manager has an offer: from whom, not its terms, with the buttons to see and answer it. */
export interface OfferNoticeMessage extends WithButtons {
  offerId: string;
  kind: string;
  fromClubName: string;
  /** The offering manager, named (never pinged); absent in notices queued before it was carried. */
  fromUserId?: string;
  toClubName: string;
  toUserId: string;
  /** The offer this one counters: the manager told of it made that one. */
  counterOf?: string;
}

/** One deal carried out, by names. */
export interface DealNewsLine {
  kind: DealTerms['kind'];
  /** The club that offered, and the one that accepted (for a loan: the owner and the borrower). */
  clubs: [string, string];
  moves: { player: string; from: string; to: string }[];
  /** Null when no money moved, or the league hides fees. */
  payment: { payer: string; payee: string; amount: number } | null;
  feesHidden: boolean;
  /** A loan's length in matches; null to the season's end. */
  matches?: number | null;
  /** Football Fortunes' Immunity cards the deal passed, by club names. */
  immunity?: { from: string; to: string; cards: number };
}

export interface DealNewsMessage {
  season: number;
  week: number;
  phase: SeasonPhase;
  /** Set when the deals were carried out at the start of a cup or European round. */
  cupStep?: CupStepKind;
  deals: DealNewsLine[];
}

function newsLine(before: LeagueState, terms: DealTerms, feesHidden: boolean): DealNewsLine {
  const club = (id: string) => before.clubs[id]?.name ?? id;
  const player = (id: string) => before.players[id]?.name ?? id;
  const payment = dealPayment(terms);
  const cards = dealImmunity(terms);
  const clubs: [string, string] =
    terms.kind === 'transfer' ? [club(terms.fromClubId), club(terms.toClubId)] : [club(terms.ownerId), club(terms.borrowerId)];
  return {
    kind: terms.kind,
    clubs,
    moves: dealMoves(terms).map((m) => ({ player: player(m.playerId), from: club(m.from), to: club(m.to) })),
    payment: payment && !feesHidden ? { payer: club(payment.payer), payee: club(payment.payee), amount: payment.amount } : null,
    feesHidden: feesHidden && payment !== null,
    ...(terms.kind === 'loan' ? { matches: terms.matches } : {}),
    ...(cards ? { immunity: { from: club(cards.giver), to: club(cards.receiver), cards: cards.cards } } : {}),
  };
}

/** After a step: the deals it carried out, announced in the league's channel with their terms. */
export function dealNewsPosts(league: LeagueRow, before: LeagueState, events: EngineEvent[]): OutboxInsert[] {
  const done = events.flatMap((e) => (e.type === 'deal-done' ? [e] : []));
  if (done.length === 0) return [];
  const { hideFees } = dealSettingsOf(league.settings);
  const message: DealNewsMessage = {
    season: before.season,
    week: before.week,
    phase: before.phase,
    ...cupStepOf(events),
    deals: done.map((e) => newsLine(before, e.terms, hideFees)),
  };
  return [
    {
      leagueId: league.id,
      channelId: league.channel_id,
      kind: 'deal-news',
      payload: message,
      dedupeKey: `deal-news:${league.id}:${league.turn}`,
    },
  ];
}
