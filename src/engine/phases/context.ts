import type { Dice } from '../dice.js';
import type { EngineEvent } from '../model/events.js';
import type { LeagueOrders } from '../model/orders.js';
import type { LeagueState } from '../model/types.js';
import type { MatchDay } from '../match/match-day.js';

/** What a phase works on: a private copy of the state it may change, the orders, the dice and the event log. */
export interface PhaseContext {
  state: LeagueState;
  orders: LeagueOrders;
  dice: Dice;
  events: EngineEvent[];
  /** This week's facts that later phases read (who rested, who played); not saved with the state. */
  matchDay?: MatchDay;
}

export type WeekPhase = (ctx: PhaseContext) => void;
