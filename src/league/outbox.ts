import type { LeagueDeps } from './deps.js';
import type { OutboxMessage } from './outbox-messages.js';

export async function pendingOutbox(_deps: LeagueDeps, _limit?: number): Promise<OutboxMessage[]> {
  throw new Error('pendingOutbox: not yet');
}

export async function markDelivered(_deps: LeagueDeps, _id: string): Promise<void> {
  throw new Error('markDelivered: not yet');
}

export async function markFailed(_deps: LeagueDeps, _input: { id: string; error: string; retryAt: Date }): Promise<void> {
  throw new Error('markFailed: not yet');
}
