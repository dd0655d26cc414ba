import type { Dice } from '../dice.js';
import type { GoalRecord, MatchOutcome } from '../match/match-side.js';
import { readTwoD8 } from './base8.js';
import type { AttackReading, KeeperOffReading, KeeperOnReading } from './cards.js';
import type { DetailedEvent, DetailedShotSource, MatchSideName } from './detailed-events.js';
import { diceTuple, hundred, possessionFromD20, reading, rollTurn, rollTurnInto, type DiceTurn } from './dice-turn.js';
import { enduranceSpent, forcedRestAllowed, isEnduranceCheck, type ForcedRestLimit } from './endurance.js';
import { extraTime, MINUTES_PER_INJURY, type PeriodKind } from './extra-time-chart.js';
import { HOME_ADVANTAGES } from './home-advantages.js';
import { emptySideStats, playerStats, settlePossession, type DetailedStats, type PlayerMatchStats } from './match-stats.js';
import { makeOnPitch, type BenchPlayer, type KeeperOnPitch, type OnPitch, type Team } from './match-teams.js';
import { keeperCard } from './player-cards.js';
import { foulStands, isDefensiveReading, penaltyTarget, readAttack, readDefence, readKeeperOff, readKeeperOn } from './readings.js';
import { secondYellowChance } from './second-yellow.js';
import { isOnTarget, onLimit, shotGl, stopsShot, type ShotSetting } from './shot-rules.js';
import { SPECIAL_PLAY_ADJUSTMENTS, type Venue } from './special-play-adjustments.js';
import { scoreConditionHolds } from '../match/score-condition.js';
import { pickSubstitute, substitutionsAllowed } from './substitutions.js';
import type { SubstitutionLimit } from '../types.js';
import { lastOnPitch, likeliestFouler } from './man-short.js';
import { CHANGES, chooseChange } from './manager-changes.js';
import { slashesMinute } from './late-pressure.js';

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

export interface DetailedMatchResult {
  outcome: MatchOutcome;
  events: DetailedEvent[];
  stats: DetailedStats;
}

type SpecialPlay = 'corner' | 'free-kick' | 'P+';

/** The man who won a corner, a free kick or the ball, or began a move: he assists a team-mate's goal from it. */
type Creditor = OnPitch | KeeperOnPitch;

/** Who keeps the ball next turn whatever the d20 says (corner, foul, offside, tackle, counter). */
interface Forced {
  side: MatchSideName;
  special: SpecialPlay | null;
  /** Who won the corner, the free kick or the ball, for the assist. */
  by: Creditor | null;
}

interface Move {
  side: MatchSideName;
  kind: 'P+' | 'P*';
  playerId: string | null;
  by: OnPitch;
}

interface PenaltyFollowUp {
  column: 'on' | 'off';
  side: MatchSideName;
  taker: OnPitch;
}

export interface Period {
  kind: PeriodKind;
  start: number;
  length: number;
}

export const PERIODS: Period[] = [
  { kind: 'first-half', start: 0, length: 45 },
  { kind: 'second-half', start: 45, length: 45 },
];
const OVERTIME: Period[] = [
  { kind: 'overtime', start: 90, length: 15 },
  { kind: 'overtime', start: 105, length: 15 },
];

/** House rule: an outfield player who goes in goal plays as the weakest keeper. */
const STAND_IN_KEEPER_RATING = 5;

interface CardDecision {
  given: 'yellow' | 'red' | 'let-off';
  second: boolean;
  redRoll: number | null;
  secondRoll: number | null;
  secondChance: number | null;
}

type SubstitutionReason = Extract<DetailedEvent, { type: 'detailed-substitution' }>['reason'];

const other = (side: MatchSideName): MatchSideName => (side === 'home' ? 'away' : 'home');

/** One match of Net Results Soccer, played turn by turn (shared/seeds/004_35e4d9d706e3ae9a.txt). */
export class DetailedMatch {
  readonly events: DetailedEvent[] = [];
  readonly stats: DetailedStats = { home: emptySideStats(), away: emptySideStats(), players: {} };
  private readonly teams: Record<MatchSideName, Team>;
  private readonly goals: GoalRecord[] = [];
  private readonly appeared = new Set<string>();
  private readonly tally = new Map<string, PlayerMatchStats>();
  private readonly homeAdvantages: boolean;
  private readonly endurance: boolean;
  private readonly forcedRestLimit: ForcedRestLimit;
  private readonly forcedRests = { home: 0, away: 0 };
  private readonly maxSubstitutions: number;

