import type { DiceDisplay } from '../../commentary/dice-display.js';
import type { Locale } from '../../i18n/locales.js';
import type { PhraseMemory } from '../../commentary/phrase-picker.js';
import type { CupCompetition } from '../../engine/model/cup-competitions.js';
import type { EngineEvent } from '../../engine/model/events.js';
import type { ClubRef, PostNames, PostPicture } from '../shared/post-parts.js';

/** A round drawn: its ties (the first drawn at home) and byes. */
export interface CupDrawMessage {
  season: number;
  competition: CupCompetition;
  competitionName: string;
  round: number;
  roundName: string;
  ties: { home: ClubRef; away: ClubRef; neutral: boolean }[];
  byes: ClubRef[];
}

export interface CupTieView {
  home: ClubRef;
  away: ClubRef;
  homeGoals: number;
  awayGoals: number;
  extraTime: boolean;
  penalties: { home: number; away: number } | null;
  winnerId: string;
  decidedBy: 'match' | 'chart' | 'walkover';
  neutral: boolean;
}

/** A round's results, every tie as a score. */
export interface CupResultsMessage {
  season: number;
  competition: CupCompetition;
  competitionName: string;
  round: number;
  roundName: string;
  ties: CupTieView[];
}

/** One tie in full (a manager's, and every final): its play-by-play and penalties. */
export interface CupTieMessage {
  season: number;
  competitionName: string;
  roundName: string;
  final: boolean;
  tie: CupTieView;
  events: EngineEvent[];
  names: PostNames;
  /** How the dice show (the league's setting when queued), as in a league match report; spoiler when absent. */
  dice?: DiceDisplay;
  /** The match card attached, as to a league match report; absent in posts queued before it. */
  picture?: PostPicture;
  /** The league's phrase memory where this report starts; absent in posts queued before it. */
  phrases?: PhraseMemory;
  /** The league's language when queued; English when absent. */
  locale?: Locale;
}
