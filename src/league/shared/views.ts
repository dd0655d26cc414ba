import type { BalanceShares } from '../../engine/cards/balance-figures.js';
import type { CardsBalance } from '../../engine/cards/balance.js';
import type { DiceDisplay } from '../../commentary/dice-display.js';
import type { Locale } from '../../i18n/locales.js';
import type { WeekSpendingView } from './week-spending.js';
import type { OrderPrice } from './order-prices.js';
import type { LineupPlanView } from './lineup-plan.js';
import type {
  DivisionIndex,
  Form,
  LedgerReason,
  Lineup,
  MatchEngineKind,
  SeasonPhase,
  Position,
  SaleMode,
  SeasonHistory,
  SeasonStats,
  SponsorDeal,
  Stadium,
  StaffRole,
  StandId,
  SubstitutionLimit,
  Tactics,
  TrainingCode,
} from '../../engine/model/types.js';
import type { ClubOrders } from '../../engine/model/orders.js';
import type { Game } from '../../db/tables.js';
import type { CupsOption } from '../../engine/model/cup-competitions.js';
import type { SeasonStep } from '../../engine/cups/calendar.js';

/** When weeks fall due, as the league's schedule column holds it. */
export type { DeadlineSchedule } from '../../db/league-columns.js';
import type { DeadlineSchedule, LeaguePhase } from '../../db/league-columns.js';

export interface LeagueOptions {
  /** Player-controlled clubs, 1 to 8, all starting in the Fourth Division. */
  humanClubs: number;
  /** The cup, and Europe from season two; without it, none (leagues made before the option). */
  cups?: CupsOption;
  engine?: MatchEngineKind;
  /** Detailed engine only: Net Results "Home team advantages". */
  homeAdvantages?: boolean;
  /** Detailed engine only: substitutions a side, 3 (the default) or 5. */
  substitutions?: SubstitutionLimit;
  /** Edit match messages as the events unfold. */
  live?: boolean;
  /** The language the league posts in; English when left out. */
  language?: Locale;
  schedule: DeadlineSchedule;
  /** Play the week as soon as every human manager is ready, before the deadline. */
  advanceWhenReady?: boolean;
  /** Hours before the deadline to remind managers who are not ready; default 24 and 1. */
  reminderOffsetsHours?: number[];
  adminRoleId?: string | null;
  /** Names for the player-controlled clubs, in order. */
  clubNames?: string[];
  /** A fixed seed (tests, replays); a random one otherwise. */
  seed?: number;
  /** Football Fortunes: the board, the bank, auctions, bankruptcy and game points. */
  fortunes?: boolean;
  /** The game's length in seasons, 1 to 50; it then ends with a winner by game points. */
  seasons?: number;
  /** Non-player clubs' strength, 1 (easiest) to 4; 2 is the balance. */
  difficulty?: 1 | 2 | 3 | 4;
}

export interface LeagueSettingsView {
  engine: MatchEngineKind;
  /** The cups option; off where left out. */
  cups?: CupsOption;
  homeAdvantages: boolean;
  substitutions: SubstitutionLimit;
  live: boolean;
  /** Deals between managers are announced without their money. */
  hideDealFees?: boolean;
  /** How match reports show their dice: shown, behind a spoiler, or hidden. */
  dice: DiceDisplay;
  /** The language of the league's channel posts. */
  language: Locale;
  schedule: DeadlineSchedule;
  advanceWhenReady: boolean;
  reminderOffsetsHours: number[];
  adminRoleId: string | null;
  /** Set at creation and locked: Football Fortunes, the game's length (null: no end) and the difficulty. */
  fortunes: boolean;
  seasons: number | null;
  difficulty: 1 | 2 | 3 | 4;
  /** A cards league's balance option, locked at creation (the article's rules in leagues made before it). */
  /** The league's balance option, and every option's measured figures (docs/cards.md, "Balance"). */
  cardsBalance?: { option: CardsBalance; description: string; table: ({ option: CardsBalance } & BalanceShares)[] };
  /** A cards league's own settings, fixed at creation; absent in a football league. */
  cards?: CardsSettingsView;
  /** A Football Fortunes game's own settings, fixed at creation: its managers, length and the computer's skill level. */
  fortunesGame?: { managers: number; seasons: number; skill: number };
}