  private period = 0;
  private periodKind: PeriodKind = 'first-half';
  private periodStart = 0;
  private periodLength = 45;
  private elapsed = 0;
  private inAdded = false;
  private addedDone = 0;
  private addedTotal = 0;
  private injuries = 0;
  private over = false;
  /** Home advantages' "EXTRA TIME" edge, decided once as the period enters its added time. */
  private homeEdgeInAdded = false;
  private pendingTicks = 0;
  /** The five dice of the turn being played; a shot rolls its own. */
  private readonly currentTurn: DiceTurn = { d20: 0, red8: 0, white8: 0, red10: 0, white10: 0 };

  private next: Forced | null = null;
  private move: Move | null = null;
  private moveContinues = false;
  private followUp: PenaltyFollowUp | null = null;
  private ball: MatchSideName = 'home';
  /** Who assists a goal by `assisterSide` (the turn's offence) scored by another man: see assistSource. */
  private assister: Creditor | null = null;
  private assisterSide: MatchSideName = 'home';
  /** The man who kept the ball for his side on the last turn, play running on: the build-up house rule's assister. */
  private carrier: OnPitch | null = null;
  private carrierSide: MatchSideName = 'home';

  constructor(
    home: Team,
    away: Team,
    private readonly dice: Dice,
    private readonly options: DetailedMatchOptions = {},
  ) {
    this.teams = { home, away };
    this.homeAdvantages = options.homeAdvantages === true && options.neutral !== true;
    this.endurance = options.endurance !== false;
    this.forcedRestLimit = options.forcedRests ?? 'standard';
    this.maxSubstitutions = substitutionsAllowed(options.substitutions);
    for (const team of [this.teams.home, this.teams.away]) {
      for (const player of team.pitch) if (player) this.appear(player.card.playerId);
      this.appear(team.keeper.card.playerId);
    }
  }

  play(): DetailedMatchResult {
    for (const period of PERIODS) this.playPeriod(period);
    if (this.options.overtime && this.teams.home.goals === this.teams.away.goals) {
      for (const period of OVERTIME) this.playPeriod(period);
    }
    return this.finish();
  }

  /** Where the match stands, for tests and live views. */
  situation() {
    return {
      period: this.period,
      minute: this.minute,
      added: this.added,
      over: this.over,
      homeGoals: this.teams.home.goals,
      awayGoals: this.teams.away.goals,
      next: this.next,
      move: this.move,
      penaltyFollowUp: this.followUp,
      teams: this.teams,
      players: Object.fromEntries(this.tally),
    };
  }

  finish(): DetailedMatchResult {
    settlePossession(this.stats);
    this.stats.players = Object.fromEntries(this.tally);
    const { home, away } = this.teams;
    this.push({ type: 'detailed-full-time', homeClubId: home.clubId, awayClubId: away.clubId, homeGoals: home.goals, awayGoals: away.goals, stats: this.stats });
    return {
      outcome: {
        homeGoals: this.teams.home.goals,
        awayGoals: this.teams.away.goals,
        goals: this.goals,
        appeared: [...this.appeared],
      },
      events: this.events,
      stats: this.stats,
    };
  }

  // ---- Game time ("Game Time", "Extra time chart") ----

  private get minute(): number {
    return this.periodStart + (this.inAdded ? this.periodLength : Math.min(this.elapsed + 1, this.periodLength));
  }

  private get added(): number {
    return this.inAdded ? Math.min(this.addedDone + 1, this.addedTotal) : 0;
  }

  /** The minute as a number of minutes played in the period's frame, added time counted on (45+2 is 47). */
  private get gameMinute(): number {
    return this.minute + this.added;
  }

  private playPeriod(period: Period): void {
    this.beginPeriod(period);
    while (!this.over) this.turn();
    this.endPeriod();
  }

  beginPeriod({ kind, start, length }: Period): void {
    this.periodKind = kind;
    this.period += 1;
    this.periodStart = start;
    this.periodLength = length;
    this.elapsed = 0;
    this.inAdded = false;
    this.addedDone = 0;
    this.addedTotal = 0;
    this.injuries = 0;
    this.over = false;
    this.push({ type: 'detailed-kick-off', homeClubId: this.teams.home.clubId, awayClubId: this.teams.away.clubId });
  }

  /** One turn: the five dice, the reading, and the minute if the d20 slashes one. */
  turn(): void {
    const turn = rollTurnInto(this.dice, this.currentTurn);
    this.pendingTicks = slashesMinute(turn.d20, this.periodKind, this.gameMinute) ? 1 : 0;
    this.playTurn(turn);
    for (; this.pendingTicks > 0 && !this.over; this.pendingTicks--) this.tick(this.periodKind);
  }

  endPeriod(): void {
    // "The end of a half ends action."
    this.next = null;
    this.move = null;
    this.followUp = null;
    this.carrier = null;
    this.push({ type: 'detailed-period-end', homeGoals: this.teams.home.goals, awayGoals: this.teams.away.goals });
    this.deadBall();
  }

