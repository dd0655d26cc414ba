import type { Duel } from '../../engine/cards/card-match.js';
import type { CardId, Suit } from '../../engine/cards/cards.js';
import type { CardsEvent } from '../../engine/cards/events.js';
import type { Occupant } from '../../engine/cards/lineup.js';
import type { CardsPhase } from '../../engine/cards/state.js';
import type { TableRow } from '../../engine/model/types.js';
import type { Locale } from '../../i18n/locales.js';

/** One side's revealed team sheet at kick-off: each filled space with its card (or a reserve, or a dummy's player) and adjusted level. */
export interface CardsSideView {
  clubId: string;
  tactic: CardId;
  /** A dummy plays every place at one flat level: 2 for a picture drawn, 1 for a number card. */
  dummyLevel: number | null;
  /** The card a dummy drew for its formation. */
  dummyDrawn: CardId | null;
  places: { space: number; occupant: Exclude<Occupant, null>; level: number }[];
}

export interface CardsMatchMessage {
  leagueName: string;
  season: number;
  suitOrder: Suit[];
  names: Record<string, string>;
  competition: 'league' | 'cup';
  round: number;
  home: CardsSideView;
  away: CardsSideView;
  duels: Duel[];
  homeLuck: CardId | null;
  awayLuck: CardId | null;
  homeGoals: number;
  awayGoals: number;
  shootOut: { draws: [CardId, CardId]; winnerId: string } | null;
  injuries: { clubId: string; card: CardId }[];
  /** The league's language when it is not English (posts queued before it have none, and read in English). */
  locale?: Locale;
}

/** What a step did that the channel may know: results, the market's news, the cup and the season's end. */
export interface CardsStepMessage {
  leagueName: string;
  season: number;
  /** The phase the step played. */
  phase: CardsPhase;
  names: Record<string, string>;
  events: CardsEvent[];
  /** The league table after a league round or the season's end; null otherwise. */
  table: TableRow[] | null;
  /** Matches between two dummies, told as a line each rather than a post (absent in posts queued before it). */
  otherResults?: CardsResultLine[];
  nextDeadline: string | null;
  /** The league's language when it is not English (posts queued before it have none, and read in English). */
  locale?: Locale;
}

/** A match's result in one line: who played whom, the score, and who went through after a shoot-out. */
export interface CardsResultLine {
  competition: 'league' | 'cup';
  homeId: string;
  awayId: string;
  homeGoals: number;
  awayGoals: number;
  shootOutWinnerId: string | null;
}

/** The cards on offer after a round (or at the set-up), bid for until the next deadline. */
export interface CardsLotsMessage {
  leagueName: string;
  season: number;
  lots: CardId[];
  drawnCard: CardId | null;
  suitOrder: Suit[];
  nextDeadline: string | null;
  /** The league's language when it is not English (posts queued before it have none, and read in English). */
  locale?: Locale;
}
