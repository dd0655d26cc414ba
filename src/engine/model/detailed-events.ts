import type { DetailedStats } from './detailed-stats.js';

/** The keeper's On (Sv+) column ("Keeper Readings"). */
export type KeeperOnReading = 'Counter' | 'Normal' | 'Card' | 'Own goal' | 'Fouled' | 'Corner' | 'Reb. Sh' | 'Injury' | 'Goal';
/** The keeper's Off column. */
export type KeeperOffReading = 'Counter' | 'Normal' | 'Corner';

/** The dice of a turn as carried in events: [d20, red d8, white d8, red d10, white d10]. */
export type DiceTuple = [number, number, number, number, number];

/**
 * Events of the detailed engine (Net Results Soccer). Every event carries the
 * match time: `period` 1 and 2 are the halves, 3 and 4 overtime; `minute` is
 * the game minute and `added` the minute of added time (45+2 is 45 and 2).
 * `dice` is the five-dice roll that decided it: [d20, red d8, white d8, red d10, white d10].
 */

export type MatchSideName = 'home' | 'away';

interface At {
  period: number;
  minute: number;
  added: number;
}

export type DetailedShotSource = 'Sh?' | 'IS?' | 'rebound';
export type DetailedShotResult = KeeperOnReading | KeeperOffReading | 'stopped';

export type DetailedEvent =
  | (At & { type: 'detailed-kick-off'; homeClubId: string; awayClubId: string })
  | (At & { type: 'detailed-added-time'; roll: number; chart: number; injuries: number; total: number })
  | (At & { type: 'detailed-period-end'; homeGoals: number; awayGoals: number })
  | (At & { type: 'detailed-corner'; side: MatchSideName; playerId: string | null; from: 'card' | 'keeper'; dice: DiceTuple })
  | (At & {
      type: 'detailed-foul';
      /** The side that committed it. */
      side: MatchSideName;
      foulerId: string | null;
      fouledId: string | null;
      /** Fld, Fld1-5, a keeper Fouled, a Cd, a second yellow let off, or the man-short rule. */
      cause: 'Fld' | 'Fld1' | 'Fld2' | 'Fld3' | 'Fld4' | 'Fld5' | 'keeper-fouled' | 'card' | 'second-yellow-let-off';
      /** The fouler's Fls when a Fld1-5 asked for it. */
      fls: number | null;
      manShort: boolean;
      dice: DiceTuple;
    })
  | (At & { type: 'detailed-offside'; side: MatchSideName; playerId: string | null; dice: DiceTuple })
  | (At & { type: 'detailed-possession-move'; side: MatchSideName; kind: 'P+' | 'P*'; playerId: string | null; dice: DiceTuple })
  | (At & { type: 'detailed-turnover'; side: MatchSideName; kind: 'Tkl' | 'Int' | 'steal'; playerId: string | null; dice: DiceTuple })
  | (At & {
      type: 'detailed-shot';
      side: MatchSideName;
      source: DetailedShotSource;
      shooterId: string | null;
      /** The defender whose D could stop it; null when his place is empty. */
      stopperId: string | null;
      keeperId: string | null;
      special: 'corner' | 'free-kick' | 'P+' | null;
      /** The turn that gave the shot, then the re-roll that played it. */
      turnDice: DiceTuple;
      dice: DiceTuple;
      d: number;
      stopped: boolean;
      onLimit: number;
      onTarget: boolean;
      gl: number;
      /** The d10 pair, adjusted by GL when on target. */
      value: number;
      result: DetailedShotResult;
      /** The extra d10 a keeper's split number asked for. */
      splitRoll: number | null;
    })
  | (At & {
      type: 'detailed-penalty';
      side: MatchSideName;
      takerId: string | null;
      keeperId: string | null;
      dice: DiceTuple;
      roll: number;
      target: number;
      result: 'goal' | 'saved' | 'wide';
    })
  | (At & {
      type: 'detailed-penalty-follow-up';
      side: MatchSideName;
      column: 'on' | 'off';
      value: number;
      result: KeeperOnReading | KeeperOffReading;
      splitRoll: number | null;
      dice: DiceTuple;
    })
  | (At & {
      type: 'detailed-goal';
      side: MatchSideName;
      clubId: string;
      scorerId: string | null;
      /** null when nobody assisted or the assister is anonymous (a non-player side): see `assisted`. */
      assistId: string | null;
      assisted: boolean;
      ownGoal: boolean;
      homeGoals: number;
      awayGoals: number;
    })
  | (At & {
      type: 'detailed-card';
      side: MatchSideName;
      playerId: string | null;
      keeper: boolean;
      colour: 'yellow' | 'red';
      /** A second yellow, which sends him off. */
      second: boolean;
      /** The 2d8 of an nRed card, and its n. */
      redRoll: number | null;
      redUpTo: number | null;
      /** The d20 of a second yellow and the range it needed. */
      secondRoll: number | null;
      secondChance: number | null;
      dice: DiceTuple;
    })
  | (At & { type: 'detailed-injury'; side: MatchSideName; playerId: string | null; keeper: boolean; d20: number; d10: number })
  | (At & {
      type: 'detailed-substitution';
      side: MatchSideName;
      offId: string | null;
      onId: string | null;
      /** Forced (injury, endurance, keeper sent off), a standing instruction, or the side's own change (manager-changes.ts). */
      reason: 'standing' | 'injury' | 'endurance' | 'keeper-sent-off' | 'tired' | 'booked' | 'chasing' | 'fresh-legs';
      substitutionsUsed: number;
      /** The league's limit, 3 or 5. */
      substitutionsAllowed: number;
    })
  | (At & {
      type: 'detailed-endurance';
      side: MatchSideName;
      playerId: string | null;
      en: number;
      d20: number;
      /** rest: off at the next dead ball; tired: stays on with the rule's penalties. */
      outcome: 'rest' | 'tired';
    })
  | (At & { type: 'detailed-full-time'; homeClubId: string; awayClubId: string; homeGoals: number; awayGoals: number; stats: DetailedStats });
