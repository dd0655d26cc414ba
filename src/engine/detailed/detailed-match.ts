import type { Dice } from '../dice.js';
import type { MatchOutcome } from '../match/match-side.js';
import type { DetailedEvent } from '../model/detailed-events.js';
import { rollTurnInto } from './dice-turn.js';
import { deadBall } from './dead-ball-changes.js';
import { beginPeriod, OVERTIME, PERIODS, tick, type Period } from './game-time.js';
import { slashesMinute } from './late-pressure.js';
import { settlePossession, type DetailedStats } from './match-stats.js';
import type { Team } from './match-teams.js';
import { added, createMatchState, gameMinute, minute, push, type DetailedMatchOptions, type MatchState } from './match-state.js';
import { playTurn } from './turn.js';

export type { DetailedMatchOptions };
export { PERIODS, type Period };

export interface DetailedMatchResult {
  outcome: MatchOutcome;
  events: DetailedEvent[];
  stats: DetailedStats;
}

/**
 * One match of Net Results Soccer, played turn by turn (shared/seeds/004_35e4d9d706e3ae9a.txt).
 * The rules live in their modules (turn, set pieces, fouls and cards, shots, keepers, penalties,
 * goals, injuries and endurance, dead-ball changes, game time); this drives them period by period.
 */
export class DetailedMatch {
  private readonly state: MatchState;
  readonly events: DetailedEvent[];
  readonly stats: DetailedStats;

  constructor(
    home: Team,
    away: Team,
    dice: Dice,
    private readonly options: DetailedMatchOptions = {},
  ) {
    this.state = createMatchState(home, away, dice, options);
    this.events = this.state.events;
    this.stats = this.state.stats;
  }

  play(): DetailedMatchResult {
    const { teams } = this.state;
    for (const period of PERIODS) this.playPeriod(period);
    if (this.options.overtime && teams.home.goals === teams.away.goals) {
      for (const period of OVERTIME) this.playPeriod(period);
    }
    return this.finish();
  }

  /** Where the match stands, for tests and live views. */
  situation() {
    const match = this.state;
    return {
      period: match.period,
      minute: minute(match),
      added: added(match),
      over: match.over,
      homeGoals: match.teams.home.goals,
      awayGoals: match.teams.away.goals,
      next: match.next,
      move: match.move,
      penaltyFollowUp: match.followUp,
      teams: match.teams,
      players: Object.fromEntries(match.tally),
    };
  }

  finish(): DetailedMatchResult {
    const match = this.state;
    settlePossession(match.stats);
    match.stats.players = Object.fromEntries(match.tally);
    const { home, away } = match.teams;
    push(match, {
      type: 'detailed-full-time',
      homeClubId: home.clubId,
      awayClubId: away.clubId,
      homeGoals: home.goals,
      awayGoals: away.goals,
      stats: match.stats,
    });
    return {
      outcome: { homeGoals: home.goals, awayGoals: away.goals, goals: match.goals, appeared: [...match.appeared] },
      events: match.events,
      stats: match.stats,
    };
  }

  beginPeriod(period: Period): void {
    beginPeriod(this.state, period);
  }

  /** One turn: the five dice, the reading, and the minute if the d20 slashes one. */
  turn(): void {
    const match = this.state;
    const turn = rollTurnInto(match.dice, match.currentTurn);
    match.pendingTicks = slashesMinute(turn.d20, match.periodKind, gameMinute(match)) ? 1 : 0;
    playTurn(match, turn);
    for (; match.pendingTicks > 0 && !match.over; match.pendingTicks--) tick(match);
  }

  endPeriod(): void {
    const match = this.state;
    // "The end of a half ends action."
    match.next = null;
    match.move = null;
    match.followUp = null;
    match.carrier = null;
    push(match, { type: 'detailed-period-end', homeGoals: match.teams.home.goals, awayGoals: match.teams.away.goals });
    deadBall(match);
  }

  private playPeriod(period: Period): void {
    this.beginPeriod(period);
    while (!this.state.over) this.turn();
    this.endPeriod();
  }
}
