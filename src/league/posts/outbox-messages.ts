import type { DiceDisplay } from '../../commentary/dice-display.js';
import type { PhraseMemory } from '../../commentary/phrase-picker.js';
import type { Locale } from '../../i18n/locales.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { DivisionIndex, SeasonPhase, SeasonHistory } from '../../engine/model/types.js';
import type { LeaguePhase } from '../../db/league-columns.js';
import type { DivisionTableView, ListingView } from '../shared/views.js';
import type { DealNewsMessage, OfferNoticeEndedMessage, OfferNoticeMessage } from '../deals/deal-message-types.js';
import type { OfferEndMessage } from '../deals/offer-end-notice.js';
import type { CardsLotsMessage, CardsMatchMessage, CardsStepMessage } from './cards-message-types.js';
import type { CupDrawMessage, CupResultsMessage, CupTieMessage } from '../cups/cup-message-types.js';
import type { ClubRef, PostNames, PostPicture } from '../shared/post-parts.js';
import type { CupStepKind } from '../../engine/model/cups-state.js';
import type { Headline } from '../shared/headline.js';
import type { BestPredictors } from '../predictions/best-predictor.js';
import type { StoredSeasonAwards } from '../awards/season-end-awards.js';
import type { ManagerOfTheMonth } from '../awards/manager-of-the-month.js';
import type { DirectReminderMessage } from '../reminders/direct-reminder-message.js';

export type { ClubRef, OutboxButton, PostNames, PostPicture, WithButtons } from '../shared/post-parts.js';
export type { DealNewsLine, DealNewsMessage, OfferNoticeMessage } from '../deals/deal-message-types.js';
export type { CupDrawMessage, CupResultsMessage, CupTieMessage, CupTieView } from '../cups/cup-message-types.js';

/**
 * What a played week leaves to post: domain payloads, not Discord JSON.
 * The Discord layer renders each kind into embeds.
 */
import type { GameOverMessage } from '../fortunes/game-over-messages.js';
import type { FortunesTurnMessage } from './fortunes-game-message-types.js';

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
  /** The match's page on the league's public web page, relative to PUBLIC_URL; absent while the page is off. */
  webPath?: string;
  /** The full link, filled in when posted if the bot has a PUBLIC_URL; never stored. */
  webUrl?: string;
  /** The match card attached to the report; absent in posts queued before pictures. */
  picture?: PostPicture;
  /** The league's phrase memory where this report starts, so the phrasing carries on from the report before. */
  phrases?: PhraseMemory;
  /** How the dice show (the league's setting when queued); spoiler when absent. */
  dice?: DiceDisplay;
  /** The league's language when queued; English when absent. */
  locale?: Locale;
}

export interface WeekSummaryMessage {
  leagueName: string;
  season: number;
  week: number;
  phase: SeasonPhase;
  results: { division: DivisionIndex; home: ClubRef; away: ClubRef; homeGoals: number; awayGoals: number }[];
  /** Step events that are neither match nor transfer news (money, training, form...), for a digest. */
  events: EngineEvent[];
  /** The managers' clubs, whose news comes first; absent in posts queued before it. */
  managedClubIds?: string[];
  names: PostNames;
  nextDeadline: string | null;
  /** A cup or European step, played between league weeks. */
  cupStep?: CupStepKind;
  /** The week's best predictors of the members' predictions (`/predict`); absent when nobody scored a point. */
  predictors?: BestPredictors;
  /** The manager of the month this league week closes (docs/rules.md, "Awards"); absent in other weeks. */
  managerOfTheMonth?: ManagerOfTheMonth & { clubName: string };
}

export interface TableMessage {
  season: number;
  week: number;
  /** The season's final tables, every division's, after the sims; absent in posts queued before it existed. */
  final?: boolean;
  tables: DivisionTableView[];
  /** The league's language when queued; English when absent. */
  locale?: Locale;
}

export interface TransferNewsMessage {
  season: number;
  week: number;
  /** Signings, sales and other transfer events; a bid's amount appears only in a completed deal. */
  events: EngineEvent[];
  names: PostNames;
  newListings: ListingView[];
  /** A cup or European step, played between league weeks; absent in posts queued before it. */
  cupStep?: CupStepKind;
}