  /** A minute is slashed: whoever has the ball after the turn gets the minute of possession. */
  private tick(kind: PeriodKind): void {
    const holder = this.next?.side ?? this.move?.side ?? this.ball;
    this.stats[holder].possessionMinutes += 1;
    if (this.inAdded) {
      this.addedDone += 1;
      if (this.addedDone >= this.addedTotal) this.over = true;
      return;
    }
    this.elapsed += 1;
    if (this.elapsed < this.periodLength) return;
    const roll = this.dice.roll(10);
    const chart = extraTime(kind, roll);
    this.addedTotal = chart + MINUTES_PER_INJURY * this.injuries;
    this.push({ type: 'detailed-added-time', roll, chart, injuries: this.injuries, total: this.addedTotal });
    this.inAdded = true;
    this.homeEdgeInAdded = this.homeEdgeEnteringAddedTime();
    if (this.addedTotal === 0) this.over = true;
  }

  /** "If the home team is trailing by a goal or tied entering extra time": judged once, as added time begins. */
  private homeEdgeEnteringAddedTime(): boolean {
    const finalPeriod = this.period === 2 || this.period === 4;
    const { home, away } = this.teams;
    return this.homeAdvantages && finalPeriod && (home.goals === away.goals || home.goals === away.goals - 1);
  }

  private homePossessionUpTo(): number {
    return this.inAdded && this.homeEdgeInAdded ? HOME_ADVANTAGES.stoppagePossessionHomeUpTo : 11;
  }

  // ---- A turn ("Playing Net Results Soccer") ----

  private playTurn(turn: DiceTurn): void {
    const carrier = this.carrier;
    const carrierSide = this.carrierSide;
    this.carrier = null;
    if (this.followUp) {
      this.penaltyFollowUp(turn, this.followUp);
      return;
    }
    const forced = this.next;
    this.next = null;
    const move = this.move;
    const offence: MatchSideName = forced?.side ?? move?.side ?? possessionFromD20(turn.d20, this.homePossessionUpTo());
    const special: SpecialPlay | null = forced ? forced.special : move?.kind === 'P+' ? 'P+' : null;
    this.assister = this.assistSource(offence, forced, move) ?? (carrierSide === offence ? carrier : null);
    this.assisterSide = offence;
    this.ball = offence;
    this.moveContinues = false;
    const attackers = this.teams[offence];
    const defenders = this.teams[other(offence)];
    if (this.endurance && isEnduranceCheck(turn.d20, this.period)) this.checkEndurance(defenders, turn);
    const value = reading(turn);
    if (isDefensiveReading(value)) this.defensiveReading(attackers, defenders, value, turn);
    else this.offensiveReading(attackers, defenders, value, turn, special);
    if (!this.moveContinues) this.move = null;
    const onTheBall = attackers.pitch[turn.red10 - 1];
    if (this.moveContinues && this.ball === offence && onTheBall) {
      this.carrier = onTheBall;
      this.carrierSide = offence;
    }
  }

  private offensiveReading(attackers: Team, defenders: Team, value: number, turn: DiceTurn, special: SpecialPlay | null): void {
    let attacker = attackers.pitch[turn.red10 - 1] ?? null;
    let defenderNumber = turn.white10;
    if (!attacker) {
      // "Playing a man short": the reading goes to the defence, the player on the defensive d10.
      const swap = attackers;
      attackers = defenders;
      defenders = swap;
      attacker = attackers.pitch[turn.white10 - 1] ?? null;
      defenderNumber = turn.red10;
      special = null;
      if (!attacker) return this.keepMove();
      this.ball = attackers.side;
    }
    let read: AttackReading = readAttack(attacker.card, value, defenderNumber);
    if (attacker.tired && (read === 'Cr' || read === 'PK' || read === 'P+' || read === 'P*')) read = 'P';
    const defender = defenders.pitch[defenderNumber - 1] ?? null;
    switch (read) {
      case 'Cr':
        return this.corner(attackers, attacker, 'card', turn);
      case 'Fld':
        return this.foul(defenders, defender, attacker, 'Fld', null, turn);
      case 'Fld1':
      case 'Fld2':
      case 'Fld3':
      case 'Fld4':
      case 'Fld5':
        if (!defender || defender.tired || foulStands(read, defender.card.fls)) {
          return this.foul(defenders, defender, attacker, read, defender ? defender.card.fls : null, turn);
        }
        return this.keepMove();
      case 'PK':
        return this.penalty(attackers, defenders, attacker, turn);
      case 'Off':
        return this.offside(attackers, attacker, turn);
      case 'Sh?':
        return this.shot(attackers, attacker, defenders, defender, special, 'Sh?', turn, false);
      case 'P+':
      case 'P*':
        return this.startMove(attackers.side, read, attacker, turn);
      case 'P':
        return this.keepMove();
    }
  }

