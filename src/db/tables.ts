import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { LedgerReason } from '../engine/model/types.js';
import type { CreationOptions, DeadlineSchedule, LeaguePhase, StoredSettings } from './league-columns.js';

/** A jsonb column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;
/** A timestamp column: read as a Date, written as a Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** The games a league can be played in; a league keeps its game for good. */
export const GAMES = ['football', 'cards', 'fortunes'] as const;
export type Game = (typeof GAMES)[number];

export interface GuildsTable {
  id: string;
  created_at: Generated<Date>;
}

export interface LeaguesTable {
  id: string;
  guild_id: string;
  channel_id: string;
  name: string;
  settings: Json<StoredSettings>;
  creation_options: Json<CreationOptions>;
  seed: number;
  /** How step seeds derive from the seed (migration 0004): 1 for leagues created before it. */
  dice_version: WithDefault<number>;
  /** The game the league plays (migration 0006): football for every league stored before it. */
  game: WithDefault<Game>;
  /** The public web page's address (migration 0012): random, never the Discord ids. */
  web_slug: WithDefault<string>;
  /** Whether the public web page is shown (migration 0012); `/league settings web:false` turns it off. */
  web_page: WithDefault<boolean>;
  season: number;
  week: number;
  phase: LeaguePhase;
  turn: WithDefault<number>;
  /** Bumped by every write of the engine state (migration 0002). */
  state_version: WithDefault<number>;
  next_id: number;
  started: WithDefault<boolean>;
  paused: WithDefault<boolean>;
  schedule: Json<DeadlineSchedule>;
  next_deadline: ColumnType<Date | null, Date | null | undefined, Date | null>;
  advance_when_ready: WithDefault<boolean>;
  reminder_offsets: Json<number[]>;
  reminders_sent: ColumnType<number[], string | undefined, string>;
  admin_role_id: string | null;
  /** Where the match reports left their phrasing (migration 0013); null before the first report. */
  phrase_memory: ColumnType<unknown, string | null | undefined, string | null>;
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Football Fortunes' board, bank and auction pool (migration 0010): null in a league without the option. */
  fortunes: ColumnType<unknown, string | null | undefined, string | null>;
  /** When a finished game was archived, read-only (migration 0010); null while it is played. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface DivisionsTable {
  league_id: string;
  index: number;
  club_ids: Json<string[]>;
}

export interface ClubsTable {
  league_id: string;
  id: string;
  /** Insertion order of the state's club record. */
  ord: number;
  name: string;
  division: number;
  player_controlled: boolean;
  manager_user_id: string | null;
  balance: number;
  ranking: number;
  chart: Json<unknown> | null;
  stadium: Json<unknown> | null;
  sponsor: Json<unknown> | null;
  win_streak: number;
  last_season: Json<unknown> | null;
  lineup: Json<unknown> | null;
  tactics: Json<unknown>;
}

export interface StaffTable {
  league_id: string;
  club_id: string;
  role: string;
  position: number;
  hired_week: number;
  hired_season: number;
  weeks_employed: number;
}

/** The players' directory (migration 0037): who is at which club, searched by name; each player's data is in league_players. */
export interface PlayersTable {
  league_id: string;
  id: string;
  club_id: string | null;
  name: string;
}

/** Migration 0037: a league's players as one document, the engine's record keyed by id in its order. */
export interface LeaguePlayersTable {
  league_id: string;
  data: Json<unknown>;
}

export interface FixturesTable {
  league_id: string;
  season: number;
  division: number;
  round: number;
  position: number;
  home_id: string;
  away_id: string;
}

