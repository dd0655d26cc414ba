import type { EmulatorContext } from './context.js';
import {
  choicesBreaches,
  describeBreaches,
  formErrors,
  isEmptyMessage,
  messageBreaches,
  modalBreaches,
  uploadBreaches,
  type Breach,
} from './limits.js';
import type { StoredMessage } from './messages.js';
import { ApiError, asRecord, type RestRequest } from './rest-types.js';

/** Answers 400 Invalid Form Body as Discord does, and records the breach for the test. */
export function rejectBreaches(ctx: EmulatorContext, request: RestRequest, breaches: Breach[]): void {
  if (breaches.length === 0) return;
  ctx.violations.record({ kind: 'limit', method: request.method, path: request.path, detail: describeBreaches(breaches) });
  throw new ApiError(400, 50035, 'Invalid Form Body', formErrors(breaches));
}

/**
 * A message to be posted (`existing` null) or an edit of `existing`: Discord's limits,
 * and the message must still show something afterwards.
 */
export function checkMessageBody(ctx: EmulatorContext, request: RestRequest, body: unknown, existing: StoredMessage | null): void {
  rejectBreaches(ctx, request, [...messageBreaches(body), ...uploadBreaches(request.files)]);
  const patch = asRecord(body);
  const result = existing
    ? {
        content: 'content' in patch ? patch.content : existing.content,
        embeds: 'embeds' in patch ? patch.embeds : existing.embeds,
        components: 'components' in patch ? patch.components : existing.components,
        attachments: 'attachments' in patch ? patch.attachments : existing.attachments,
      }
    : patch;
  if (isEmptyMessage(result)) {
    ctx.violations.record({ kind: 'empty-message', method: request.method, path: request.path, detail: 'Cannot send an empty message' });
    throw new ApiError(400, 50006, 'Cannot send an empty message');
  }
}

export const checkChoices = (ctx: EmulatorContext, request: RestRequest, choices: unknown): void =>
  rejectBreaches(ctx, request, choicesBreaches(choices));

export const checkModal = (ctx: EmulatorContext, request: RestRequest, modal: unknown): void => rejectBreaches(ctx, request, modalBreaches(modal));