  private defensiveReading(attackers: Team, defenders: Team, value: number, turn: DiceTurn): void {
    const defender = defenders.pitch[turn.white10 - 1];
    // "Playing a man short": an empty place wins nothing.
    if (!defender) return this.keepMove();
    const read = readDefence(defender.card, value, turn.red10);
    if (defender.tired && (read === 'Tkl' || read === 'Int' || read === 'IS?')) return this.keepMove();
    switch (read) {
      case 'Cd':
        return this.cardForFoul(defenders, defender, turn);
      case 'Tkl':
      case 'Int':
        return this.turnover(defenders, defender, read, turn);
      case 'IS?':
        this.ball = defenders.side;
        this.stats[defenders.side].interceptions += 1;
        return this.shot(defenders, defender, attackers, attackers.pitch[turn.red10 - 1] ?? null, null, 'IS?', turn, false);
      case 'OG':
        return this.goal(attackers, defender.card.playerId, null, true);
      case 'P':
        return this.keepMove();
    }
  }

  private keepMove(): void {
    this.moveContinues = true;
  }

  /** P+ and P* (Net Results Soccer, "P+", "P:*"): the side keeps the ball until the move ends. */
  private startMove(side: MatchSideName, kind: 'P+' | 'P*', player: OnPitch, turn: DiceTurn): void {
    this.moveContinues = true;
    const current = this.move;
    if (current && current.side === side && (current.kind === 'P+' || kind === 'P*')) return;
    this.move = { side, kind, playerId: player.card.playerId, by: player };
    this.push({ type: 'detailed-possession-move', side, kind, playerId: player.card.playerId, dice: diceTuple(turn) });
  }

  // ---- Set pieces and stoppages ----

  private corner(team: Team, by: OnPitch | null, from: 'card' | 'keeper', turn: DiceTurn): void {
    const playerId = by?.card.playerId ?? null;
    this.stats[team.side].corners += 1;
    this.push({ type: 'detailed-corner', side: team.side, playerId, from, dice: diceTuple(turn) });
    this.next = { side: team.side, special: 'corner', by };
    this.ball = team.side;
    this.deadBall();
  }

  private offside(team: Team, player: OnPitch, turn: DiceTurn): void {
    this.stats[team.side].offsides += 1;
    this.push({ type: 'detailed-offside', side: team.side, playerId: player.card.playerId, dice: diceTuple(turn) });
    this.next = { side: other(team.side), special: null, by: null };
    this.ball = other(team.side);
    this.deadBall();
  }

  private turnover(team: Team, by: OnPitch, kind: 'Tkl' | 'Int' | 'steal', turn: DiceTurn): void {
    const playerId = by.card.playerId;
    if (kind === 'Int') this.stats[team.side].interceptions += 1;
    else this.stats[team.side].tackles += 1;
    this.push({ type: 'detailed-turnover', side: team.side, kind, playerId, dice: diceTuple(turn) });
    this.next = { side: team.side, special: null, by };
    this.ball = team.side;
  }

  /**
   * A foul by `team`; the other side has the free kick. With the fouler's place
   * empty, "a foul does occur": it goes to the highest Fls on the pitch, then
   * to the player with fewer fouls, then to the lower number.
   */
  private foul(
    team: Team,
    fouler: OnPitch | 'keeper' | null,
    fouled: Creditor | null,
    cause: Extract<DetailedEvent, { type: 'detailed-foul' }>['cause'],
    fls: number | null,
    turn: DiceTurn,
  ): void {
    const manShort = fouler === null;
    const by = fouler === 'keeper' ? team.keeper : (fouler ?? likeliestFouler(team));
    if (by && 'fouls' in by) by.fouls += 1;
    this.stats[team.side].fouls += 1;
    this.push({
      type: 'detailed-foul',
      side: team.side,
      foulerId: by?.card.playerId ?? null,
      fouledId: fouled?.card.playerId ?? null,
      cause,
      fls,
      manShort,
      dice: diceTuple(turn),
    });
    this.next = { side: other(team.side), special: 'free-kick', by: fouled };
    this.ball = other(team.side);
    this.deadBall();
  }

  /** Cd off the defender's card: the card comes with a foul and a free kick (house rule), or a foul alone when let off. */
  private cardForFoul(team: Team, player: OnPitch, turn: DiceTurn): void {
    const decision = this.decideCard(player);
    this.foul(team, player, null, decision.given === 'let-off' ? 'second-yellow-let-off' : 'card', null, turn);
    if (decision.given !== 'let-off') this.giveCard(team, player, false, decision, turn);
  }

