import type { DiceVersion } from '../dice.js';
import type { NonPlayerChart } from '../match-chart.js';
import type { FortunesState } from './fortunes-state.js';
import type { PlayerLoan } from './player-loan.js';
import type { CupsOption } from './cup-competitions.js';
import type { CupsState, CupTrophy, RoundsReached } from './cups-state.js';

/**
 * The state of a league as the engine sees it: plain, JSON-serialisable data.
 * Names follow the Footy Manager rulebook (shared/seeds/000_0406d2066aa24fb0.txt).
 */

export const POSITIONS = ['GK', 'CB', 'SB', 'CM', 'SM', 'CF'] as const;
export type Position = (typeof POSITIONS)[number];
export type OutfieldPosition = Exclude<Position, 'GK'>;

/** Form levels from worst to best; the index is the level. */
export const FORMS = ['--', '-', '+', '++'] as const;
export type Form = (typeof FORMS)[number];

/** Training codes (rulebook, "Training"): a new position is trained under its own code. */
export const TRAINING_CODES = ['FRM', 'ABL', 'FIT', 'RST', 'CB', 'SB', 'CM', 'SM', 'CF'] as const;
export type TrainingCode = (typeof TRAINING_CODES)[number];

export interface SeasonStats {
  games: number;
  goals: number;
  assists: number;
  /** Games the club played in which he was not selected while fit (transfer requests count these). */
  gamesMissed: number;
  /** Games he missed through injury. */
  gamesInjured: number;
}

/**
 * One line of a player's recent match history, newest last, as the form
 * checklist needs it. Only games he played are recorded.
 */
export interface GameRecord {
  position: Position;
  goals: number;
  assists: number;
  conceded: number;
}

/** Counters behind the form checklist's runs; a run that changes form starts again from zero. */
export interface FormRuns {
  noGoals: number;
  scoring: number;
  noContribution: number;
  /** Assists in the games of the current window (at most three games). */
  assistWindow: number[];
  /** Goals conceded in the games of the current window (at most three games). */
  concededWindow: number[];
}

export interface Player {
  id: string;
  name: string;
  age: number;
  /** Positions he can play without penalty; the first is his natural one. */
  positions: Position[];
  /** 5 to 10 in half points. */
  ability: number;
  /** The asterisk: potential reached, he can no longer improve. */
  potentialReached: boolean;
  /** The cross: he retires at the end of this season. */
  retiring: boolean;
  form: Form;
  /** Weeks still to miss; 0 when fit. */
  injuryWeeks: number;
  /** Consecutive weeks injured so far (form worsens every second one). */
  weeksInjured: number;
  /** A "Tr" niggle: available, but can only train FIT in the next session. */
  niggle: boolean;
  /** The current plan; null means no training this week. */
  training: TrainingCode | null;
  /** Weeks done on each training code. Progress carries over between plans and seasons. */
  trainingProgress: Partial<Record<TrainingCode, number>>;
  formRuns: FormRuns;
  stats: SeasonStats;
  /** Week he was bought in, of the season `joinedSeason`, so he does not train that week. */
  boughtInWeek: number | null;
  /** The club that owns him, or null for a player on the open transfer list. */
  clubId: string | null;
  /** He joined in this season (transfer-request exemption for under-20s). */
  joinedSeason: number;
  /** Brought up by this club's Youth Team Coach and never transferred: listed at the rulebook's £100,000. */
  youthTeam?: true;
  /** His latest game, until the next form phase has read it into his form runs. */
  lastGame?: GameRecord | null;
  /** On loan to the club he plays for (deals between managers); his owner takes him back by himself. */
  loan?: PlayerLoan;
}

export type Line = 'G' | 'D' | 'M' | 'A';

export const FORMATIONS = ['4-4-2', '4-5-1', '5-4-1', '4-3-3', '4-2-4', '3-4-3', '3-5-2'] as const;
export type Formation = (typeof FORMATIONS)[number];

/** A slot's demand: a position, or a pair both of which the player must have (4-2-4, 3-5-2). */
export type SlotPosition = Position | 'CF+SM' | 'SB+SM';

