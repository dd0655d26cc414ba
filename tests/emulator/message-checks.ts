import type { EmulatorContext } from './context.js';
import { choicesBreaches, describeBreaches, formErrors, isEmptyMessage, messageBreaches, modalBreaches, type Breach } from './limits.js';
import { ApiError, type RestRequest } from './rest-types.js';

/** Answers 400 Invalid Form Body as Discord does, and records the breach for the test. */
export function rejectBreaches(ctx: EmulatorContext, request: RestRequest, breaches: Breach[]): void {
  if (breaches.length === 0) return;
  ctx.violations.record({ kind: 'limit', method: request.method, path: request.path, detail: describeBreaches(breaches) });
  throw new ApiError(400, 50035, 'Invalid Form Body', formErrors(breaches));
}

/** A message to be posted or edited: Discord's limits, and nothing empty when creating. */
export function checkMessageBody(ctx: EmulatorContext, request: RestRequest, body: unknown, creating: boolean): void {
  rejectBreaches(ctx, request, messageBreaches(body));
  if (creating && isEmptyMessage(body)) {
    ctx.violations.record({ kind: 'empty-message', method: request.method, path: request.path, detail: 'Cannot send an empty message' });
    throw new ApiError(400, 50006, 'Cannot send an empty message');
  }
}

export const checkChoices = (ctx: EmulatorContext, request: RestRequest, choices: unknown): void =>
  rejectBreaches(ctx, request, choicesBreaches(choices));

export const checkModal = (ctx: EmulatorContext, request: RestRequest, modal: unknown): void =>
  rejectBreaches(ctx, request, modalBreaches(modal));
