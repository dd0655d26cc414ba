import type { EmulatorContext } from './context.js';
import { commandBreaches } from './command-limits.js';
import { rejectBreaches } from './message-checks.js';
import { ApiError, asRecord, noContent, ok, type RestRequest, type Route } from './rest-types.js';
import { newSnowflake } from './snowflake.js';
import type { CommandRecord } from './state.js';

/** Command registration, global and per guild: https://discord.com/developers/docs/interactions/application-commands */
export function commandRoutes(ctx: EmulatorContext): Route[] {
  const routes: Route[] = [];
  for (const base of ['/applications/:applicationId/commands', '/applications/:applicationId/guilds/:guildId/commands']) {
    routes.push(
      { method: 'GET', template: base, auth: true, handler: (r) => ok(scope(ctx, r).map((c) => apiCommand(ctx, c))) },
      { method: 'PUT', template: base, auth: true, handler: (r) => overwrite(ctx, r) },
      { method: 'POST', template: base, auth: true, handler: (r) => ok(apiCommand(ctx, upsert(ctx, r, asRecord(r.body))), 201) },
      { method: 'GET', template: `${base}/:commandId`, auth: true, handler: (r) => ok(apiCommand(ctx, one(ctx, r))) },
      {
        method: 'PATCH',
        template: `${base}/:commandId`,
        auth: true,
        handler: (r) => {
          const command = one(ctx, r);
          const body = { ...command.body, ...asRecord(r.body) };
          rejectBreaches(ctx, r, commandBreaches(body));
          Object.assign(command, { body, version: newSnowflake() });
          return ok(apiCommand(ctx, command));
        },
      },
      {
        method: 'DELETE',
        template: `${base}/:commandId`,
        auth: true,
        handler: (r) => {
          ctx.state.commands.delete(one(ctx, r).id);
          return noContent();
        },
      },
    );
  }
  return routes;
}

function guildOf(ctx: EmulatorContext, request: RestRequest): string | null {
  if (request.params.applicationId !== ctx.state.applicationId) throw new ApiError(403, 50001, 'Missing Access');
  const guildId = request.params.guildId ?? null;
  if (guildId !== null && !ctx.state.guilds.has(guildId)) throw new ApiError(403, 50001, 'Missing Access');
  return guildId;
}

function scope(ctx: EmulatorContext, request: RestRequest): CommandRecord[] {
  const guildId = guildOf(ctx, request);
  return [...ctx.state.commands.values()].filter((c) => c.guildId === guildId);
}

function one(ctx: EmulatorContext, request: RestRequest): CommandRecord {
  const command = scope(ctx, request).find((c) => c.id === request.params.commandId);
  if (!command) throw new ApiError(404, 10063, 'Unknown application command');
  return command;
}

const sameCommand = (a: Record<string, unknown>, b: Record<string, unknown>) => a.name === b.name && (a.type ?? 1) === (b.type ?? 1);

/** Creating a command whose name exists in the scope replaces it and keeps its id, as Discord does. */
function upsert(ctx: EmulatorContext, request: RestRequest, body: Record<string, unknown>): CommandRecord {
  rejectBreaches(ctx, request, commandBreaches(body));
  const guildId = guildOf(ctx, request);
  const existing = scope(ctx, request).find((c) => sameCommand(c.body, body));
  const command: CommandRecord = { id: existing?.id ?? newSnowflake(), guildId, version: newSnowflake(), body };
  ctx.state.commands.set(command.id, command);
  return command;
}

function overwrite(ctx: EmulatorContext, request: RestRequest) {
  if (!Array.isArray(request.body)) throw new ApiError(400, 50035, 'Invalid Form Body');
  const bodies = request.body.map(asRecord);
  rejectBreaches(
    ctx,
    request,
    bodies.flatMap((body, i) => commandBreaches(body, [i])),
  );
  if (bodies.length > 100)
    rejectBreaches(ctx, request, [{ path: [], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 0 and 100 in length.' }]);
  const duplicate = bodies.findIndex((body, i) => bodies.findIndex((other) => sameCommand(body, other)) !== i);
  if (duplicate >= 0) {
    rejectBreaches(ctx, request, [
      {
        path: [duplicate, 'name'],
        code: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
        message: `Application command names must be unique (${String(bodies[duplicate]!.name)})`,
      },
    ]);
  }
  const kept = new Set<string>();
  const commands = bodies.map((body) => {
    const command = upsert(ctx, request, body);
    kept.add(command.id);
    return command;
  });
  for (const stale of scope(ctx, request)) if (!kept.has(stale.id)) ctx.state.commands.delete(stale.id);
  return ok(commands.map((c) => apiCommand(ctx, c)));
}

function apiCommand(ctx: EmulatorContext, command: CommandRecord): Record<string, unknown> {
  const body = command.body;
  return {
    id: command.id,
    application_id: ctx.state.applicationId,
    version: command.version,
    type: body.type ?? 1,
    name: body.name,
    name_localizations: body.name_localizations ?? null,
    description: body.description ?? '',
    description_localizations: body.description_localizations ?? null,
    default_member_permissions: body.default_member_permissions ?? null,
    dm_permission: body.dm_permission ?? true,
    nsfw: body.nsfw ?? false,
    contexts: body.contexts ?? null,
    integration_types: body.integration_types ?? [0],
    options: body.options ?? [],
    ...(command.guildId ? { guild_id: command.guildId } : {}),
  };
}