/**
 * A selection: the formation and player ids line by line, left to right.
 * null is a youth-team filler (rated 5, keeps no stats).
 */
export interface Lineup {
  formation: Formation;
  /** 4-3-3 plays its midfield as CM CM CM (narrow) or SM CM SM (wide). */
  variant?: 'narrow' | 'wide';
  goalkeeper: string | null;
  defence: (string | null)[];
  midfield: (string | null)[];
  attack: (string | null)[];
}

/** When a standing instruction applies, from the manager's side of the score. */
export type ScoreCondition = 'always' | 'behind' | 'level-or-behind' | 'level' | 'level-or-ahead' | 'ahead';

export interface Tactics {
  /** 4-3-3, 3-4-3, 4-2-4: +2 on a shot, paid with one unused shot. */
  rebound?: { when: ScoreCondition; fromMinute: number } | null;
  /** 5-4-1, 4-5-1: cancel one opponent goal, once, paid with two shots. */
  backsToTheWall?: { when: ScoreCondition; fromMinute: number } | null;
  /** Detailed engine: standing substitutions, e.g. bring on X for Y from 60' if level. */
  substitutions?: StandingSubstitution[];
}

/** Bring `onId` on for `offId` at the first dead ball from `fromMinute` at which `when` holds. */
export interface StandingSubstitution {
  onId: string;
  offId: string;
  fromMinute: number;
  when: ScoreCondition;
}

export const DIVISIONS = ['Premier', 'Second', 'Third', 'Fourth'] as const;
/** 0 is the Premier Division, 3 the Fourth. */
export type DivisionIndex = 0 | 1 | 2 | 3;

export type { NonPlayerChart } from '../match-chart.js';

export type StandId = 'north' | 'south' | 'east' | 'west' | 'northEast' | 'northWest' | 'southEast' | 'southWest';
export const STAND_KINDS = ['seating', 'standing'] as const;
export type StandKind = (typeof STAND_KINDS)[number];

export interface StandWork {
  tier: 1 | 2 | 3;
  kind: StandKind;
  /** Weeks of work left; the whole stand is out of use until it reaches 0. */
  weeksLeft: number;
}

export interface Stand {
  /** Built tiers from the inside out; a grass bank is an empty list with `bank` set. */
  tiers: StandKind[];
  bank: boolean;
  work: StandWork | null;
}

export interface Stadium {
  stands: Record<StandId, Stand>;
  executiveBoxes: boolean;
  /** Set from the first development on: seating must then exceed standing. */
  developed: boolean;
}

export const STAFF_ROLES = ['headCoach', 'assistantManager', 'chiefScout', 'youthTeamCoach', 'clubDoctor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMember {
  role: StaffRole;
  /** Week (of `hiredSeason`) he was hired; 0 for pre-season. */
  hiredWeek: number;
  hiredSeason: number;
  /** Consecutive weeks employed, for the Youth Team Coach's three-week cycle. */
  weeksEmployed: number;
}

export interface SponsorDeal {
  name: string;
  /** Money paid at signing. */
  amount: number;
  /** Seasons the deal covers, counting the one it was signed for. */
  years: 1 | 2;
  signedSeason: number;
}

/** Last season's standing, which drives attendance, bonuses and sponsors. */
export interface LastSeason {
  division: DivisionIndex;
  position: number;
  champion: boolean;
  runnerUp: boolean;
  relegated: boolean;
  promoted: boolean;
}

export interface Club {
  id: string;
  name: string;
  division: DivisionIndex;
  /** Player-controlled: has a squad, money, stadium and staff. A human may manage it, or the AI. */
  playerControlled: boolean;
  /** Non-player teams: their chart, and their place on the Division Ranking sheet (1 strongest). */
  chart: NonPlayerChart | null;
  ranking: number;
  balance: number;
  stadium: Stadium | null;
  staff: StaffMember[];
  sponsor: SponsorDeal | null;
  /** Wins in a row before the latest game (fairweather fans). */
  winStreak: number;
  lastSeason: LastSeason | null;
  /** Standing lineup and tactics, carried over from week to week. */
  lineup: Lineup | null;
  tactics: Tactics;
}

