import type { EmulatorContext } from './context.js';
import { apiUser } from './shapes.js';
import { ok, type Route } from './rest-types.js';

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
    { method: 'GET', template: '/applications/@me', auth: true, handler: () => ok(application()) },
    { method: 'GET', template: '/oauth2/applications/@me', auth: true, handler: () => ok(application()) },
  ];
}
