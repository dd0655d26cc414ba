/**
 * Dugout's use cases: what the Discord commands and the scheduler call.
 * Each takes the context (db and clock) and validated input, runs in one
 * transaction and returns domain values.
 */
export * from './errors.js';
export { isDatabaseUnreachable } from '../db/unreachable.js';
export type * from './shared/views.js';
export { GAMES, type Game } from './shared/game-mode.js';
export type * from './posts/outbox-messages.js';
export type * from './posts/week-story.js';
export type * from './posts/headlines.js';
export type { LeagueDeps } from './deps.js';
export { createLeague } from './membership/create-league.js';
export { findLeagueByChannel, leagueByChannel, leagueById, leagueReadByChannel, leaguesInGuild } from './find-league.js';
export { joinLeague, joinLeagueRead } from './membership/join-league.js';
export { noteMemberName } from './membership/manager-name.js';
export { leaveLeague } from './membership/leave-league.js';
export { handToAi, kickManager } from './membership/hand-to-ai.js';
export { banMember, unbanMember } from './membership/bans.js';
export { startSeason } from './membership/start-season.js';
export { pauseLeague, resumeLeague, updateSettings } from './membership/league-settings.js';
export {
  myOrders,
  setTraining,
  placeBid,
  withdrawBid,
  setSale,
  orderBuild,
  cancelBuild,
  setExecutiveBoxes,
  hireStaff,
  fireStaff,
  chooseSponsor,
  setScoutRequest,
  myScoutRequest,
  settleTransferRequest,
} from './orders/orders.js';
export { markReady } from './schedule/ready.js';
export { markReadyInAnyGame } from './modes/ready-any-game.js';
export { leagueStatus, leagueStatusIfAny } from './views/status.js';
export { leagueTable } from './views/table.js';
export { leagueFixtures, leagueResults } from './views/fixtures.js';
export { squadView, viewPlayer } from './views/squad.js';
export { autocompleteClubs, autocompletePlayers, autocompleteTradingClubs } from './views/autocomplete.js';
export { marketView } from './views/market.js';
export { financesView } from './views/finances.js';
export { clubNews } from './views/club-news.js';
export { stadiumView, staffView } from './views/stadium.js';
export { historyView } from './views/history.js';
export { cupView } from './cups/cup-view.js';
export { channelCupView } from './views/channel-cup-view.js';
export type { CupView, CupTieLine, CupCompetitionView } from './cups/cup-view.js';
export { cupRoundsAfterWeek, type CupRoundAfterWeek } from './cups/cup-weeks.js';
export { TIE_REPORT_MINUTES, tieReportEvents } from './cups/tie-report.js';
export { advanceLeague } from './week/advance.js';
export { dueLeagues, dueReminders, queueReminder } from './schedule/due.js';
export { claimDueOutbox, pendingOutbox, markDelivered, markFailed, postedMessageOf, releaseOutbox, POSTS_PER_CHANNEL } from './posts/outbox.js';
export { completeLegacyPost } from './posts/legacy-posts.js';
export { diceReports, storyOfPost, storyReport, type DiceReport } from './posts/story-report.js';
export type { CreateLeagueInput } from './membership/open-league.js';
export type { JoinLeagueInput } from './membership/join-league.js';
export type { HandToAiInput } from './membership/hand-to-ai.js';
export type { BanInput } from './membership/bans.js';
export type { AdminInput } from './membership/admin-league.js';
export type { SettingsChanges } from './membership/league-settings.js';
export type { ManagerInput } from './orders/orders.js';
export type { RoundQuery } from './views/fixtures.js';
export type { TradeSide } from './views/autocomplete.js';
export type { PlayerScope } from './resolve/player-text.js';
export type { AdvanceOptions, AdvanceStage } from './week/advance.js';
export { ADVANCE_STAGES } from './week/advance.js';
export { MARKET_PAGE_SIZE } from './views/market.js';
export { MAX_CHOICES } from './views/autocomplete.js';
export { nextDeadline } from './shared/deadline.js';
export { replayLeague, type Replay } from './week/replay.js';
export { fortuneView, type FortuneView, type FortunePlayerView } from './fortunes/fortune-view.js';
export { setCrisisSection, setBankSale, setFortuneBid, setImmunityUse, setDebtOrder } from './orders/fortune-orders.js';
export { gamePoints, type PointsView } from './fortunes/points.js';
export { MAX_SEASONS } from './fortunes/game-options.js';
export type { PointsTable, PointsRow } from './fortunes/points-standings.js';
export type { GameOverMessage } from './fortunes/game-over-messages.js';
export { offerTransfer, offerLoan } from './deals/football-offers.js';
export { offerCards } from './deals/cards-offers.js';
export { offerFortunesTransfer, offerFortunesLoan } from './deals/fortunes-offers.js';
export { answerableOffer, answerOffer, cancelOffer, listOffers, renewOffer, viewOffer, DEAL_COMMAND } from './deals/offers.js';
export type { OfferOutcome, OfferTarget } from './deals/offers.js';
export type { OfferView, TermsView } from './deals/offer-views.js';
export type { OfferEndMessage, OfferEnding } from './deals/offer-end-notice.js';
export { offerNoticeKey, type NoticeEnding, type OfferNoticeEndedMessage } from './deals/offer-notice-ending.js';
export { OFFER_ACTIONS, offerCustomId, type OfferAction } from './deals/offer-lifecycle.js';
export { otherGameSentence, type LeagueRef } from './resolve/league-ref.js';
export { lineupEditor, pickFormation, placeInLineup, setStandingTactics, setSubstitution, clearSubstitutions } from './selection/editor-orders.js';
export type { LineupEditorView, EditorSlot } from './selection/lineup-editor-view.js';
export { createFortunesGameLeague, MAX_FORTUNES_SEASONS } from './modes/fortunes-game/create-fortunes-game-league.js';
export type { FortunesTurnMessage } from './modes/fortunes-game/fortunes-game-messages.js';
export {
  fortunesGameShow,
  fortunesGameView,
  cardsForSection,
  type FortunesGameView,
  type LotView,
} from './modes/fortunes-game/fortunes-game-views.js';
export type { FortunesReadyView } from './modes/fortunes-game/fortunes-game-ready.js';
export type { MoneyLine } from './modes/fortunes-game/last-turn-money.js';
export { fortunesGameLeagueView, type FortunesGameLeagueView } from './modes/fortunes-game/fortunes-game-league-view.js';
export { fortunesGameContext } from './modes/fortunes-game/fortunes-game-context.js';
export {
  fortunesGameRecordView,
  type FortunesGameRecord,
  type FortunesGameRecordView,
  type FortunesRecordMatch,
  type FortunesRecordTie,
} from './modes/fortunes-game/fortunes-game-record.js';
export {
  setFortunesSection,
  setFortunesBestSide,
  setFortunesCrisis,
  setFortunesBankSale,
  setFortunesBankSales,
  setFortunesBid,
  setFortunesImmunity,
} from './modes/fortunes-game/fortunes-game-orders.js';
export { createCardsLeague, MAX_CARDS_SEASONS } from './modes/cards/create-cards-league.js';
export { keepCards, setCardsSheet, placeCardsBid, withdrawCardsBid } from './modes/cards/cards-orders.js';
export { cardsHand, cardsLeagueView, editorFor, placeCard, sheetChange, withTactic, type SheetChange } from './modes/cards/cards-views.js';
export type { HandView, SheetEditor, PlaceChoice, CardsLeagueView } from './modes/cards/cards-views.js';
export type { CardsMatchMessage, CardsStepMessage, CardsLotsMessage, CardsSideView } from './modes/cards/cards-messages.js';
export { markCardsReady, type CardsReadyView } from './modes/cards/cards-ready.js';
export { cardsNews, type CardsNewsItem, type CardsNewsView } from './modes/cards/cards-news.js';
export { cardsMatchStory, type MatchStory, type StoryPlayer, type StorySide, type StoryStep } from './modes/cards/cards-match-story.js';
export { predictScore, fixturesToPredict, myPredictions, predictionTable } from './predictions/predict.js';
export type { PredictedView, MyPredictionsView, MyPredictionLine, PredictionTableView } from './predictions/predict.js';
export type { PredictorRow } from './predictions/scoring.js';
export { PREDICTED_GOALS, PREDICTION_POINTS } from './predictions/scoring.js';
export type { BestPredictors } from './predictions/best-predictor.js';
export type { StoredSeasonAwards } from './awards/season-end-awards.js';
export { shownAverage } from './awards/match-ratings.js';
export type { AwardedPlayer } from './awards/season-awards.js';
export type { ManagerOfTheMonth } from './awards/manager-of-the-month.js';
export {
  remindMe,
  remindOff,
  reminderStatus,
  takeClosedDmNotice,
  closeDmReminders,
  queueDueDirectReminders,
  DIRECT_REMINDER_HOURS,
} from './reminders/direct-reminders.js';
export type { DirectReminderStatus } from './reminders/direct-reminders.js';
export { awardName, awardText, managerProfile, shareProfile, type AwardKind } from './views/profile.js';
export type { ManagerProfile, ProfileAward, ProfileLeague, ProfileSpell } from './views/profile.js';
export type { DirectReminderMessage } from './reminders/direct-reminder-message.js';
export { dmRecipient } from './reminders/dm-channel.js';
