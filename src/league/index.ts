/**
 * Dugout's use cases: what the Discord commands and the scheduler call.
 * Each takes the context (db and clock) and validated input, runs in one
 * transaction and returns domain values.
 */
export * from './errors.js';
export { isDatabaseUnreachable } from '../db/unreachable.js';
export type * from './views.js';
export { GAMES, type Game } from './modes/game-mode.js';
export type * from './outbox-messages.js';
export type { LeagueDeps } from './deps.js';
export { createLeague } from './create-league.js';
export { findLeagueByChannel, leagueByChannel, leagueById, leaguesInGuild } from './find-league.js';
export { joinLeague } from './join-league.js';
export { leaveLeague } from './leave-league.js';
export { handToAi } from './hand-to-ai.js';
export { banMember, unbanMember } from './bans.js';
export { startSeason } from './start-season.js';
export { pauseLeague, resumeLeague, updateSettings } from './league-settings.js';
export { myOrders, setTraining, placeBid, withdrawBid, setSale, orderBuild, cancelBuild, setExecutiveBoxes, hireStaff, fireStaff, chooseSponsor, setScoutRequest, myScoutRequest, settleTransferRequest } from './orders.js';
export { markReady } from './ready.js';
export { leagueStatus } from './status.js';
export { leagueTable } from './table.js';
export { leagueFixtures, leagueResults } from './fixtures.js';
export { squadView, playerView } from './squad.js';
export { autocompleteClubs, autocompletePlayers } from './autocomplete.js';
export { marketView } from './market.js';
export { financesView } from './finances.js';
export { clubNews } from './club-news.js';
export { stadiumView, staffView } from './stadium.js';
export { historyView } from './history.js';
export { advanceWeek } from './advance.js';
export { dueLeagues, dueReminders, queueReminder } from './due.js';
export { claimDueOutbox, pendingOutbox, markDelivered, markFailed } from './outbox.js';
export { completeLegacyPost } from './legacy-posts.js';
export type { CreateLeagueInput } from './create-league.js';
export type { JoinLeagueInput } from './join-league.js';
export type { HandToAiInput } from './hand-to-ai.js';
export type { BanInput } from './bans.js';
export type { AdminInput, SettingsChanges } from './league-settings.js';
export type { ManagerInput } from './orders.js';
export type { RoundQuery } from './fixtures.js';
export type { PlayerScope } from './autocomplete.js';
export type { AdvanceOptions, AdvanceStep } from './advance.js';
export { ADVANCE_STEPS } from './advance.js';
export { MARKET_PAGE_SIZE } from './market.js';
export { MAX_CHOICES } from './autocomplete.js';
export { nextDeadline } from './deadline.js';
export { replayLeague, type Replay } from './replay.js';
export { otherGameSentence, type LeagueRef } from './resolve/league-ref.js';
export { lineupEditor, pickFormation, placeInLineup, setStandingTactics, setSubstitution, clearSubstitutions } from './selection/editor-orders.js';
export type { LineupEditorView, EditorSlot } from './selection/lineup-editor-view.js';