export interface MatchResultsTable {
  league_id: string;
  season: number;
  division: number;
  round: number;
  position: number;
  home_id: string;
  away_id: string;
  home_goals: number;
  away_goals: number;
  events: Json<unknown[]>;
  /** Migration 0028: the names of the players the events refer to, as they were when played; null before it. */
  names: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface PlayedStepsTable {
  league_id: string;
  turn: number;
  season: number;
  week: number;
  phase: LeaguePhase;
  step_seed: number;
  orders: Json<unknown>;
  events: Json<unknown[]>;
  played_at: Timestamp;
}

export interface OrdersTable {
  league_id: string;
  club_id: string;
  turn: number;
  kind: string;
  payload: Json<unknown>;
  updated_by: string;
  updated_at: Timestamp;
}

/** Migration 0005: members banned from a league's /league join. */
export interface LeagueBansTable {
  league_id: string;
  user_id: string;
  banned_by: string;
  banned_at: Timestamp;
}

export interface ReadyFlagsTable {
  league_id: string;
  club_id: string;
  turn: number;
  ready_at: Timestamp;
}

export interface MarketListingsTable {
  league_id: string;
  player_id: string;
  position: number;
  seller_id: string | null;
  asking_price: number;
  mode: string;
  listed_week: number;
  listed_season: number;
  reason: string;
}

export interface BidsTable {
  league_id: string;
  club_id: string;
  turn: number;
  player_id: string;
  amount: number;
  placed_by: string;
  placed_at: Timestamp;
}

export interface LedgerTable {
  id: Generated<string>;
  league_id: string;
  club_id: string;
  season: number;
  week: number;
  amount: number;
  reason: LedgerReason;
  detail: string;
  balance: number;
  created_at: Timestamp;
}

export interface LeagueHistoryTable {
  league_id: string;
  season: number;
  data: Json<unknown>;
}

/** Migration 0008: a league's cups this season, in leagues that play them. */
export interface LeagueCupsTable {
  league_id: string;
  data: Json<unknown>;
}

export interface OutboxTable {
  id: Generated<string>;
  league_id: string;
  channel_id: string;
  kind: string;
  payload: Json<unknown>;
  dedupe_key: string;
  created_at: Timestamp;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  delivered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: string | null;
  /** While set and in the future, one poster owns the row. */
  leased_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0024: the Discord message a delivered post ended with, for a later post to edit. */
  posted_message_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0015: when a poster last claimed each channel's posts; channels are served least recently claimed first. */
export interface OutboxChannelsTable {
  channel_id: string;
  last_claimed_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  league_id: string | null;
  guild_id: string | null;
  actor_user_id: string | null;
  action: string;
  detail: Json<unknown>;
  created_at: Timestamp;
}

/** Migration 0009: offers between managers, with the game's terms as JSON (deals: transfers and loans). */
export interface OffersTable {
  id: Generated<string>;
  league_id: string;
  kind: string;
  from_club_id: string;
  to_club_id: string;
  from_user_id: string;
  to_user_id: string | null;
  terms: Json<unknown>;
  status: WithDefault<string>;
  created_turn: number;
  expires_turn: number;
  accepted_seq: number | null;
  accepted_turn: number | null;
  settled_turn: number | null;
  note: string | null;
  counter_of: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** A cards league's whole state (migration 0011): the card game keeps its state as one JSON value. */
export interface CardsStatesTable {
  league_id: string;
  state: Json<unknown>;
}

/** A Football Fortunes game league's whole state (migration 0032): one JSON value, as a cards league's. */
export interface FortunesGameStatesTable {
  league_id: string;
  state: Json<unknown>;
}

/** Migration 0030: a member's predicted score of one fixture; points are read against the fixture's result. */
export interface PredictionsTable {
  league_id: string;
  season: number;
  division: number;
  round: number;
  position: number;
  user_id: string;
  home_goals: number;
  away_goals: number;
  /** He managed a club of the league when he predicted. */
  manager: WithDefault<boolean>;
  predicted_at: Timestamp;
}

/** Migration 0031: a member's direct message before the league's deadline (`/remind me`). */
export interface DirectRemindersTable {
  league_id: string;
  user_id: string;
  hours_before: number;
  /** The deadline last reminded of. */
  reminded_deadline: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When Discord refused the message (DMs closed): his reminders are off from then on. */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

/** Migration 0033: a finished season's awards, as the league's awards module computed them from the season's events. */
export interface LeagueAwardsTable {
  league_id: string;
  season: number;
  data: Json<unknown>;
  created_at: Timestamp;
}

/** Migration 0034: a manager's spell at a club in one season of a league (`/profile`). */
export interface ManagerCareersTable {
  league_id: string;
  user_id: string;
  club_id: string;
  season: number;
  /** The club's name when he managed it. */
  club_name: string;
  /** The first league week of the season he managed the club for. */
  first_week: number;
  /** The last league week he managed it for; null while he stays to the season's end. */
  last_week: number | null;
  /** When the spell began (a new season's spell: when the season began). */
  started_at: Timestamp;
}

/** Migration 0034: members whose `/profile` other servers may show. */
export interface ProfileSharesTable {
  user_id: string;
  shared_at: Timestamp;
}

/** Migration 0035: the name a server shows for a member who has managed in one of its leagues (the web page's). */
export interface ManagerNamesTable {
  guild_id: string;
  user_id: string;
  display_name: string;
  updated_at: Timestamp;
}

export interface Database {
  guilds: GuildsTable;
  leagues: LeaguesTable;
  divisions: DivisionsTable;
  clubs: ClubsTable;
  staff: StaffTable;
  players: PlayersTable;
  league_players: LeaguePlayersTable;
  fixtures: FixturesTable;
  match_results: MatchResultsTable;
  played_steps: PlayedStepsTable;
  orders: OrdersTable;
  ready_flags: ReadyFlagsTable;
  league_bans: LeagueBansTable;
  market_listings: MarketListingsTable;
  bids: BidsTable;
  ledger: LedgerTable;
  league_history: LeagueHistoryTable;
  league_cups: LeagueCupsTable;
  outbox: OutboxTable;
  outbox_channels: OutboxChannelsTable;
  audit_log: AuditLogTable;
  offers: OffersTable;
  cards_states: CardsStatesTable;
  fortunes_game_states: FortunesGameStatesTable;
  predictions: PredictionsTable;
  direct_reminders: DirectRemindersTable;
  league_awards: LeagueAwardsTable;
  manager_careers: ManagerCareersTable;
  profile_shares: ProfileSharesTable;
  manager_names: ManagerNamesTable;
}

export type LeagueRow = Selectable<LeaguesTable>;
export type ClubRow = Selectable<ClubsTable>;
export type NewClubRow = Insertable<ClubsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type LedgerRow = Selectable<LedgerTable>;
export type OfferRow = Selectable<OffersTable>;