  /** "Cd": the card's kind, then the second-yellow rule for a player already booked. A let-off is a foul with no card. */
  private decideCard(player: OnPitch | Team['keeper']): CardDecision {
    const kind = player.card.cd;
    const decision: CardDecision = { given: 'yellow', second: false, redRoll: null, secondRoll: null, secondChance: null };
    if (kind.red === 'always') decision.given = 'red';
    if (typeof kind.red === 'number') {
      decision.redRoll = readTwoD8(this.dice.roll(8), this.dice.roll(8));
      if (decision.redRoll <= kind.red) decision.given = 'red';
    }
    if (decision.given === 'yellow' && player.yellowMinute !== null) {
      decision.secondChance = secondYellowChance(player.yellowMinute, this.gameMinute, kind.star);
      decision.secondRoll = this.dice.roll(20);
      decision.given = decision.secondRoll <= decision.secondChance ? 'red' : 'let-off';
      decision.second = decision.given === 'red';
    }
    return decision;
  }

  private giveCard(team: Team, player: OnPitch | Team['keeper'], keeper: boolean, decision: CardDecision, turn: DiceTurn): void {
    const playerId = player.card.playerId;
    const red = decision.given === 'red';
    const kind = player.card.cd;
    this.push({
      type: 'detailed-card',
      side: team.side,
      playerId,
      keeper,
      colour: red ? 'red' : 'yellow',
      second: decision.second,
      redRoll: decision.redRoll,
      redUpTo: typeof kind.red === 'number' ? kind.red : null,
      secondRoll: decision.secondRoll,
      secondChance: decision.secondChance,
      dice: diceTuple(turn),
    });
    const mine = playerStats(this.tally, playerId);
    if (red) {
      this.stats[team.side].redCards += 1;
      if (mine) mine.redCards += 1;
      if (decision.second) {
        this.stats[team.side].yellowCards += 1;
        if (mine) mine.yellowCards += 1;
      }
      this.sendOff(team, keeper ? null : (player as OnPitch));
    } else {
      player.yellowMinute = this.gameMinute;
      this.stats[team.side].yellowCards += 1;
      if (mine) mine.yellowCards += 1;
    }
    this.deadBall();
  }

  /** Off he goes, and cannot be replaced. A keeper sent off is replaced in goal by an outfield player (house rule). */
  private sendOff(team: Team, player: OnPitch | null): void {
    if (player) {
      team.pitch[player.number - 1] = null;
      return;
    }
    const standIn = lastOnPitch(team);
    if (!standIn) return;
    const spare = team.bench.find((b) => !b.used && b.keeper) ?? null;
    team.pitch[standIn.number - 1] = null;
    if (spare && team.substitutions < this.maxSubstitutions) return this.bringOn(team, spare, standIn, 'keeper-sent-off');
    team.keeper = { card: keeperCard(standIn.card.playerId, STAND_IN_KEEPER_RATING), yellowMinute: standIn.yellowMinute };
  }

  // ---- Shots ("Sh?", "Keeper Readings") ----

  private shotSetting(side: MatchSideName): ShotSetting {
    const venue: Venue = this.options.neutral ? 'neutral' : side === 'home' ? 'home' : 'road';
    return { venue, homeAdvantages: this.homeAdvantages, minute: this.gameMinute };
  }

