import type { EngineEvent } from './model/events.js';

/**
 * Who is told of an event when a step's messages are posted:
 * - `match`: part of a game's play-by-play or its result, posted with that game;
 * - `transfer-news`: the market, posted to the channel in the transfer news;
 * - `club`: news of one club, in the week's summary when a manager runs that club;
 * - `private`: a manager's own business (his orders, his bids), never posted;
 * - `internal`: kept in the event log only; another post shows it (the ledger, the table, the season review).
 */
export type Audience = 'match' | 'transfer-news' | 'club' | 'private' | 'internal';

/** Every event type decides its audience here; a new type that does not fails to compile. */
export const EVENT_AUDIENCE = {
  'week-started': 'internal',
  money: 'internal',
  /** Training and form are a manager's routine, told in his /news: a dozen lines a club a week would bury the story. */
  'training-completed': 'private',
  /** A manager's training plans and rests are his orders. */
  'training-plan': 'private',
  rested: 'private',
  'form-changed': 'private',

  // The classic match engine.
  'team-news': 'match',
  'match-started': 'match',
  shot: 'match',
  goal: 'match',
  'goal-cancelled': 'match',
  'full-time': 'match',

  // The match week around the game.
  'training-blocked': 'private',
  'order-rejected': 'private',
  'lineup-chosen': 'private',
  /** A niggle (outcome "Tr") is private: see `audienceOf`. */
  injury: 'club',
  'injury-recovered': 'club',
  result: 'match',

  // Money, the stadium, staff, the market, pre-season and the end of season.
  'season-order-rejected': 'private',
  attendance: 'club',
  'build-started': 'club',
  'build-completed': 'club',
  'boxes-fitted': 'club',
  'staff-hired': 'club',
  'staff-fired': 'club',
  'youth-joined': 'club',
  'player-listed': 'transfer-news',
  'sale-changed': 'transfer-news',
  /** The seller's dice: a sale shows as the transfer, an unsold player in his manager's /news. */
  'transfer-roll': 'private',
  /** A sealed bid's amount is news only inside a completed deal. */
  'sealed-bids': 'private',
  transferred: 'transfer-news',
  'transfer-request': 'transfer-news',
  /** Whether last season's request keeps the player listed: the market shows it anyway. */
  'transfer-request-settled': 'transfer-news',
  /** The dice of an ageing roll, kept for audits; its outcome (declined, retiring, potential-reached) is posted. */
  'ageing-rolled': 'internal',
  'potential-reached': 'club',
  declined: 'club',
  retiring: 'club',
  retired: 'club',
  'preseason-started': 'internal',
  /** Each player's pre-season form: routine, his manager sees it in /squad. */
  'form-assessed': 'private',
  /** Money is private: the deal's amount (and its dice) would tell rivals what a club can bid; /finances shows it. */
  'sponsor-signed': 'private',
  'sponsor-continues': 'club',
  'season-ended': 'internal',
  'division-simmed': 'internal',
  'division-finished': 'internal',
  /** The pre-season order of a division; the table post shows it. */
  'division-ranked': 'internal',
  champions: 'club',

  // The detailed match engine.
  'detailed-kick-off': 'match',
  'detailed-added-time': 'match',
  'detailed-period-end': 'match',
  'detailed-corner': 'match',
  'detailed-foul': 'match',
  'detailed-offside': 'match',
  'detailed-possession-move': 'match',
  'detailed-turnover': 'match',
  'detailed-shot': 'match',
  'detailed-penalty': 'match',
  'detailed-penalty-follow-up': 'match',
  'detailed-goal': 'match',
  'detailed-card': 'match',
  'detailed-injury': 'match',
  'detailed-substitution': 'match',
  'detailed-endurance': 'match',
  'detailed-full-time': 'match',

  // Football Fortunes: the board is played in the open, as round a table; sealed bids' amounts stay private.
  'fortune-moved': 'club',
  'fortune-quiet': 'club',
  'fortune-card': 'club',
  'fortune-card-void': 'club',
  'fortune-injury': 'club',
  'fortune-player-lost': 'club',
  'fortune-retirement': 'club',
  'immunity-issued': 'club',
  'immunity-used': 'club',
  'immunity-passed': 'club',
  crisis: 'club',
  'wages-paid': 'club',
  'bank-bought': 'club',
  /** The bids inside are sealed; the fortunes post tells only the buyer and the price paid. */
  'bank-sold': 'club',
  auction: 'club',
  'auction-pool-opened': 'internal',
  'bid-forfeit': 'club',
  'debt-noted': 'club',
  'debt-cleared': 'club',
  'manager-resigned': 'club',
  'fortune-week': 'internal',
  'fortune-order-void': 'private',
  'game-points': 'internal',
  'game-ended': 'internal',
  // Deals between managers: announced in a post of their own, with the league's fee setting.
  'deal-done': 'internal',
  /** An accepted deal that could not stand is told to its two managers only (/news). */
  'deal-lapsed': 'private',
  'loan-returned': 'club',
  // The cups: a tie's play-by-play is posted with the round's results (the cup posts); draws and winners have posts of their own.
  'cup-step-started': 'internal',
  'cup-draw': 'internal',
  'cup-tie-started': 'match',
  'cup-shoot-out': 'match',
  'cup-tie': 'match',
  'cup-won': 'internal',
} as const satisfies Record<EngineEvent['type'], Audience>;

/**
 * An event's audience. A niggle (the injury table's "Tr") only limits the player's next training, and training is
 * private, so it is his manager's alone; an injury that keeps him out of matches is club news (house rules, "Privacy").
 */
export function audienceOf(event: EngineEvent): Audience {
  if (event.type === 'injury' && event.outcome === 'Tr') return 'private';
  return EVENT_AUDIENCE[event.type];
}
