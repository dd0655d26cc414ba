import type { CupCompetition, CupsOption, EuropeanCompetition } from './cup-competitions.js';
import type { NonPlayerChart } from '../match-chart.js';

/** A cup tie: the club drawn first is at home (Football Fortunes plays each tie once). */
export interface Tie {
  homeId: string;
  awayId: string;
}

export interface KnockoutTie extends Tie {
  /** The final is on a neutral ground: no home advantage, no gate. */
  neutral: boolean;
  /** null until the tie is played. */
  winnerId: string | null;
}

export interface KnockoutRound {
  /** 1 is the first round; the last is the final. */
  round: number;
  ties: KnockoutTie[];
  byes: string[];
}

/** A knockout competition as it stands: its entrants and the rounds drawn so far. Plain data, never mutated. */
export interface Knockout {
  entrants: string[];
  rounds: KnockoutRound[];
}

/** A cup tie as it was played: the score after 90 minutes (or 120), and penalties when they decided it. */
export interface PlayedTie {
  competition: CupCompetition;
  round: number;
  homeId: string;
  awayId: string;
  neutral: boolean;
  homeGoals: number;
  awayGoals: number;
  extraTime: boolean;
  penalties: { home: number; away: number } | null;
  winnerId: string;
  /** Decided by the results chart (two clubs without squads), or a walkover (a side that could not field an XI). */
  decidedBy: 'match' | 'chart' | 'walkover';
}

/** A cup step's competitions: the domestic cup, or the three European competitions together. */
export type CupStepKind = 'cup' | 'europe';

/** A league's cups this season: plain data, saved with the league (league_cups). */
export interface CupsState {
  season: number;
  /** Cup and European steps played this season, in calendar order. */
  stepsPlayed: number;
  knockouts: Partial<Record<CupCompetition, Knockout>>;
  /** This season's foreign clubs (Europe); none in season one. */
  foreign: ForeignClub[];
  ties: PlayedTie[];
  /** Gate shares of the last step's ties, paid by the next step's income phase (the previous game's gate). */
  gatesDue: { clubId: string; amount: number; detail: string }[];
  /** The league round whose home gates are paid: a cup step pays the league week before it. */
  leagueGatesPaid: number;
  /** Set only while a cup step is played: league fixtures then wait, and only its ties are played. */
  playing?: CupStepKind;
}

/** A club from abroad that fills a European field. It plays as a non-player club of the Premier Division. */
export interface ForeignClub {
  id: string;
  name: string;
  country: string;
  competition: EuropeanCompetition;
  /** On the Premier Division's ranking scale: 1 is as strong as the Premier's best, 0 and below stronger. */
  ranking: number;
  chart: NonPlayerChart;
}

/** How far a club went in one competition: the last round it played (1 is the first), and whether it won the final. */
export interface RoundReached {
  round: number;
  /** Rounds it won, the final included. */
  won: number;
  winner: boolean;
}

export type RoundsReached = Record<string, Partial<Record<CupCompetition, RoundReached>>>;

/** A trophy won, as a season's history keeps it; a foreign club is named here since the league keeps no row of it. */
export interface CupTrophy {
  competition: CupCompetition;
  winnerId: string;
  runnerUpId: string;
  winnerName?: string;
  runnerUpName?: string;
}

export type { CupsOption };
