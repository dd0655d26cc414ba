import type { Transaction } from 'kysely';
import type { ClubHeader } from '../../db/repositories/club.repository.js';
import type { OutboxInsert } from '../../db/repositories/outbox.repository.js';
import type { Database, Game, LeagueRow } from '../../db/tables.js';
import type { Violation } from '../../engine/model/violations.js';
import type { WeekRef } from './views.js';

export { GAMES, type Game } from '../../db/tables.js';

/** The types one game works in: its state, the orders of a step and of one club, its events, and what a save compares against. */
export interface GameTypes {
  state: unknown;
  orders: unknown;
  clubOrders: unknown;
  event: unknown;
  snapshot: unknown;
}

type Trx = Transaction<Database>;

/**
 * What a game supplies to the league machinery. The machinery itself (the
 * lock, the turn check, played steps, stored orders, ready flags, deadlines,
 * the outbox and replays) is shared and only hands the game's values from one
 * of these to the next.
 */
export interface GameMode<T extends GameTypes> {
  readonly game: Game;
  /** The state the league started from, out of its stored creation options: where a replay begins. */
  initialState(league: LeagueRow): T['state'];
  /** A private copy of the league's state to play a step on, with the snapshot `save` writes the changes against. */
  load(trx: Trx, league: LeagueRow): Promise<{ state: T['state']; snapshot: T['snapshot'] }>;
  /** The league's state for reading only: checking orders. */
  read(trx: Trx, league: LeagueRow): Promise<T['state']>;
  /** The step a state is at, and the next id it hands out. */
  position(state: T['state']): WeekRef & { nextId: number };
  /** The orders a step runs on: the stored ones, completed for clubs without a manager or with gaps. */
  fillOrders(state: T['state'], stored: T['orders'], managed: ReadonlySet<string>): T['orders'];
  /** Why one club's orders cannot stand, or nothing. */
  validate(state: T['state'], clubId: string, orders: T['clubOrders']): Violation[];
  /** The seed of the dice for the step the state is at. */
  diceSeed(state: T['state']): number;
  /** Plays one step; pure and seeded. */
  playStep(state: T['state'], orders: T['orders'], seed: number): { state: T['state']; events: T['event'][] };
  /** Writes the state after a step. */
  save(trx: Trx, input: { league: LeagueRow; snapshot: T['snapshot']; after: T['state']; events: T['event'][] }): Promise<void>;
  /** Writes what else a step leaves behind once it is recorded: the ledger, orders carried to the next turn. */
  keepBooks(trx: Trx, input: { league: LeagueRow; before: T['state']; events: T['event'][]; at: Date }): Promise<void>;
  /** The posts a step leaves in the outbox. */
  messages(input: {
    league: LeagueRow;
    clubs: ClubHeader[];
    before: T['state'];
    after: T['state'];
    events: T['event'][];
    nextDeadline: Date | null;
  }): OutboxInsert[];
  /**
   * The step's posts completed from what the league stored before it, this step included (a season's awards are read
   * from all its steps' events); a game without such news leaves this out.
   */
  storedNews?(
    trx: Trx,
    input: {
      league: LeagueRow;
      clubs: ClubHeader[];
      before: T['state'];
      after: T['state'];
      events: T['event'][];
      messages: OutboxInsert[];
      at: Date;
    },
  ): Promise<OutboxInsert[]>;
}
