/** The public web page's views: read-only, and only what the channel already shows. */
export { webLeagueBySlug, webAddress, type WebLeague } from './web-league.js';
export { webTables, webReadiness, type WebDivision, type WebReadiness, type WebTableRow } from './web-overview.js';
export { webFixtures, type WebWeek, type WebFixture } from './web-fixtures.js';
export { webMatch, type WebMatch, type WebSide } from './web-match.js';
export type { WebRoll } from './web-rolls.js';
export { webClub, type WebClub, type WebGround, type WebClubSeason } from './web-club.js';
export { webManager, webManagerNames, type WebManager, type WebManagerNames } from './web-managers.js';
export {
  awardName,
  awardText,
  type AwardKind,
  type ProfileAward,
  type ProfileLeague,
  type ProfileSpell,
  type ProfileTotals,
} from '../views/profile.js';
export { webHistory, type WebSeason, type WebAwards, type WebAwardedPlayer } from './web-history.js';
export {
  webCups,
  webCupSeasons,
  type WebCupSeason,
  type WebCupCompetition,
  type WebCupRound,
  type WebCupTie,
  type WebCupClub,
  type WebCupReport,
} from './web-cups.js';
export {
  webCards,
  type WebCards,
  type WebCardsClub,
  type WebCardsMatch,
  type WebCardsRow,
  type WebCardsSeason,
  type WebCardsTie,
} from './web-cards.js';
export type { PositionChart } from '../state-views/positions.js';
export * from '../shared/web-paths.js';
export { shownAverage } from '../awards/match-ratings.js';
export { webFortunesGame } from './web-fortunes-game.js';
export type {
  FortunesGameRecord,
  FortunesRecordClub,
  FortunesRecordCup,
  FortunesRecordMatch,
  FortunesRecordSquad,
  FortunesRecordTie,
  FortunesRecordTurn,
} from '../modes/fortunes-game/fortunes-game-record.js';
