import type { CupStepKind } from '../../engine/model/cups-state.js';
import type { DealTerms } from '../../engine/deals/terms.js';
import type { SeasonPhase } from '../../engine/model/types.js';
import type { Locale } from '../../i18n/locales.js';
import type { WithButtons } from '../shared/post-parts.js';
import type { OfferEnding } from './offer-end-notice.js';

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
  /** The league's language; absent for English. */
  locale?: Locale;
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
  /** The league's language; absent for English. */
  locale?: Locale;
}

/** How an offer's channel notice ends: as its maker is told, or withdrawn by him. */
export type NoticeEnding = OfferEnding | 'cancelled';

/** The notice as it ends: its text, how the offer ended (by whom, when answered), and its buttons disabled. */
export interface OfferNoticeEndedMessage {
  notice: OfferNoticeMessage;
  ending: NoticeEnding;
  /** The club that answered, for an answer. */
  byClubName?: string;
}
