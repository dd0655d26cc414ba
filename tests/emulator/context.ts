import type { Gateway } from './gateway.js';
import type { InteractionRegistry } from './interactions.js';
import type { MessageStore } from './messages.js';
import type { EmulatorState } from './state.js';
import type { ViolationLog } from './violations.js';

/** What the REST routes share. */
export interface EmulatorContext {
  state: EmulatorState;
  messages: MessageStore;
  interactions: InteractionRegistry;
  violations: ViolationLog;
  gateway: Gateway;
  token: string;
  gatewayUrl(): string;
  ackDeadlineMs: number;
  /** The shard count GET /gateway/bot recommends. */
  recommendedShards: number;
}
