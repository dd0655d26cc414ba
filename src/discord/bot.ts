import { Events, type Client } from 'discord.js';
import type { Command } from './command.js';
import type { AppContext } from '../context.js';
import { ACK_DEADLINE_MS, AckTimes, LATE_ACK_LOG, callbackInteractionId } from './ack-times.js';
import { restChannelPort, type ChannelPort } from './channel-port.js';
import { createClient } from './client.js';
import { loadCommands } from './loader.js';
import { OutboxPoster, type PosterOptions } from './outbox-poster.js';
import { createRouter } from './router.js';

export interface Bot {
  client: Client;
  commands: ReadonlyMap<string, Command>;
  port: ChannelPort;
  poster: OutboxPoster;
  /** Each interaction's time from its receipt to the bot's first answer. */
  ackTimes: AckTimes;
  isReady(): boolean;
  stop(): Promise<void>;
}

/** Logs in, routes interactions, and gets the outbox poster ready. Resolves once the gateway says READY. */
export async function startBot(ctx: AppContext, token: string, posterOptions: PosterOptions = {}): Promise<Bot> {
  const commands = await loadCommands();
  const ackTimes = new AckTimes();
  const client = createClient(ctx.config, (url) => {
    const interactionId = callbackInteractionId(url);
    const ms = interactionId === null ? null : ackTimes.acknowledged(interactionId);
    if (ms !== null && ms > ACK_DEADLINE_MS) ctx.logger.warn({ interactionId, ms }, LATE_ACK_LOG);
  });
  client.on(Events.Raw, (packet: { t?: string; d?: { id?: string } }) => {
    if (packet.t === 'INTERACTION_CREATE' && packet.d?.id) ackTimes.received(packet.d.id);
  });
  const route = createRouter(commands, ctx);
  // Interactions being handled, so shutdown lets their transactions finish.
  const inFlight = new Set<Promise<void>>();
  client.on(Events.InteractionCreate, (interaction) => {
    const handling = route(interaction).finally(() => inFlight.delete(handling));
    inFlight.add(handling);
  });
  client.on(Events.Error, (error) => ctx.logger.error({ err: error }, 'discord client error'));
  client.on(Events.ShardDisconnect, (_event, shardId) => ctx.logger.warn({ shardId }, 'gateway disconnected'));
  client.on(Events.ShardResume, (shardId) => ctx.logger.info({ shardId }, 'gateway resumed'));

  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(token);
  await ready;
  ctx.logger.info(
    {
      user: client.user?.tag,
      guilds: client.guilds.cache.size,
      commands: commands.size,
      shards: [...client.ws.shards.keys()],
      shardCount: client.options.shardCount,
    },
    'logged in to Discord',
  );

  const port = restChannelPort(client.rest);
  const poster = new OutboxPoster(ctx, port, posterOptions);
  return {
    client,
    commands,
    port,
    poster,
    ackTimes,
    isReady: () => client.isReady(),
    async stop() {
      client.removeAllListeners(Events.InteractionCreate);
      await Promise.allSettled([...inFlight]);
      await poster.stop();
      await client.destroy();
    },
  };
}
