import type { Square } from '../../engine/fortunes/board.js';
import type { CalendarSlot } from '../../engine/fortunes-game/calendar.js';
import type { GameEvent } from '../../engine/fortunes-game/events.js';
import type { TeamValues } from '../../engine/fortunes-game/line-up.js';
import type { TableRow } from '../../engine/model/types.js';
import type { Locale } from '../../i18n/locales.js';

/** What a turn of a Football Fortunes game did that the channel may know, in the order it happened. */
export interface FortunesTurnMessage {
  leagueName: string;
  season: number;
  /** The turn played: a league round or a cup round. */
  played: CalendarSlot;
  names: Record<string, string>;
  /** The clubs with a manager, whose names the post sets in bold; absent in older posts (every club in bold). */
  managed?: string[];
  /** The cups' names as the rulebook prints them, by competition. */
  competitionNames: Record<string, string>;
  /** The turn's events but the money paid and received, which is each manager's own (/fortune show), and failed deals. */
  events: Exclude<GameEvent, { type: 'money' | 'deal-failed' }>[];
  /** The sides the clubs of the turn's matches fielded: Defence (G + D stars) and Attack (M + A stars). */
  sides: Record<string, TeamValues>;
  /** The table of ten after a league round; null after a cup round. */
  table: TableRow[] | null;
  /** The game points so far, after a season's end; null otherwise. */
  gamePoints: Record<string, number> | null;
  nextDeadline: string | null;
  /** The board's squares from Start round, for the picture of where the dice moved everyone; absent in older posts. */
  board?: readonly Square[];
  /** The league's language when queued; English when absent. */
  locale?: Locale;
}
