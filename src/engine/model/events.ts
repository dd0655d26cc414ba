import type { Form, LedgerReason, TrainingCode } from './types.js';
import type { MatchEvent } from './match-events.js';
import type { WeekEvent } from './week-events.js';
import type { SeasonEvent } from './season-events.js';
import type { DetailedEvent } from './detailed-events.js';
import type { FortuneEvent } from './fortune-events.js';
import type { DealEvent } from './deal-events.js';
import type { CupEvent } from './cup-events.js';

/**
 * Everything the engine decides is told as an event, with the dice that
 * decided it, so renderers can show it and tests can check it.
 * Each phase adds its own event types to this union.
 */
export type EngineEvent =
  | { type: 'week-started'; season: number; week: number }
  | { type: 'money'; clubId: string; amount: number; reason: LedgerReason; detail: string; balance: number }
  | { type: 'training-completed'; playerId: string; clubId: string; code: TrainingCode }
  | { type: 'form-changed'; playerId: string; clubId: string; from: Form; to: Form; cause: string }
  | MatchEvent
  | WeekEvent
  | SeasonEvent
  | DetailedEvent
  | FortuneEvent
  | DealEvent
  | CupEvent;

export type EventOf<T extends EngineEvent['type']> = Extract<EngineEvent, { type: T }>;
