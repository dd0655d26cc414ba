import type { Dice } from '../dice.js';
import type { GoalRecord } from '../match/match-side.js';
import type { SubstitutionLimit } from '../model/types.js';
import type { DetailedEvent, MatchSideName } from '../model/detailed-events.js';
import type { DiceTurn } from './dice-turn.js';
import type { ForcedRestLimit } from './endurance.js';
import type { PeriodKind } from './extra-time-chart.js';
import { emptySideStats, type DetailedStats, type PlayerMatchStats } from './match-stats.js';
import type { KeeperOnPitch, OnPitch, Team } from './match-teams.js';
import { substitutionsAllowed } from './substitutions.js';

export interface DetailedMatchOptions {
  /** Net Results "Home team advantages" (the league's `homeAdvantages` setting). */
  homeAdvantages?: boolean;
  /** A neutral ground: special plays use the neutral column and nobody is at home. */
  neutral?: boolean;
  /** Play two 15-minute periods of overtime when level after 90 minutes (cup ties). */
  overtime?: boolean;
  /** The endurance rule; on unless turned off. */
  endurance?: boolean;
  forcedRests?: ForcedRestLimit;
  /** Substitutions a side may make: the document's three, or five (the league's `substitutions` setting). */
  substitutions?: SubstitutionLimit;
}

export type SpecialPlay = 'corner' | 'free-kick' | 'P+';

/** The man who won a corner, a free kick or the ball, or began a move: he assists a team-mate's goal from it. */
export type Creditor = OnPitch | KeeperOnPitch;

/** Who keeps the ball next turn whatever the d20 says (corner, foul, offside, tackle, counter). */
export interface Forced {
  side: MatchSideName;
  special: SpecialPlay | null;
  /** Who won the corner, the free kick or the ball, for the assist. */
  by: Creditor | null;
}

export interface Move {
  side: MatchSideName;
  kind: 'P+' | 'P*';
  playerId: string | null;
  by: OnPitch;
}

export interface PenaltyFollowUp {
  column: 'on' | 'off';
  side: MatchSideName;
  taker: OnPitch;
}

/** Everything a match in play holds; the rule modules read and change it. */
export interface MatchState {
  readonly dice: Dice;
  readonly events: DetailedEvent[];
  readonly stats: DetailedStats;
  readonly teams: Record<MatchSideName, Team>;
  readonly goals: GoalRecord[];
  readonly appeared: Set<string>;
  readonly tally: Map<string, PlayerMatchStats>;
  readonly neutral: boolean;
  readonly homeAdvantages: boolean;
  readonly endurance: boolean;
  readonly forcedRestLimit: ForcedRestLimit;
  readonly forcedRests: Record<MatchSideName, number>;
  readonly maxSubstitutions: number;

  // Game time (game-time.ts).
  period: number;
  periodKind: PeriodKind;
  periodStart: number;
  periodLength: number;
  elapsed: number;
  inAdded: boolean;
  addedDone: number;
  addedTotal: number;
  injuries: number;
  over: boolean;
  /** Home advantages' "EXTRA TIME" edge, decided once as the period enters its added time. */
  homeEdgeInAdded: boolean;
  pendingTicks: number;
  /** The five dice of the turn being played; a shot rolls its own. */
  readonly currentTurn: DiceTurn;

  // The ball (turn.ts).
  next: Forced | null;
  move: Move | null;
  moveContinues: boolean;
  followUp: PenaltyFollowUp | null;
  ball: MatchSideName;
  /** Who assists a goal by `assisterSide` (the turn's offence) scored by another man: see assistSource. */
  assister: Creditor | null;
  assisterSide: MatchSideName;
  /** The man who kept the ball for his side on the last turn, play running on: the build-up house rule's assister. */
  carrier: OnPitch | null;
  carrierSide: MatchSideName;
}

export function createMatchState(home: Team, away: Team, dice: Dice, options: DetailedMatchOptions): MatchState {
  const match: MatchState = {
    dice,
    events: [],
    stats: { home: emptySideStats(), away: emptySideStats(), players: {} },
    teams: { home, away },
    goals: [],
    appeared: new Set<string>(),
    tally: new Map<string, PlayerMatchStats>(),
    neutral: options.neutral === true,
    homeAdvantages: options.homeAdvantages === true && options.neutral !== true,
    endurance: options.endurance !== false,
    forcedRestLimit: options.forcedRests ?? 'standard',
    forcedRests: { home: 0, away: 0 },
    maxSubstitutions: substitutionsAllowed(options.substitutions),
    period: 0,
    periodKind: 'first-half',
    periodStart: 0,
    periodLength: 45,
    elapsed: 0,
    inAdded: false,
    addedDone: 0,
    addedTotal: 0,
    injuries: 0,
    over: false,
    homeEdgeInAdded: false,
    pendingTicks: 0,
    currentTurn: { d20: 0, red8: 0, white8: 0, red10: 0, white10: 0 },
    next: null,
    move: null,
    moveContinues: false,
    followUp: null,
    ball: 'home',
    assister: null,
    assisterSide: 'home',
    carrier: null,
    carrierSide: 'home',
  };
  for (const team of [home, away]) {
    for (const player of team.pitch) if (player) appear(match, player.card.playerId);
    appear(match, team.keeper.card.playerId);
  }
  return match;
}

export const other = (side: MatchSideName): MatchSideName => (side === 'home' ? 'away' : 'home');

/** The minute on the clock; in added time it stays at the period's end. */
export function minute(match: MatchState): number {
  return match.periodStart + (match.inAdded ? match.periodLength : Math.min(match.elapsed + 1, match.periodLength));
}

export function added(match: MatchState): number {
  return match.inAdded ? Math.min(match.addedDone + 1, match.addedTotal) : 0;
}

/** The minute as a number of minutes played in the period's frame, added time counted on (45+2 is 47). */
export function gameMinute(match: MatchState): number {
  return minute(match) + added(match);
}

export function appear(match: MatchState, playerId: string | null): void {
  if (playerId !== null) match.appeared.add(playerId);
}

export type UnstampedEvent = DistributiveOmit<DetailedEvent, 'period' | 'minute' | 'added'>;
export type UnstampedEventOf<T extends DetailedEvent['type']> = Omit<Extract<DetailedEvent, { type: T }>, 'period' | 'minute' | 'added'>;

/** Stamps the match time on the event (in place, to spare a copy per event) and logs it. */
export function push(match: MatchState, event: UnstampedEvent): void {
  const stamped = event as DetailedEvent;
  stamped.period = match.period;
  stamped.minute = minute(match);
  stamped.added = added(match);
  match.events.push(stamped);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