export interface Fixture {
  round: number;
  homeId: string;
  awayId: string;
}

export interface MatchScore {
  homeId: string;
  awayId: string;
  homeGoals: number;
  awayGoals: number;
}

export interface TableRow {
  clubId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface Division {
  index: DivisionIndex;
  clubIds: string[];
  /** Fourteen rounds of four fixtures: a double round robin. */
  fixtures: Fixture[];
  results: (MatchScore & { round: number })[];
}

export const SALE_MODES = ['full', 'quick'] as const;
export type SaleMode = (typeof SALE_MODES)[number];

export interface Listing {
  playerId: string;
  /** The selling club, or null for a player listed by the transfer chart. */
  sellerId: string | null;
  askingPrice: number;
  mode: SaleMode;
  listedWeek: number;
  listedSeason: number;
  /** Listed because he asked to leave, or is too good for the division. */
  reason: 'chart' | 'sale' | 'transfer-request' | 'too-good' | 'youth';
}

export interface LedgerEntry {
  clubId: string;
  season: number;
  week: number;
  amount: number;
  reason: LedgerReason;
  detail: string;
}

export const LEDGER_REASONS = [
  'ticket-income',
  'box-income',
  'wages',
  'transfer-fee',
  'transfer-sale',
  'build',
  'sponsor',
  'bonus',
  'starting-money',
  'cup-gate',
  'cup-prize',
  // Football Fortunes (its FortuneLedgerReason).
  'fortune-wages',
  'fortune-sponsorship',
  'fortune-fine',
  'fortune-windfall',
  'bank-sale',
  'bank-purchase',
  'auction-purchase',
  'auction-forfeit',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export interface SeasonHistory {
  season: number;
  divisions: { index: DivisionIndex; table: TableRow[]; promoted: string[]; relegated: string[] }[];
  champion: string;
  runnerUp: string;
  topScorers: { playerId: string; name: string; clubId: string | null; goals: number }[];
  /** The cups' and European winners, in leagues that play them. */
  cups?: CupTrophy[];
  /** How far each league club went in each cup and European competition, in leagues that play them (game points read it). */
  cupRuns?: RoundsReached;
}

export const MATCH_ENGINES = ['classic', 'detailed'] as const;
export type MatchEngineKind = (typeof MATCH_ENGINES)[number];

/** Detailed engine: substitutions a side, the document's three or five (a league option). */
export type SubstitutionLimit = 3 | 5;

export interface LeagueSettings {
  engine: MatchEngineKind;
  /** Net Results optional rule: home-team advantages. */
  homeAdvantages: boolean;
  /** Detailed engine: substitutions a side, the document's 3 or 5 (absent in leagues made before the option: 3). */
  substitutions?: SubstitutionLimit;
  /** Football Fortunes (seed 003): the board, the bank, auctions, bankruptcy and game points (absent: off). */
  fortunes?: true;
  /** The game's length in seasons: it ends, with a winner by game points, after the last (absent: never). */
  seasons?: number;
  /** Non-player strength, 1 to 4, 2 being the balance (absent: 2). */
  difficulty?: 1 | 2 | 3 | 4;
  /** The cups (a league option; absent in leagues made before it: off). */
  cups?: CupsOption;
}

export const PHASES = ['preseason', 'season', 'ended'] as const;
export type SeasonPhase = (typeof PHASES)[number];

export interface LeagueState {
  seed: number;
  /** How step seeds derive from the seed (dice.ts); fixed when the league is created. */
  diceVersion: DiceVersion;
  season: number;
  /** The week to be played next, 1 to 14; 0 in pre-season. */
  week: number;
  phase: SeasonPhase;
  settings: LeagueSettings;
  divisions: Division[];
  clubs: Record<string, Club>;
  players: Record<string, Player>;
  market: Listing[];
  history: SeasonHistory[];
  /** Next number for generated ids, so generation stays deterministic. */
  nextId: number;
  /** Football Fortunes' board, bank and auction pool, in a league with the option. */
  fortunes?: FortunesState;
  /** This season's cups, in leagues that play them. */
  cups?: CupsState;
}

export const WEEKS_PER_SEASON = 14;
