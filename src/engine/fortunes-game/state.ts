import type { Square } from '../fortunes/board.js';
import type { CalendarSlot } from './calendar.js';
import type { SkillLevel } from './computer-clubs.js';
import type { Cup, CupTie } from './cup.js';
import type { LeagueSeason } from './league.js';
import type { Selection, TeamValues } from './line-up.js';
import type { StarCard } from './star-card.js';

/** A card drawn for a manager, shown to him before he decides (rulebook: Manager's Luck, Selection Problems). */
export interface DrawnCard {
  table: 'luck' | 'selection-problems';
  roll: number;
}

/** What waits for a manager in the coming turn: his square, its card or lot, shown before his orders. */
export interface Pending {
  square: Square;
  /** The cards to play: the square's, and before a season but the first the pre-season pair. */
  draws: DrawnCard[];
  /** The Auction File's lot his auction square puts up, taken from the top when he landed. */
  lot?: StarCard;
}

export interface Manager {
  clubId: string;
  cash: number;
  /** His own cards, at home. */
  squad: StarCard[];
  /** His square on the board, 0 being Start. */
  position: number;
  immunity: number;
  /** Rulebook, "Bankruptcy": resigned, out of the game, his side 0 and 0 from then on. */
  resigned: boolean;
  /** His chosen side, kept until he changes it; the best side when none or when it no longer stands. */
  selection?: Selection;
}

export interface GameClub {
  id: string;
  name: string;
  managed: boolean;
}

export interface SeasonRecord {
  season: number;
  /** The final table's club ids, champions first. */
  table: string[];
  cupWinners: Partial<Record<Cup['competition'], string>>;
  /** Game points won this season, by manager. */
  points: Record<string, number>;
}

/** A Football Fortunes game: everything the rulebook's board, bank and computer keep. */
export interface FortunesGame {
  seasons: number;
  skill: SkillLevel;
  season: number;
  clubs: GameClub[];
  /** The computer's clubs' fixed sides. */
  computerSides: Record<string, TeamValues>;
  managers: Record<string, Manager>;
  league: LeagueSeason;
  cups: Cup[];
  cupTies: CupTie[];
  calendar: CalendarSlot[];
  /** The calendar slot the next turn plays. */
  slot: number;
  auctionFile: StarCard[];
  /** Cards the bank holds, for sale at 1.5 times their nominal value or more. */
  bank: StarCard[];
  immunityBank: number;
  /** Players on loan between managers. */
  loans: Loan[];
  pending: Record<string, Pending>;
  gamePoints: Record<string, number>;
  history: SeasonRecord[];
  finished: boolean;
}

/** The managers still in the game, in a fixed order so a replay rolls the same dice for the same man. */
export function activeManagers(game: FortunesGame): Manager[] {
  return Object.values(game.managers)
    .filter((m) => !m.resigned)
    .sort((a, b) => a.clubId.localeCompare(b.clubId));
}

/** A player on loan: out of his owner's squad until his turns are played, then home. */
export interface Loan {
  card: StarCard;
  ownerId: string;
  borrowerId: string;
  turnsLeft: number;
  /** Agreed to the season's end: he goes home when it ends. */
  toSeasonEnd?: boolean;
}
