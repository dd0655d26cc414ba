import type { EmulatorContext } from './context.js';
import { apiUser } from './shapes.js';
import { ApiError, asRecord, ok, type RestRequest, type Route } from './rest-types.js';

/**
 * https://discord.com/developers/docs/resources/user#create-dm: the bot's DM channel with a user. Opening it always
 * succeeds, closed DMs too: Discord refuses only the message (50007).
 */
function openDm(ctx: EmulatorContext, request: RestRequest) {
  const recipientId = asRecord(request.body).recipient_id;
  const user = typeof recipientId === 'string' ? ctx.state.users.get(recipientId) : undefined;
  if (!user) throw new ApiError(400, 50035, 'Invalid Form Body: recipient_id');
  const id = ctx.state.dmChannelOf(user.id);
  return ok({ id, type: 1, last_message_id: null, flags: 0, recipients: [apiUser(user)] });
}

/** The bot's identity and the gateway's address. */
export function metaRoutes(ctx: EmulatorContext): Route[] {
  const application = () => ({
    id: ctx.state.applicationId,
    name: ctx.state.botUser.username,
    icon: null,
    description: '',
    summary: '',
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: '0'.repeat(64),
    flags: 0,
    team: null,
    owner: apiUser(ctx.state.ownerUser),
    bot: apiUser(ctx.state.botUser),
    install_params: { scopes: ['bot', 'applications.commands'], permissions: '0' },
  });
  return [
    {
      method: 'GET',
      template: '/gateway/bot',
      auth: true,
      handler: () =>
        ok({
          url: ctx.gatewayUrl(),
          shards: ctx.recommendedShards,
          session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 },
        }),
    },
    { method: 'GET', template: '/gateway', auth: false, handler: () => ok({ url: ctx.gatewayUrl() }) },
    { method: 'GET', template: '/users/@me', auth: true, handler: () => ok(apiUser(ctx.state.botUser)) },
    { method: 'POST', template: '/users/@me/channels', auth: true, handler: (r) => openDm(ctx, r) },
    { method: 'GET', template: '/applications/@me', auth: true, handler: () => ok(application()) },
    { method: 'GET', template: '/oauth2/applications/@me', auth: true, handler: () => ok(application()) },
  ];
}