  /**
   * A shot: all five dice again. The d20 meets the stopper's D, the d8 pair the
   * shooter's On, the d10 pair the keeper's column. A rebound is a timed shot,
   * the others are not; a rebound's stopper is on the new white d10.
   */
  private shot(
    shooting: Team,
    shooter: OnPitch,
    defending: Team,
    stopperGiven: OnPitch | null | 'from-roll',
    special: SpecialPlay | null,
    source: DetailedShotSource,
    turn: DiceTurn,
    timed: boolean,
  ): void {
    const roll = rollTurn(this.dice);
    if (timed && slashesMinute(roll.d20, this.periodKind, this.gameMinute)) this.pendingTicks += 1;
    const stopper = stopperGiven === 'from-roll' ? (defending.pitch[roll.white10 - 1] ?? null) : stopperGiven;
    const mine = this.shotSetting(shooting.side);
    // "Endurance": a tired player "does not get the benefit of the P+ or P*".
    const benefit = special === 'P+' && shooter.tired ? null : special;
    const adjustment = benefit ? SPECIAL_PLAY_ADJUSTMENTS[benefit][mine.venue] : null;
    const keeper = defending.keeper.card;
    const stats = this.stats[shooting.side];
    stats.shots += 1;
    const event: DistributiveOmit<EventOf<'detailed-shot'>, 'period' | 'minute' | 'added'> = {
      type: 'detailed-shot',
      side: shooting.side,
      source,
      shooterId: shooter.card.playerId,
      stopperId: stopper?.card.playerId ?? null,
      keeperId: keeper.playerId,
      special,
      turnDice: diceTuple(turn),
      dice: diceTuple(roll),
      d: stopper && !stopper.tired ? stopper.card.d : 0,
      stopped: false,
      onLimit: onLimit(shooter.card, keeper),
      onTarget: false,
      gl: 0,
      value: 0,
      result: 'stopped',
      splitRoll: null,
    };
    this.push(event);
    if (stopper && !stopper.tired && stopsShot(stopper.card, roll.d20, this.shotSetting(defending.side))) {
      stats.blocked += 1;
      event.stopped = true;
      this.ball = defending.side;
      if (stopper.card.dSteal && source !== 'IS?') this.turnover(defending, stopper, 'steal', roll);
      return;
    }
    const value = hundred(roll);
    if (!isOnTarget(shooter.card, keeper, reading(roll), mine, adjustment)) {
      const result = readKeeperOff(defending.keeper.card, value);
      event.value = value;
      event.result = result;
      return this.keeperOff(result, shooting, defending, roll);
    }
    stats.onTarget += 1;
    const gl = shotGl(shooter.card, mine, adjustment, shooter.tired);
    const result = readKeeperOn(keeper, value + gl, () => (event.splitRoll = this.dice.roll(10)));
    event.onTarget = true;
    event.gl = gl;
    event.value = value + gl;
    event.result = result;
    this.keeperOn(result, shooting, shooter, defending, roll, true);
  }

  private keeperOn(result: KeeperOnReading, shooting: Team, shooter: OnPitch, defending: Team, roll: DiceTurn, countSave: boolean): void {
    if (result === 'Goal') return this.goal(shooting, shooter.card.playerId, this.assistFor(shooting.side, shooter), false);
    if (result === 'Own goal') return this.goal(shooting, defending.keeper.card.playerId, null, true);
    if (countSave) this.stats[defending.side].saves += 1;
    this.ball = defending.side;
    switch (result) {
      case 'Counter':
        this.next = { side: defending.side, special: null, by: null };
        return;
      case 'Normal':
        return;
      case 'Card': {
        const decision = this.decideCard(defending.keeper);
        if (decision.given === 'let-off') return this.foul(defending, 'keeper', null, 'second-yellow-let-off', null, roll);
        return this.giveCard(defending, defending.keeper, true, decision, roll);
      }
      case 'Fouled':
        // The keeper's side's d10 (white) names the man who fouled him.
        return this.foul(shooting, shooting.pitch[roll.white10 - 1] ?? null, defending.keeper, 'keeper-fouled', null, roll);
      case 'Corner':
        return this.corner(shooting, shooter, 'keeper', roll);
      case 'Reb. Sh':
        this.ball = shooting.side;
        return this.shot(shooting, shooter, defending, 'from-roll', null, 'rebound', roll, true);
      case 'Injury':
        return this.injury();
    }
  }

  private keeperOff(result: KeeperOffReading, shooting: Team, defending: Team, roll: DiceTurn): void {
    this.ball = defending.side;
    if (result === 'Corner') return this.corner(shooting, null, 'keeper', roll);
    if (result === 'Counter') this.next = { side: defending.side, special: null, by: null };
    this.deadBall();
  }

  /**
   * Who assists a goal by this turn's side (docs/rules.md, "Assists"): the P+
   * or P* player of the move; else the man who won the corner, free kick or
   * ball it came from; else (set in playTurn) the man who kept the ball for
   * his side on the turn before.
   */
  private assistSource(offence: MatchSideName, forced: Forced | null, move: Move | null): Creditor | null {
    if (move && move.side === offence) return move.by;
    if (forced?.by && forced.side === offence) return forced.by;
    return null;
  }

  /** The man the assist goes to: never the scorer himself; anonymous players (non-player sides) assist too. */
  private assistFor(side: MatchSideName, scorer: OnPitch): Creditor | null {
    if (this.assisterSide !== side || this.assister === scorer) return null;
    return this.assister;
  }

  private goal(team: Team, scorerId: string | null, assister: Creditor | null, ownGoal: boolean): void {
    const assistId = assister?.card.playerId ?? null;
    team.goals += 1;
    const record: GoalRecord = { clubId: team.clubId, minute: this.minute, scorerId, assistId };
    if (ownGoal) record.ownGoal = true;
    this.goals.push(record);
    const scorer = playerStats(this.tally, scorerId);
    if (scorer) {
      if (ownGoal) scorer.ownGoals += 1;
      else scorer.goals += 1;
    }
    const assisterStats = playerStats(this.tally, assistId);
    if (assisterStats) assisterStats.assists += 1;
    this.push({
      type: 'detailed-goal',
      side: team.side,
      clubId: team.clubId,
      scorerId,
      assistId,
      assisted: assister !== null,
      ownGoal,
      homeGoals: this.teams.home.goals,
      awayGoals: this.teams.away.goals,
    });
    this.ball = other(team.side);
    this.next = null;
    this.deadBall();
  }