export interface SeasonReviewMessage {
  history: SeasonHistory;
  clubNames: Record<string, string>;
  /** The managers' clubs' positions week by week; absent in posts queued before pictures. */
  picture?: PostPicture;
  /** The season's awards, read from its stored events; absent in posts queued before awards and in other games. */
  awards?: StoredSeasonAwards;
  /** The league's language when queued; English when absent. */
  locale?: Locale;
}

/** A reminder before the deadline: the one post that pings, and only the managers named in it. */
export interface ReminderMessage {
  userIds: string[];
  deadline: string;
  /** The league's language; absent for English. */
  locale?: Locale;
}

/** Every manager is ready in a league that plays early: the week is played at the scheduler's next tick. */
export interface AllReadyMessage {
  season: number;
  week: number;
  phase: LeaguePhase;
  /** A cup or European step, played between league weeks. */
  cupStep?: CupStepKind;
  /** A game of Football Fortunes: a turn, not a week, is played; absent for the other games. */
  game?: 'fortunes';
  /** The league's language when it is not English. */
  locale?: Locale;
}

export type OutboxPayload =
  | { kind: 'week-summary'; message: WeekSummaryMessage }
  | { kind: 'match'; message: MatchMessage }
  | { kind: 'table'; message: TableMessage }
  | { kind: 'transfer-news'; message: TransferNewsMessage }
  | { kind: 'season-review'; message: SeasonReviewMessage }
  | { kind: 'reminder'; message: ReminderMessage }
  | { kind: 'all-ready'; message: AllReadyMessage }
  | { kind: 'game-over'; message: GameOverMessage }
  | { kind: 'season-points'; message: GameOverMessage }
  | { kind: 'deal-offer'; message: OfferNoticeMessage }
  | { kind: 'deal-ended'; message: OfferEndMessage }
  | { kind: 'deal-offer-ended'; message: OfferNoticeEndedMessage }
  | { kind: 'deal-news'; message: DealNewsMessage }
  | { kind: 'cards-match'; message: CardsMatchMessage }
  | { kind: 'cards-step'; message: CardsStepMessage }
  | { kind: 'cards-lots'; message: CardsLotsMessage }
  | { kind: 'fortunes-turn'; message: FortunesTurnMessage }
  | { kind: 'cup-draw'; message: CupDrawMessage }
  | { kind: 'cup-results'; message: CupResultsMessage }
  | { kind: 'cup-tie'; message: CupTieMessage }
  | { kind: 'week-story'; message: WeekStoryMessage }
  | { kind: 'direct-reminder'; message: DirectReminderMessage };

export type OutboxKind = OutboxPayload['kind'];

export type OutboxMessage = OutboxPayload & {
  id: string;
  leagueId: string;
  channelId: string;
  attempts: number;
  createdAt: Date;
};

/** The posts a step's story is told from, in the order it tells them. */
export type StoryPart =
  | { kind: 'week-summary'; message: WeekSummaryMessage }
  | { kind: 'match'; message: MatchMessage }
  | { kind: 'cup-tie'; message: CupTieMessage }
  | { kind: 'cup-results'; message: CupResultsMessage }
  | { kind: 'table'; message: TableMessage }
  | { kind: 'cup-draw'; message: CupDrawMessage }
  | { kind: 'season-review'; message: SeasonReviewMessage }
  /** The step's signings and listings: told as headlines, kept whole for the readers of the posts. */
  | { kind: 'transfer-news'; message: TransferNewsMessage };

/**
 * A step told as one post: the managers' matches first (score, scorers, a short report), the other results, the
 * table, one headline a club worth telling, the cups' news and, at the season's end, its review and final tables.
 * The play-by-play of every match is on the web page; the dice are one press away.
 */
export interface WeekStoryMessage {
  parts: StoryPart[];
  headlines: Headline[];
  /** Divisions without squads, decided at the season's end: one line says so instead of a table of zeros. */
  undecided: DivisionIndex[];
  /** The names the headlines refer to by id. */
  headlineNames: { players: Record<string, string>; clubs: Record<string, string> };
  /** The league's language when queued; English when absent. */
  locale?: Locale;
}
