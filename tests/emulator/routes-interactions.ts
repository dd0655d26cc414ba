import type { EmulatorContext } from './context.js';
import type { InteractionRecord } from './interactions.js';
import { checkChoices, checkMessageBody, checkModal } from './message-checks.js';
import { EPHEMERAL_FLAG, LOADING_FLAG } from './messages.js';
import { ApiError, asRecord, noContent, ok, type RestRequest, type Route } from './rest-types.js';

/** Callback types each interaction type may answer with. */
const ALLOWED_CALLBACKS: Record<number, number[]> = {
  2: [4, 5, 9],
  3: [4, 5, 6, 7, 9],
  4: [8],
  5: [4, 5, 6, 7],
};

/** POST /interactions/:id/:token/callback: https://discord.com/developers/docs/interactions/receiving-and-responding */
export function interactionRoutes(ctx: EmulatorContext): Route[] {
  return [{ method: 'POST', template: '/interactions/:interactionId/:token/callback', auth: false, handler: (request) => callback(ctx, request) }];
}

function callback(ctx: EmulatorContext, request: RestRequest) {
  const record = ctx.interactions.get(request.params.interactionId!);
  const fail = (kind: 'unknown-interaction' | 'double-ack' | 'late-ack' | 'invalid-callback', detail: string, error: ApiError) => {
    ctx.violations.record({ kind, method: request.method, path: request.path, detail });
    throw error;
  };
  if (!record || record.token !== request.params.token) {
    return fail('unknown-interaction', 'no interaction with this id and token', new ApiError(404, 10062, 'Unknown interaction'));
  }
  if (record.callbackType !== null) {
    return fail(
      'double-ack',
      `interaction ${record.id} was already acknowledged with type ${record.callbackType}`,
      new ApiError(400, 40060, 'Interaction has already been acknowledged.'),
    );
  }
  const age = ctx.interactions.ackAge(record);
  if (age > ctx.ackDeadlineMs) {
    return fail('late-ack', `interaction ${record.id} acknowledged after ${age} ms`, new ApiError(404, 10062, 'Unknown interaction'));
  }
  const body = asRecord(request.body);
  const type = Number(body.type);
  const data = asRecord(body.data);
  if (!(ALLOWED_CALLBACKS[record.type] ?? []).includes(type)) {
    return fail(
      'invalid-callback',
      `callback type ${type} cannot answer interaction type ${record.type}`,
      new ApiError(400, 50035, 'Invalid Form Body', {
        type: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: `Value must be one of ${JSON.stringify(ALLOWED_CALLBACKS[record.type])}.` }] },
      }),
    );
  }
  apply(ctx, request, record, type, data);
  record.callbackType = type;
  ctx.interactions.acknowledged(record);
  return request.query.get('with_response') === 'true' ? ok(callbackResponse(ctx, record)) : noContent();
}

function apply(ctx: EmulatorContext, request: RestRequest, record: InteractionRecord, type: number, data: Record<string, unknown>): void {
  const bot = ctx.state.botUser.id;
  const replyType = record.type === 2 ? 20 : 19;
  switch (type) {
    case 4: {
      checkMessageBody(ctx, request, data, null);
      record.originalId = ctx.messages.create(record.channelId, data, { authorId: bot, interactionId: record.id, type: replyType }, request.files).id;
      return;
    }
    case 5: {
      const flags = (typeof data.flags === 'number' ? data.flags : 0) & EPHEMERAL_FLAG;
      record.originalId = ctx.messages.create(
        record.channelId,
        {},
        { authorId: bot, interactionId: record.id, type: replyType, flags: flags | LOADING_FLAG },
      ).id;
      return;
    }
    case 6:
      record.originalId = record.sourceMessageId;
      return;
    case 7: {
      const source = ctx.messages.get(record.sourceMessageId ?? '');
      if (!source) throw new ApiError(404, 10008, 'Unknown Message');
      checkMessageBody(ctx, request, data, source);
      ctx.messages.edit(source, data, request.files);
      record.originalId = source.id;
      return;
    }
    case 8:
      checkChoices(ctx, request, data.choices);
      record.choices = (Array.isArray(data.choices) ? data.choices : []) as InteractionRecord['choices'];
      return;
    case 9:
      checkModal(ctx, request, data);
      record.modal = data;
      return;
  }
}

function callbackResponse(ctx: EmulatorContext, record: InteractionRecord): Record<string, unknown> {
  const message = record.originalId ? ctx.messages.get(record.originalId) : undefined;
  const carriesMessage = record.callbackType === 4 || record.callbackType === 7;
  return {
    interaction: {
      id: record.id,
      type: record.type,
      ...(message
        ? {
            response_message_id: message.id,
            response_message_loading: (message.flags & LOADING_FLAG) !== 0,
            response_message_ephemeral: message.ephemeral,
          }
        : {}),
    },
    resource: { type: record.callbackType, ...(carriesMessage && message ? { message: ctx.messages.toApi(message) } : {}) },
  };
}
