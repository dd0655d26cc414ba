import type { Fixture, MatchScore } from '../model/types.js';
import type { Tie } from '../cups/draw.js';
import type { CardsBalance } from './balance.js';
import type { CardId } from './cards.js';
import type { Lineup } from './lineup.js';
import type { SuitOrder } from './suit-levels.js';

/** One slot of the season's calendar: a league round or a cup round (docs/cards.md, "The calendar"). */
export type RoundSlot = { kind: 'league'; round: number } | { kind: 'cup'; round: number };

export interface CardsManager {
  id: string;
  hand: CardId[];
  /** Money in pence (docs/cards.md, "The market"). */
  pence: number;
  /** Cards that miss this manager's next fixture. */
  injured: CardId[];
  /** The standing team sheet: it stands until changed. */
  sheet: Lineup | null;
  trophyPoints: number;
  /** Cards kept from the deal, paid for when the opening auction closes. */
  unpaid: CardId[];
}

export interface CardsResult extends MatchScore {
  competition: 'league' | 'cup';
  round: number;
  /** A drawn cup tie: who won the card shoot-out. */
  shootOutWinnerId?: string;
}

export interface CardsCup {
  /** Clubs still in, in the order of the draw. */
  alive: string[];
  /** The ties of the next cup round. */
  ties: Tie[];
  roundsPlayed: number;
  finalists: string[];
  winnerId: string | null;
}

export interface SeasonSummary {
  season: number;
  leagueWinnerId: string;
  leagueRunnerUpId: string;
  cupWinnerId: string | null;
  cupRunnerUpId: string | null;
}

export const CARDS_PHASES = ['keep', 'opening-auction', 'round', 'season-end', 'finished'] as const;
export type CardsPhase = (typeof CARDS_PHASES)[number];

export interface CardsState {
  phase: CardsPhase;
  season: number;
  /** The agreed number of seasons; the game is won on trophy points after the last. */
  seasons: number;
  suitOrder: SuitOrder;
  /** The pack, top card first; cards drawn to look at go back to the bottom. */
  pack: CardId[];
  managerIds: string[];
  managers: Record<string, CardsManager>;
  /** League clubs: the managers, then the dummies (`dummy-1`, ...). */
  clubIds: string[];
  fixtures: Fixture[];
  calendar: RoundSlot[];
  /** The index in `calendar` of the next round to play. */
  nextSlot: number;
  results: CardsResult[];
  cup: CardsCup;
  /** Cards on offer: the opening lots, or the market after a round; bids come with the next orders. */
  lots: CardId[];
  /** Managers who played in the round before the open market: they get gate money when it closes. */
  playedLastRound: string[];
  history: SeasonSummary[];
  winnerIds: string[];
  /** The league's balance option, set when it is created; absent in older leagues: the article's rules. */
  balance?: CardsBalance;
}

export function isDummy(clubId: string): boolean {
  return clubId.startsWith('dummy-');
}

export const START_PENCE = 2000;