/** What a cards league was created with: its managers' clubs, the dummies padding the league and cup, its length. */
export interface CardsSettingsView {
  managers: number;
  leagueClubs: number;
  cupClubs: number;
  seasons: number;
}

export interface LeagueSummary {
  id: string;
  guildId: string;
  channelId: string;
  name: string;
  /** The game the league plays; a command of another game refuses in it. */
  game: Game;
  /** The game is over: the league is kept, read-only, and a new one may be created in its channel. */
  archived: boolean;
  season: number;
  week: number;
  phase: LeaguePhase;
  /** Steps played so far; advanceLeague's guard. */
  turn: number;
  /** In a league with cups, the step its turn stands at (a cup or European round between weeks). */
  step?: SeasonStep | null;
  started: boolean;
  paused: boolean;
  nextDeadline: Date | null;
  settings: LeagueSettingsView;
}

/** Which step a caller expects to play: it must still be the league's current one. */
export interface WeekRef {
  season: number;
  week: number;
  phase: LeaguePhase;
  /** The turn it was seen at: a cup step shares its season and week with the league week after it. */
  turn?: number;
}

/** A club, with the language its league speaks in the channel: for an answer the channel reads (a manager leaves, an admin kicks him). */
export type ClubInLeague = ClubSummary & { language: Locale };

export interface ClubSummary {
  id: string;
  name: string;
  division: DivisionIndex;
  playerControlled: boolean;
  managerUserId: string | null;
}

export interface ManagerStatus {
  clubId: string;
  clubName: string;
  managerUserId: string | null;
  ready: boolean;
}

export interface LeagueStatusView {
  league: LeagueSummary;
  /** Human clubs, managed or not, with their ready flag for the current week. */
  clubs: ManagerStatus[];
  waitingFor: string[];
}

export interface TableRowView {
  position: number;
  clubId: string;
  clubName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  managerUserId: string | null;
}

export interface DivisionTableView {
  division: DivisionIndex;
  rows: TableRowView[];
}

export interface FixtureView {
  season: number;
  division: DivisionIndex;
  round: number;
  homeId: string;
  homeName: string;
  awayId: string;
  awayName: string;
}

export interface ResultView extends FixtureView {
  homeGoals: number;
  awayGoals: number;
}

export interface PlayerPublicView {
  id: string;
  name: string;
  age: number;
  positions: Position[];
  ability: number;
  potentialReached: boolean;
  retiring: boolean;
  form: Form;
  injuryWeeks: number;
  stats: SeasonStats;
  clubId: string | null;
  clubName: string | null;
  /** On the transfer list: the asking price and how he is listed. */
  listing: { askingPrice: number; mode: SaleMode } | null;
  /** On loan to his club from the club named (deals between managers). */
  loanedFrom?: string | null;
  /** His transfer value (rulebook, "Transfers"). */
  value: number;
}

/** What only his own manager sees. */
export interface PlayerOwnView extends PlayerPublicView {
  niggle: boolean;
  training: TrainingCode | null;
  trainingProgress: Partial<Record<TrainingCode, number>>;
  boughtInWeek: number | null;
  /** The training plan ordered for this week, if it changes the standing one. */
  orderedTraining: TrainingCode | null | undefined;
  /** The plan he trains this week (ordered, else standing), its length and the weeks already done. */
  trainingPlan: TrainingPlanView | null;
}

/** `weeks` is null for plans that never complete (fitness training, rest). */
export interface TrainingPlanView {
  code: TrainingCode;
  weeks: number | null;
  done: number;
}

export type PlayerView = ({ own: true } & PlayerOwnView) | ({ own: false } & PlayerPublicView);

export interface SquadView {
  club: ClubSummary;
  own: boolean;
  players: PlayerView[];
  /** Own squad only: the standing lineup and tactics. */
  lineup: Lineup | null;
  tactics: Tactics | null;
  /** The club's players away on loan at other clubs: not among `players`, nor in its selection. */
  loanedOut?: LoanedOutView[];
}

