import type { EmulatorContext } from './context.js';
import { apiChannel, apiGuild, apiMember, apiRole, apiUser } from './shapes.js';
import { ApiError, ok, type RestRequest, type Route } from './rest-types.js';
import type { GuildRecord } from './state.js';

/** Fetches the client may make for guilds, members, roles and users. */
export function guildRoutes(ctx: EmulatorContext): Route[] {
  const guild = (r: RestRequest): GuildRecord => {
    const found = ctx.state.guilds.get(r.params.guildId!);
    if (!found) throw new ApiError(404, 10004, 'Unknown Guild');
    return found;
  };
  return [
    { method: 'GET', template: '/guilds/:guildId', auth: true, handler: (r) => ok(apiGuild(ctx.state, guild(r))) },
    { method: 'GET', template: '/guilds/:guildId/channels', auth: true, handler: (r) => ok(ctx.state.guildChannels(guild(r).id).map(apiChannel)) },
    { method: 'GET', template: '/guilds/:guildId/roles', auth: true, handler: (r) => ok(ctx.state.guildRoles(guild(r).id).map(apiRole)) },
    {
      method: 'GET',
      template: '/guilds/:guildId/members',
      auth: true,
      handler: (r) => {
        const limit = Math.min(1000, Math.max(1, Number(r.query.get('limit') ?? 1)));
        return ok(
          ctx.state
            .guildMembers(guild(r).id)
            .slice(0, limit)
            .map((m) => apiMember(ctx.state, m)),
        );
      },
    },
    {
      method: 'GET',
      template: '/guilds/:guildId/members/:userId',
      auth: true,
      handler: (r) => {
        const member = ctx.state.member(guild(r).id, r.params.userId!);
        if (!member) throw new ApiError(404, 10007, 'Unknown Member');
        return ok(apiMember(ctx.state, member));
      },
    },
    {
      method: 'GET',
      template: '/users/:userId',
      auth: true,
      handler: (r) => {
        const user = ctx.state.users.get(r.params.userId!);
        if (!user) throw new ApiError(404, 10013, 'Unknown User');
        return ok(apiUser(user));
      },
    },
  ];
}
