import type { EngineEvent } from '../engine/events.js';
import type { DivisionIndex, Phase, SeasonHistory } from '../engine/types.js';
import type { DivisionTableView, ListingView } from './views.js';
import type { DealNewsMessage, OfferNoticeMessage } from './deals/deal-messages.js';

export type { DealNewsLine, DealNewsMessage, OfferNoticeMessage, OutboxButton, WithButtons } from './deals/deal-messages.js';

/**
 * What a played week leaves to post: domain payloads, not Discord JSON.
 * The Discord layer renders each kind into embeds.
 */
export interface ClubRef {
  id: string;
  name: string;
  managerUserId: string | null;
}

/** The names a post's events refer to by id, taken when it is queued. */
export interface PostNames {
  players: Record<string, string>;
  clubs: Record<string, string>;
}

export interface MatchMessage {
  season: number;
  week: number;
  division: DivisionIndex;
  round: number;
  home: ClubRef;
  away: ClubRef;
  homeGoals: number;
  awayGoals: number;
  events: EngineEvent[];
  names: PostNames;
  /** The league shows matches live: one message edited minute by minute. */
  live: boolean;
}

export interface WeekSummaryMessage {
  leagueName: string;
  season: number;
  week: number;
  phase: Phase;
  results: { division: DivisionIndex; home: ClubRef; away: ClubRef; homeGoals: number; awayGoals: number }[];
  /** Step events that are neither match nor transfer news (money, training, form...), for a digest. */
  events: EngineEvent[];
  names: PostNames;
  nextDeadline: string | null;
}

export interface TableMessage {
  season: number;
  week: number;
  /** The season's final tables, every division's, after the sims; absent in posts queued before it existed. */
  final?: boolean;
  tables: DivisionTableView[];
}

export interface TransferNewsMessage {
  season: number;
  week: number;
  /** Signings, sales and other transfer events; a bid's amount appears only in a completed deal. */
  events: EngineEvent[];
  names: PostNames;
  newListings: ListingView[];
}

export interface SeasonReviewMessage {
  history: SeasonHistory;
  clubNames: Record<string, string>;
}

/** A reminder before the deadline: the one post that pings, and only the managers named in it. */
export interface ReminderMessage {
  userIds: string[];
  deadline: string;
}

/** Every manager is ready in a league that plays early: the week is played at the scheduler's next tick. */
export interface AllReadyMessage {
  season: number;
  week: number;
  phase: Phase;
}

export type OutboxPayload =
  | { kind: 'week-summary'; message: WeekSummaryMessage }
  | { kind: 'match'; message: MatchMessage }
  | { kind: 'table'; message: TableMessage }
  | { kind: 'transfer-news'; message: TransferNewsMessage }
  | { kind: 'season-review'; message: SeasonReviewMessage }
  | { kind: 'reminder'; message: ReminderMessage }
  | { kind: 'all-ready'; message: AllReadyMessage }
  | { kind: 'deal-offer'; message: OfferNoticeMessage }
  | { kind: 'deal-news'; message: DealNewsMessage };

export type OutboxKind = OutboxPayload['kind'];

export type OutboxMessage = OutboxPayload & {
  id: string;
  leagueId: string;
  channelId: string;
  attempts: number;
  createdAt: Date;
};