  // ---- Penalties ("PK") ----

  private penalty(attackers: Team, defenders: Team, taker: OnPitch, turn: DiceTurn): void {
    const roll = readTwoD8(this.dice.roll(8), this.dice.roll(8));
    const target = penaltyTarget(taker.card.pk, defenders.keeper.card.pkAdjust);
    const result = roll <= target ? 'goal' : roll % 2 === 1 ? 'saved' : 'wide';
    const stats = this.stats[attackers.side];
    stats.shots += 1;
    if (result !== 'wide') stats.onTarget += 1;
    if (result === 'saved') this.stats[defenders.side].saves += 1;
    this.push({
      type: 'detailed-penalty',
      side: attackers.side,
      takerId: taker.card.playerId,
      keeperId: defenders.keeper.card.playerId,
      dice: diceTuple(turn),
      roll,
      target,
      result,
    });
    if (result === 'goal') return this.goal(attackers, taker.card.playerId, this.assistFor(attackers.side, taker), false);
    this.followUp = { column: result === 'saved' ? 'on' : 'off', side: attackers.side, taker };
  }

  /** The turn after a missed penalty reads the keeper's On column (saved, odd) or Off column (wide, even). */
  private penaltyFollowUp(turn: DiceTurn, followUp: PenaltyFollowUp): void {
    this.followUp = null;
    this.next = null;
    this.move = null;
    this.assister = null;
    const shooting = this.teams[followUp.side];
    const defending = this.teams[other(followUp.side)];
    const value = hundred(turn);
    if (followUp.column === 'off') {
      const result = readKeeperOff(defending.keeper.card, value);
      this.push({ type: 'detailed-penalty-follow-up', side: shooting.side, column: 'off', value, result, splitRoll: null, dice: diceTuple(turn) });
      return this.keeperOff(result, shooting, defending, turn);
    }
    let splitRoll: number | null = null;
    const result = readKeeperOn(defending.keeper.card, value, () => (splitRoll = this.dice.roll(10)));
    this.push({ type: 'detailed-penalty-follow-up', side: shooting.side, column: 'on', value, result, splitRoll, dice: diceTuple(turn) });
    const taker = followUp.taker;
    const stillOn = shooting.pitch[taker.number - 1] === taker;
    if ((result === 'Goal' || result === 'Reb. Sh') && stillOn) {
      // "If the reading is a goal then consider it a rebound shot for the same player."
      return this.shot(shooting, taker, defending, 'from-roll', null, 'rebound', turn, true);
    }
    if (result === 'Goal' || result === 'Reb. Sh') return;
    this.keeperOn(result, shooting, taker, defending, turn, false);
  }

  // ---- Injuries, endurance and substitutions ----

  /** Keeper reading "Injury": a d20 for the side (1-10 home) and a d10 for the player, 0 the keeper. */
  private injury(): void {
    const d20 = this.dice.roll(20);
    const d10 = this.dice.roll(10);
    const team = this.teams[d20 <= 10 ? 'home' : 'away'];
    if (d10 === 10) {
      // The ironman keeper: with no keeper left to bring on, he is not hurt.
      const spare = team.bench.find((b) => !b.used && b.keeper) ?? null;
      if (!spare || team.substitutions >= this.maxSubstitutions) return;
      this.countInjury(team, team.keeper.card.playerId, true, d20, d10);
      team.keeper = { card: spare.keeper!, yellowMinute: null };
      this.useBench(team, spare, team.keeper.card.playerId, 'injury');
      return;
    }
    const player = team.pitch[d10 - 1];
    if (!player) return;
    this.countInjury(team, player.card.playerId, false, d20, d10);
    const spare = team.substitutions < this.maxSubstitutions ? pickSubstitute(team, player) : null;
    if (spare) this.bringOn(team, spare, player, 'injury');
    else team.pitch[player.number - 1] = null;
  }

  private countInjury(team: Team, playerId: string | null, keeper: boolean, d20: number, d10: number): void {
    this.push({ type: 'detailed-injury', side: team.side, playerId, keeper, d20, d10 });
    if (this.inAdded) this.addedTotal += MINUTES_PER_INJURY;
    else this.injuries += 1;
  }

