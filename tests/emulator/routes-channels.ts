import type { EmulatorContext } from './context.js';
import { checkMessageBody } from './message-checks.js';
import { EPHEMERAL_FLAG, type StoredMessage } from './messages.js';
import { apiChannel } from './shapes.js';
import type { ChannelRecord } from './state.js';
import { ApiError, asRecord, noContent, ok, type RestRequest, type Route } from './rest-types.js';

/** Channels and their messages, as the bot's poster uses them. */
export function channelRoutes(ctx: EmulatorContext): Route[] {
  const messages = '/channels/:channelId/messages';
  const one = `${messages}/:messageId`;
  return [
    { method: 'GET', template: '/channels/:channelId', auth: true, handler: (r) => ok(apiChannel(channelOf(ctx, r))) },
    { method: 'GET', template: messages, auth: true, handler: (r) => list(ctx, r) },
    {
      method: 'POST',
      template: '/channels/:channelId/typing',
      auth: true,
      handler: (r) => {
        channelOf(ctx, r);
        return noContent();
      },
    },
    { method: 'POST', template: messages, auth: true, handler: (r) => create(ctx, r) },
    { method: 'GET', template: one, auth: true, handler: (r) => ok(ctx.messages.toApi(messageOf(ctx, r))) },
    { method: 'PATCH', template: one, auth: true, handler: (r) => edit(ctx, r) },
    {
      method: 'DELETE',
      template: one,
      auth: true,
      handler: (r) => {
        ctx.messages.delete(messageOf(ctx, r));
        return noContent();
      },
    },
  ];
}

function channelOf(ctx: EmulatorContext, request: RestRequest): ChannelRecord {
  const id = request.params.channelId!;
  const channel = ctx.state.channels.get(id);
  if (channel) return channel;
  // A DM channel belongs to no guild.
  if (ctx.state.dmChannels.has(id)) return { id, guildId: '', name: 'dm', position: 0 };
  throw new ApiError(404, 10003, 'Unknown Channel');
}

function messageOf(ctx: EmulatorContext, request: RestRequest): StoredMessage {
  const channel = channelOf(ctx, request);
  const message = ctx.messages.get(request.params.messageId!);
  if (!message || message.channelId !== channel.id || message.deleted || message.ephemeral) {
    throw new ApiError(404, 10008, 'Unknown Message');
  }
  return message;
}

function list(ctx: EmulatorContext, request: RestRequest) {
  const channel = channelOf(ctx, request);
  const limit = Math.min(100, Math.max(1, Number(request.query.get('limit') ?? 50)));
  const newestFirst = ctx.messages.inChannel(channel.id).reverse().slice(0, limit);
  return ok(newestFirst.map((m) => ctx.messages.toApi(m)));
}

function create(ctx: EmulatorContext, request: RestRequest) {
  const channel = channelOf(ctx, request);
  // https://discord.com/developers/docs/topics/opcodes-and-status-codes#json: a user whose DMs are closed to the bot.
  const recipient = ctx.state.dmChannels.get(channel.id);
  if (recipient && ctx.state.closedDms.has(recipient)) throw new ApiError(403, 50007, 'Cannot send messages to this user');
  checkMessageBody(ctx, request, request.body, null);
  const body = asRecord(request.body);
  // Only interaction responses can be ephemeral: a channel post is public whatever its flags say.
  const flags = typeof body.flags === 'number' ? body.flags & ~EPHEMERAL_FLAG : 0;
  const repeated = body.enforce_nonce === true ? ctx.messages.postedWithNonce(channel.id, ctx.state.botUser.id, body.nonce) : undefined;
  // https://discord.com/developers/docs/resources/message#create-message: the message already made with the nonce comes back.
  if (repeated) return ok(ctx.messages.toApi(repeated));
  const message = ctx.messages.create(channel.id, { ...body, flags }, { authorId: ctx.state.botUser.id }, request.files);
  return ok(ctx.messages.toApi(message));
}

function edit(ctx: EmulatorContext, request: RestRequest) {
  const message = messageOf(ctx, request);
  if (message.authorId !== ctx.state.botUser.id) throw new ApiError(403, 50005, 'Cannot edit a message authored by another user');
  checkMessageBody(ctx, request, request.body, message);
  return ok(ctx.messages.toApi(ctx.messages.edit(message, asRecord(request.body), request.files)));
}