/** One of a club's players on loan at another club (deals between managers). */
export interface LoanedOutView {
  id: string;
  name: string;
  positions: Position[];
  ability: number;
  age: number;
  /** The borrowing club's name. */
  atClub: string;
  /** League matches until he returns; null when he returns at the season's end. */
  matchesLeft: number | null;
}

export interface ListingView {
  player: PlayerPublicView;
  sellerId: string | null;
  sellerName: string | null;
  askingPrice: number;
  mode: SaleMode;
  listedWeek: number;
  reason: string;
}

export interface MarketView {
  listings: ListingView[];
  /** The caller's own sealed bids this week; nobody else's are ever shown. */
  myBids: { playerId: string; playerName: string | null; amount: number }[];
  page: number;
  pageCount: number;
}

export interface LedgerLine {
  season: number;
  week: number;
  amount: number;
  reason: LedgerReason;
  detail: string;
  balance: number;
}

export interface FinancesView {
  club: ClubSummary;
  balance: number;
  recent: LedgerLine[];
  sponsor: SponsorDeal | null;
}

export interface StadiumView {
  club: ClubSummary;
  stadium: Stadium | null;
  /** Places in each stand and in the whole ground, works closed (rulebook, "Stadium"); none without a ground. */
  places: { stands: Partial<Record<StandId, number>>; total: number };
  /** Own club only: builds ordered for this week. */
  orderedBuilds: NonNullable<ClubOrders['builds']>;
}

export interface StaffView {
  club: ClubSummary;
  employed: { role: StaffRole; hiredSeason: number; hiredWeek: number; weeksEmployed: number }[];
  orderedHire: StaffRole[];
  orderedFire: StaffRole[];
}

export interface HistoryView {
  seasons: SeasonHistory[];
  /** How many seasons have finished in all, when the view shows only some of them. */
  finished?: number;
  clubNames: Record<string, string>;
}

/** A club's orders for the current week, as saved so far. */
export interface OrdersView {
  clubId: string;
  season: number;
  week: number;
  phase: SeasonPhase;
  orders: ClubOrders;
  ready: boolean;
  /** A cup or European step, played between league weeks. */
  cupStep?: 'cup' | 'europe';
  /** What the order just given costs or can bring. */
  price?: OrderPrice;
  /** The player the order names, found from the id or name given. */
  player?: { id: string; name: string };
}

/** Something a manager may have overlooked, as data for the reader's words: nothing here is illegal. */
export type OrderWarning = { kind: 'youth-fillers'; count: number } | { kind: 'untrained'; count: number } | { kind: 'no-sponsor' };

export interface ReadyView extends OrdersView {
  /** Things worth a second look: youth-team fillers in the XI, players without a training plan, no sponsor chosen. */
  warnings: OrderWarning[];
  /** The XI that will play, and what the AI fills for him; null in pre-season before an XI is picked. */
  lineup: LineupPlanView | null;
  /** The week's spending at most, with the bids by name. */
  spending: WeekSpendingView | null;
  /** True when every human manager is now ready. */
  allReady: boolean;
  /** Every manager is ready and the league plays the week as soon as they are: started, not paused, advance-when-ready. */
  playsNow: boolean;
}

/** A player offered by autocomplete: what the reader's language words his choice with, and the English label. */
export interface PlayerChoice {
  id: string;
  name: string;
  positions: Position[];
  ability: number;
  age: number;
  /** His club's name when the choice names it (another club's player), else null. */
  club: string | null;
  /** The choice in English: "Tom Hart (CB/SB, 7.5, age 24, Stonebury Rangers)". */
  label: string;
}

export type AdvanceOutcome =
  | { played: true; step: WeekRef; league: LeagueSummary; outboxRows: number }
  | { played: false; reason: 'already-played' | 'not-started' | 'game-over'; league: LeagueSummary | null }
  /** Another transaction holds the league's lock (it is being played): the league is not read. */
  | { played: false; reason: 'busy'; league: null };

export interface DueLeague {
  leagueId: string;
  expected: WeekRef;
  reason: 'deadline' | 'all-ready';
}

export interface ReminderDue {
  leagueId: string;
  channelId: string;
  offsetHours: number;
  deadline: Date;
  /** Managers of human clubs who are not ready yet. */
  userIds: string[];
}
