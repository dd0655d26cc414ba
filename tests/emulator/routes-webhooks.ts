import type { EmulatorContext } from './context.js';
import type { InteractionRecord } from './interactions.js';
import { checkMessageBody } from './message-checks.js';
import { LOADING_FLAG, type StoredMessage } from './messages.js';
import { ApiError, asRecord, noContent, ok, type RestRequest, type Route } from './rest-types.js';

/** Interaction tokens work for webhook calls for 15 minutes. */
const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * The interaction webhook: @original fetch/edit/delete and follow-ups.
 * https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages
 */
export function webhookRoutes(ctx: EmulatorContext): Route[] {
  const messagePath = '/webhooks/:webhookId/:token/messages/:messageId';
  return [
    { method: 'POST', template: '/webhooks/:webhookId/:token', auth: false, handler: (r) => followUp(ctx, r) },
    { method: 'GET', template: messagePath, auth: false, handler: (r) => ok(ctx.messages.toApi(target(ctx, r).message)) },
    { method: 'PATCH', template: messagePath, auth: false, handler: (r) => edit(ctx, r) },
    {
      method: 'DELETE',
      template: messagePath,
      auth: false,
      handler: (r) => {
        ctx.messages.delete(target(ctx, r).message);
        return noContent();
      },
    },
  ];
}

function interactionOf(ctx: EmulatorContext, request: RestRequest): InteractionRecord {
  const record = ctx.interactions.byToken(request.params.token!);
  if (!record || request.params.webhookId !== ctx.state.applicationId || Date.now() - record.createdAt > TOKEN_LIFETIME_MS) {
    ctx.violations.record({
      kind: 'unknown-interaction',
      method: request.method,
      path: request.path,
      detail: 'unknown or expired interaction webhook',
    });
    throw new ApiError(404, 10015, 'Unknown Webhook');
  }
  return record;
}

function target(ctx: EmulatorContext, request: RestRequest): { record: InteractionRecord; message: StoredMessage } {
  const record = interactionOf(ctx, request);
  const wanted = request.params.messageId === '@original' ? record.originalId : request.params.messageId!;
  const known = wanted !== null && (wanted === record.originalId || record.followUpIds.includes(wanted));
  const message = known ? ctx.messages.get(wanted) : undefined;
  if (!message || message.deleted) {
    const detail =
      record.callbackType === null ? 'the interaction has not been acknowledged yet' : `no message ${request.params.messageId} for this interaction`;
    ctx.violations.record({ kind: 'unknown-message', method: request.method, path: request.path, detail });
    throw new ApiError(404, 10008, 'Unknown Message');
  }
  return { record, message };
}

function edit(ctx: EmulatorContext, request: RestRequest) {
  const { record, message } = target(ctx, request);
  checkMessageBody(ctx, request, request.body, message);
  ctx.messages.edit(message, asRecord(request.body), request.files);
  if (message.id === record.originalId) ctx.interactions.originalUpdated(record);
  return ok(ctx.messages.toApi(message));
}

function followUp(ctx: EmulatorContext, request: RestRequest) {
  const record = interactionOf(ctx, request);
  if (record.callbackType === null) {
    ctx.violations.record({
      kind: 'unknown-interaction',
      method: request.method,
      path: request.path,
      detail: 'follow-up sent before the interaction was acknowledged',
    });
    throw new ApiError(404, 10015, 'Unknown Webhook');
  }
  const body = asRecord(request.body);
  checkMessageBody(ctx, request, body, null);
  const original = record.originalId ? ctx.messages.get(record.originalId) : undefined;
  let message: StoredMessage;
  if (record.callbackType === 5 && original && !original.deleted && (original.flags & LOADING_FLAG) !== 0) {
    // After a deferred reply, Discord turns the first follow-up into the original response.
    message = ctx.messages.edit(original, body, request.files);
    ctx.interactions.originalUpdated(record);
  } else {
    message = ctx.messages.create(record.channelId, body, { authorId: ctx.state.botUser.id, interactionId: record.id, type: 0 }, request.files);
    record.followUpIds.push(message.id);
    ctx.interactions.originalUpdated(record);
  }
  return request.query.get('wait') === 'true' ? ok(ctx.messages.toApi(message)) : noContent();
}