  private checkEndurance(team: Team, turn: DiceTurn): void {
    const player = team.pitch[turn.white10 - 1];
    if (!player || player.tired || player.restDue || player.card.en === null) return;
    const adjust = this.homeAdvantages && team.side === 'away' ? HOME_ADVANTAGES.roadEndurance : 0;
    if (!enduranceSpent(player.card.en, player.enteredMinute, this.gameMinute, adjust)) return;
    const pending = team.pitch.filter((p) => p?.restDue).length;
    const canRest =
      forcedRestAllowed(this.forcedRestLimit, team.side, this.forcedRests) &&
      team.substitutions + pending < this.maxSubstitutions &&
      pickSubstitute(team, player) !== null;
    if (canRest) {
      player.restDue = true;
      this.forcedRests[team.side] += 1;
    } else {
      player.tired = true;
    }
    this.push({
      type: 'detailed-endurance',
      side: team.side,
      playerId: player.card.playerId,
      en: player.card.en + adjust,
      d20: turn.d20,
      outcome: canRest ? 'rest' : 'tired',
    });
  }

  /** A dead ball (corner, offside, shot off target, goal, foul, card, the end of a period): changes are made. */
  private deadBall(): void {
    for (const team of [this.teams.home, this.teams.away]) {
      for (const player of team.pitch) {
        if (!player?.restDue) continue;
        const spare = pickSubstitute(team, player);
        if (spare && team.substitutions < this.maxSubstitutions) this.bringOn(team, spare, player, 'endurance');
        else {
          player.restDue = false;
          player.tired = true;
        }
      }
      if (team.standing.length > 0) this.standingSubstitutions(team);
      this.changeOfOwnAccord(team);
    }
  }

  /** The side's own changes (house rule, manager-changes.ts), keeping one substitution for each standing instruction. */
  private changeOfOwnAccord(team: Team): void {
    if (this.gameMinute < CHANGES.bookedFromMinute) return;
    let pendingRests = 0;
    for (const player of team.pitch) if (player?.restDue) pendingRests += 1;
    const left = this.maxSubstitutions - team.substitutions - team.standing.length - pendingRests;
    if (left <= 0) return;
    const choice = chooseChange(team, {
      minute: this.gameMinute,
      goalsFor: team.goals,
      goalsAgainst: this.teams[other(team.side)].goals,
      left,
      allowed: this.maxSubstitutions,
      enAdjust: this.homeAdvantages && team.side === 'away' ? HOME_ADVANTAGES.roadEndurance : 0,
    });
    if (choice) this.bringOn(team, choice.on, choice.off, choice.reason);
  }

  private standingSubstitutions(team: Team): void {
    const against = this.teams[other(team.side)].goals;
    team.standing = team.standing.filter((rule) => {
      if (this.gameMinute < rule.fromMinute || !scoreConditionHolds(rule.when, team.goals, against)) return true;
      if (team.substitutions >= this.maxSubstitutions) return false;
      const off = team.pitch.find((p) => p?.card.playerId === rule.offId) ?? null;
      const spare = team.bench.find((b) => !b.used && b.outfield && b.playerId === rule.onId) ?? null;
      // A player already off, or a substitute already used, ends the instruction.
      if (!off || !spare) return false;
      this.bringOn(team, spare, off, 'standing');
      return false;
    });
  }

  private bringOn(team: Team, spare: BenchPlayer, leaving: OnPitch, reason: SubstitutionReason): void {
    if (spare.keeper) {
      team.keeper = { card: spare.keeper, yellowMinute: null };
    } else {
      team.pitch[leaving.number - 1] = makeOnPitch(spare.outfield!, leaving.number, this.gameMinute);
    }
    this.useBench(team, spare, leaving.card.playerId, reason);
  }

  private useBench(team: Team, spare: BenchPlayer, offId: string | null, reason: SubstitutionReason): void {
    spare.used = true;
    team.substitutions += 1;
    this.stats[team.side].substitutions += 1;
    this.appear(spare.playerId);
    this.push({ type: 'detailed-substitution', side: team.side, offId, onId: spare.playerId, reason, substitutionsUsed: team.substitutions, substitutionsAllowed: this.maxSubstitutions });
  }

  private appear(playerId: string | null): void {
    if (playerId !== null) this.appeared.add(playerId);
  }

  /** Stamps the match time on the event (in place, to spare a copy per event) and logs it. */
  private push(event: DistributiveOmit<DetailedEvent, 'period' | 'minute' | 'added'>): void {
    const stamped = event as DetailedEvent;
    stamped.period = this.period;
    stamped.minute = this.minute;
    stamped.added = this.added;
    this.events.push(stamped);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type EventOf<T extends DetailedEvent['type']> = Extract<DetailedEvent, { type: T }>;

