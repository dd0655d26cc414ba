import { Events, type Client } from 'discord.js';
import { assertMayUse, buildCommandData, type OptionValues } from './command-options.js';
import { buttonData, modalSubmitData, selectData } from './component-data.js';
import type { EmulatorContext } from './context.js';
import { FaultInjector, type Fault, type FaultSpec } from './faults.js';
import { Gateway } from './gateway.js';
import { GlobalRateLimiter } from './global-rate-limit.js';
import { INTERACTION_TYPE, interactionBase } from './interaction-payloads.js';
import { InteractionRegistry, type AckFigures, type InteractionRecord, type InteractionResponse } from './interactions.js';
import { MessageStore, versionText, type StoredMessage } from './messages.js';
import { RateLimiter, type RateLimitOptions } from './rate-limits.js';
import { RestApi, type RequestLogEntry } from './rest.js';
import { channelRoutes } from './routes-channels.js';
import { commandRoutes } from './routes-commands.js';
import { guildRoutes } from './routes-guilds.js';
import { interactionRoutes } from './routes-interactions.js';
import { metaRoutes } from './routes-meta.js';
import { webhookRoutes } from './routes-webhooks.js';
import { listen, type RunningServer } from './server.js';
import { snowflakeOnShard } from './shard-of.js';
import { guildCreatePayload } from './shapes.js';
import { EmulatorState, permissionBits, type PermissionName, type UserRecord } from './state.js';
import { ViolationLog, type Violation } from './violations.js';
import { waitUntil, type WaitOptions } from './wait.js';

export interface GuildSpec {
  name: string;
  /** Text channel names; the first is where interactions happen unless told otherwise. */
  channels?: string[];
  /** [shard, shard count]: the guild's id is minted so that this shard owns it ((id >> 22) % count). */
  shard?: [number, number];
}

export interface EmulatorOptions {
  guilds?: GuildSpec[];
  botName?: string;
  /** The bot token the emulator accepts (REST `Bot <token>` and gateway IDENTIFY). */
  token?: string;
  /** 0 picks a free port. */
  port?: number;
  heartbeatIntervalMs?: number;
  /** Discord's 3-second limit for the first interaction callback. */
  ackDeadlineMs?: number;
  /** How long interact() waits for a deferred answer (25 s by default: Discord allows 15 minutes; past a week played on a busy machine). */
  deferredTimeoutMs?: number;
  /** Per-route bucket size and window for the X-RateLimit-* headers (and real 429s past them). */
  rateLimit?: RateLimitOptions;
  /** Discord's global limit: requests a second over all routes with the bot token (50). */
  globalRateLimit?: number;
  /** The shard count GET /gateway/bot recommends (1). */
  shards?: number;
  /** Whether privileged intents (members, presences, message content) are enabled; off, as for a new application. */
  privilegedIntents?: boolean;
}

export interface EmulatedGuild {
  id: string;
  name: string;
  /** The @everyone role, whose id is the guild's. */
  everyoneRoleId: string;
  /** Channel ids by name. */
  channels: Record<string, string>;
}

export interface AddUserOptions {
  username: string;
  globalName?: string;
  /** Guild-wide permissions, granted through a role (e.g. ['ManageGuild'] for a league admin). */
  permissions?: PermissionName[];
  /** Extra role ids. */
  roles?: string[];
  /** Guild ids to join; every guild when absent. */
  guilds?: string[];
}

export type EmulatedUser = Readonly<UserRecord>;

export interface InteractionPlace {
  /** Where the user acts; the first guild's first channel when absent. */
  channelId?: string;
  locale?: string;
  /**
   * The server granted this command to users lacking its default_member_permissions
   * (Server Settings > Integrations), so Discord lets them run it and only the bot's own check stands.
   */
  granted?: boolean;
}

export interface ComponentUse {
  /** Who clicks; by default the user whose interaction produced the message. */
  user?: EmulatedUser;
  locale?: string;
}

/** A message a component can be used on: an interaction's answer, a stored message, or its id. */
export type MessageRef = InteractionResponse | StoredMessage | string;

const DEFAULT_GUILDS: GuildSpec[] = [{ name: 'Dugout Test', channels: ['league'] }];

/**
 * A local Discord API (REST + gateway) that the real discord.js client talks to,
 * and the handle a test drives it through.
 */
export class DiscordEmulator {
  readonly token: string;
  readonly guilds: EmulatedGuild[];
  private server: RunningServer | null = null;
  private readonly state: EmulatorState;
  private readonly messages: MessageStore;
  private readonly interactionRegistry: InteractionRegistry;
  private readonly violationLog = new ViolationLog();
  private readonly faultInjector = new FaultInjector();
  private readonly gatewayServer: Gateway;
  private readonly rest: RestApi;
  private readonly globalLimiter: GlobalRateLimiter;

  constructor(private readonly options: EmulatorOptions = {}) {
    this.token = options.token ?? 'emulator-bot-token';
    this.state = new EmulatorState(options.botName ?? 'Dugout');
    this.messages = new MessageStore(this.state);
    this.interactionRegistry = new InteractionRegistry(this.messages, this.violationLog, {
      ackDeadlineMs: options.ackDeadlineMs ?? 3000,
      deferredTimeoutMs: options.deferredTimeoutMs ?? 25_000,
    });
    this.gatewayServer = new Gateway(this.state, {
      token: this.token,
      privilegedIntents: options.privilegedIntents ?? false,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      url: () => this.gatewayUrl,
    });
    const ctx: EmulatorContext = {
      state: this.state,
      messages: this.messages,
      interactions: this.interactionRegistry,
      violations: this.violationLog,
      gateway: this.gatewayServer,
      token: this.token,
      gatewayUrl: () => this.gatewayUrl,
      ackDeadlineMs: options.ackDeadlineMs ?? 3000,
      recommendedShards: options.shards ?? 1,
    };
    this.globalLimiter = new GlobalRateLimiter(options.globalRateLimit ?? 50);
    const routes = [
      ...metaRoutes(ctx),
      ...commandRoutes(ctx),
      ...interactionRoutes(ctx),
      ...webhookRoutes(ctx),
      ...channelRoutes(ctx),
      ...guildRoutes(ctx),
    ];
    this.rest = new RestApi(ctx, routes, this.faultInjector, new RateLimiter(options.rateLimit ?? { limit: 5, windowMs: 1000 }), this.globalLimiter);
    this.guilds = (options.guilds ?? DEFAULT_GUILDS).map((spec) => this.createGuild(spec));
  }

  private createGuild(spec: GuildSpec): EmulatedGuild {
    const id = spec.shard ? snowflakeOnShard(...spec.shard) : undefined;
    const guild = this.state.addGuild(spec.name, spec.channels ?? ['general'], id);
    const channels = Object.fromEntries(this.state.guildChannels(guild.id).map((c) => [c.name, c.id]));
    return { id: guild.id, name: guild.name, everyoneRoleId: guild.id, channels };
  }

  /** The bot is added to another server while running: Discord sends GUILD_CREATE. */
  addGuild(spec: GuildSpec): EmulatedGuild {
    const guild = this.createGuild(spec);
    this.guilds.push(guild);
    this.gatewayServer.dispatch('GUILD_CREATE', guildCreatePayload(this.state, this.state.guilds.get(guild.id)!), guild.id);
    return guild;
  }

  async start(): Promise<this> {
    this.server = await listen(this.rest, this.gatewayServer, this.options.port ?? 0);
    return this;
  }

  get port(): number {
    if (!this.server) throw new Error('emulator not started');
    return this.server.port;
  }

  /** What DISCORD_API_BASE is set to: the bot uses `${baseUrl}/api` as discord.js's rest.api. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  /** The environment that points the bot at this emulator (README "Environment"). */
  botEnv(): Record<'DISCORD_API_BASE' | 'DISCORD_TOKEN' | 'DISCORD_APPLICATION_ID' | 'DISCORD_GUILD_ID', string> {
    return { DISCORD_API_BASE: this.baseUrl, DISCORD_TOKEN: this.token, DISCORD_APPLICATION_ID: this.applicationId, DISCORD_GUILD_ID: this.guild.id };
  }

  get applicationId(): string {
    return this.state.applicationId;
  }

  get botUser(): EmulatedUser {
    return this.state.botUser;
  }

  /** The first guild, for the common single-server test. */
  get guild(): EmulatedGuild {
    return this.guilds[0]!;
  }

  /** A channel's id by name, in the first guild unless told otherwise. */
  channelId(name: string, guildId = this.guild.id): string {
    const id = this.guilds.find((g) => g.id === guildId)?.channels[name];
    if (!id) throw new Error(`no channel #${name} in guild ${guildId}`);
    return id;
  }

  addUser(options: AddUserOptions): EmulatedUser {
    const user = this.state.addUser(options.username, options.globalName ?? null);
    for (const guildId of options.guilds ?? this.guilds.map((g) => g.id)) {
      const roles = [...(options.roles ?? [])];
      if (options.permissions?.length) roles.push(this.state.roleWithPermissions(guildId, options.permissions).id);
      this.state.addMember(guildId, user.id, roles);
    }
    return user;
  }

  /** The member's nickname in a server (null: none), as he or a server admin sets it; his next interaction carries it. */
  setNickname(user: EmulatedUser, nick: string | null, guildId = this.guilds[0]!.id): void {
    const member = this.state.member(guildId, user.id);
    if (!member) throw new Error(`user ${user.id} is not a member of guild ${guildId}`);
    member.nick = nick;
  }

  addRole(guildId: string, name: string, permissions: PermissionName[] = []): string {
    return this.state.addRole(guildId, name, permissionBits(permissions)).id;
  }

  /** Registered commands in a scope (global when guildId is null). */
  commands(guildId: string | null = null): Record<string, unknown>[] {
    return [...this.state.commands.values()].filter((c) => c.guildId === guildId).map((c) => ({ id: c.id, ...c.body }));
  }

  /**
   * A user runs a registered chat-input command: '/train' or '/league create' or '/group sub'.
   * Resolves with the bot's answer, once it is complete (a deferred reply waits for its edit).
   */
  interact(user: EmulatedUser, invocation: string, values: OptionValues = {}, place: InteractionPlace = {}): Promise<InteractionResponse> {
    const channelId = place.channelId ?? this.firstChannel();
    const guildId = this.state.channels.get(channelId)?.guildId ?? this.guild.id;
    assertMayUse(this.state, guildId, user.id, invocation, place.granted ?? false);
    const data = buildCommandData(this.state, guildId, invocation, values);
    return this.dispatch(INTERACTION_TYPE.command, user.id, channelId, null, place.locale, data);
  }

  /** A user types `text` into an autocompleted option; resolves with the choices the bot offered. */
  async autocomplete(
    user: EmulatedUser,
    invocation: string,
    option: string,
    text: string,
    values: OptionValues = {},
    place: InteractionPlace = {},
  ): Promise<{ name: string; value: string | number }[]> {
    const channelId = place.channelId ?? this.firstChannel();
    const guildId = this.state.channels.get(channelId)?.guildId ?? this.guild.id;
    assertMayUse(this.state, guildId, user.id, invocation, place.granted ?? false);
    const data = buildCommandData(this.state, guildId, invocation, values, { option, text });
    const response = await this.dispatch(INTERACTION_TYPE.autocomplete, user.id, channelId, null, place.locale, data);
    return response.choices ?? [];
  }

  /** A user clicks the button `customId` on a message. */
  click(message: MessageRef, customId: string, use: ComponentUse = {}): Promise<InteractionResponse> {
    const stored = this.resolveMessage(message);
    return this.useComponent(stored, use, buttonData(stored, customId));
  }

  /**
   * The user the bot showed a modal to (the answer `shown`, of type 9) submits it, having typed `typed` into its
   * inputs by custom id; the inputs not typed in keep the values the modal was filled with.
   */
  submitModal(shown: InteractionResponse, typed: Record<string, string> = {}, use: ComponentUse = {}): Promise<InteractionResponse> {
    const record = this.interactionRegistry.get(shown.interactionId);
    if (!record?.modal) throw new Error(`interaction ${shown.interactionId} showed no modal`);
    const source = record.sourceMessageId ? (this.messages.get(record.sourceMessageId) ?? null) : null;
    const data = modalSubmitData(record.modal, typed);
    return this.dispatch(INTERACTION_TYPE.modalSubmit, use.user?.id ?? record.userId, record.channelId, source, use.locale, data);
  }

  /** A user picks `values` in the select menu `customId` on a message. */
  choose(message: MessageRef, customId: string, values: string[], use: ComponentUse = {}): Promise<InteractionResponse> {
    const stored = this.resolveMessage(message);
    return this.useComponent(stored, use, selectData(this.state, stored, customId, values));
  }

  /** The user no longer takes direct messages from the bot: its next message to him fails with 50007. */
  closeDms(user: EmulatedUser): void {
    this.state.closedDms.add(user.id);
  }

  /** The direct messages the bot sent a user, in order: none if it never opened a DM channel with him. */
  directMessages(user: EmulatedUser): StoredMessage[] {
    const channelId = [...this.state.dmChannels].find(([, recipientId]) => recipientId === user.id)?.[0];
    return channelId ? this.messages.inChannel(channelId) : [];
  }

  /** Every message in a channel, in posting order with timestamps and edit history. Ephemeral and deleted ones on request. */
  channelMessages(channelId: string, options: { includeEphemeral?: boolean; includeDeleted?: boolean } = {}): StoredMessage[] {
    return this.messages.inChannel(channelId, options);
  }

  /**
   * All text anyone but the acting user could ever read in a channel: content and embeds of every
   * version of every public message, deleted ones included. For "the amount is never shown" checks.
   */
  publicText(channelId: string): string {
    return this.messages
      .inChannel(channelId, { includeDeleted: true })
      .flatMap((m) => m.versions.map(versionText))
      .join('\n');
  }

  /** Every message the bot posted anywhere, ephemeral ones included, in order. */
  allMessages(): StoredMessage[] {
    return this.messages.all();
  }

  message(id: string): StoredMessage | undefined {
    return this.messages.get(id);
  }

  /** Follow-up messages an interaction produced (not counting a follow-up that completed a deferred reply). */
  followUps(interactionId: string): StoredMessage[] {
    return (this.interactionRegistry.get(interactionId)?.followUpIds ?? []).map((id) => this.messages.get(id)!);
  }

  /** Waits until a channel holds at least `count` visible messages; resolves with them all. */
  waitForMessages(channelId: string, count: number, options: WaitOptions = {}): Promise<StoredMessage[]> {
    return waitUntil(
      () => {
        const list = this.channelMessages(channelId);
        return list.length >= count ? list : undefined;
      },
      this.messages.events,
      { description: `${count} message(s) in channel ${channelId}`, ...options },
    );
  }

  /** Waits until `check` returns something other than undefined/false/null; resolves with it. */
  waitFor<T>(check: () => T | undefined | null | false, options: WaitOptions = {}): Promise<T> {
    return waitUntil(check, this.messages.events, options);
  }

  /** Makes matching REST calls answer 429 or 5xx (see FaultSpec). */
  injectFault(spec: FaultSpec): Fault {
    return this.faultInjector.add(spec);
  }

  clearFaults(): void {
    this.faultInjector.clear();
  }

  /** Every REST call received, in order. */
  get requests(): readonly RequestLogEntry[] {
    return this.rest.log;
  }

  /** Requests refused with a global 429 (over globalRateLimit a second). */
  get globalRateLimited(): number {
    return this.globalLimiter.refused;
  }

  /**
   * Opens each interaction's acknowledgement window when this client receives it (its raw gateway event) rather
   * than when the emulator sends it: the deadline then measures the bot's own work, not how long a busy machine
   * takes to run the bot's process. Watch every client of the bot, or an interaction one of them never receives
   * fails after a generous safety deadline instead of Discord's 3 seconds.
   */
  watchReceipts(client: Client): void {
    this.interactionRegistry.watchReceipts();
    client.on(Events.Raw, (packet: { t?: string; d?: { id?: string } }) => {
      if (packet.t === 'INTERACTION_CREATE' && packet.d?.id) this.interactionRegistry.received(packet.d.id, Date.now());
    });
  }

  /**
   * Judges each acknowledgement by the bot's own figure (from its receipt to its first answer, measured in its
   * process) rather than the emulator's reading of the time: on a busy machine the test's scheduling of the bot's
   * process and of the emulator's is not the bot's to answer for. A late figure is still a late-ack violation.
   */
  judgeAcksBy(client: Client, figures: AckFigures): void {
    this.watchReceipts(client);
    this.interactionRegistry.judgeBy(figures);
  }

  interactions(): readonly InteractionRecord[] {
    return this.interactionRegistry.all();
  }

  get violations(): readonly Violation[] {
    return this.violationLog.list;
  }

  /** Fails with every recorded violation (limit breaches, late or double acknowledgements, unknown routes...). */
  assertNoViolations(): void {
    this.violationLog.assertNone();
  }

  clearViolations(): void {
    this.violationLog.clear();
  }

  /** Gateway sessions with a live connection. */
  connectedSessions(): number {
    return this.gatewayServer.connectedSessions();
  }

  /** Waits until `count` bot sessions are connected and identified. */
  waitForSessions(count = 1, options: WaitOptions = {}): Promise<number> {
    return waitUntil(() => (this.connectedSessions() >= count ? this.connectedSessions() : undefined), this.gatewayServer.events, {
      description: `${count} gateway session(s)`,
      ...options,
    });
  }

  /** Opcode 7: the client should reconnect and RESUME; unresumable sessions answer INVALID_SESSION and it identifies anew. */
  requestReconnect(options: { resumable?: boolean } = {}): void {
    this.gatewayServer.requestReconnect(options.resumable ?? true);
  }

  /** Drops gateway connections as a network fault would; sessions stay resumable. */
  dropConnections(): void {
    this.gatewayServer.dropConnections();
  }

  async stop(): Promise<void> {
    this.interactionRegistry.close();
    await this.server?.close();
    this.server = null;
  }

  private firstChannel(): string {
    const first = Object.values(this.guild.channels)[0];
    if (!first) throw new Error('the first guild has no channel');
    return first;
  }

  private resolveMessage(ref: MessageRef): StoredMessage {
    const id = typeof ref === 'string' ? ref : 'channelId' in ref ? ref.id : ref.message?.id;
    const message = id ? this.messages.get(id) : undefined;
    if (!message || message.deleted) throw new Error(`no live message ${id ?? '(none)'} to use a component on`);
    return message;
  }

  private useComponent(message: StoredMessage, use: ComponentUse, data: Record<string, unknown>): Promise<InteractionResponse> {
    const userId = use.user?.id ?? (message.interactionId ? this.interactionRegistry.get(message.interactionId)?.userId : undefined);
    if (!userId) throw new Error(`say which user uses message ${message.id} ({ user })`);
    return this.dispatch(INTERACTION_TYPE.component, userId, message.channelId, message, use.locale, data);
  }

  private dispatch(
    type: number,
    userId: string,
    channelId: string,
    source: StoredMessage | null,
    locale: string | undefined,
    data: Record<string, unknown> | object,
  ): Promise<InteractionResponse> {
    const guildId = this.state.channels.get(channelId)?.guildId;
    if (!guildId) throw new Error(`no channel ${channelId}`);
    if (this.gatewayServer.listeners(guildId) === 0) throw new Error('no bot is connected to the emulator gateway for this guild');
    const { record, answered } = this.interactionRegistry.open({
      type,
      what: describeInteraction(data),
      userId,
      guildId,
      channelId,
      sourceMessageId: source?.id ?? null,
    });
    const user = this.state.users.get(userId)!;
    this.messages.linkInteraction(record.id, {
      id: record.id,
      type,
      user: { id: user.id, username: user.username, global_name: user.globalName, discriminator: '0', avatar: null },
      authorizing_integration_owners: { '0': guildId },
    });
    const payload = {
      ...interactionBase(this.state, record, type, userId, channelId, locale ?? 'en-GB'),
      data,
      ...(source ? { message: this.messages.toApi(source) } : {}),
    };
    this.gatewayServer.dispatch('INTERACTION_CREATE', payload, guildId);
    return answered;
  }
}

/** '/league create' for a command (its subcommand group and subcommand named), 'button select:slot' for a component. */
function describeInteraction(data: Record<string, unknown> | object): string {
  const fields = data as { custom_id?: string; name?: string; options?: { type: number; name: string; options?: unknown }[] };
  if (typeof fields.custom_id === 'string') return `component ${fields.custom_id}`;
  const words = [fields.name ?? '?'];
  let options = fields.options;
  while (options?.[0] && (options[0].type === 1 || options[0].type === 2)) {
    words.push(options[0].name);
    options = options[0].options as typeof options;
  }
  return `/${words.join(' ')}`;
}

/** Starts an emulator on 127.0.0.1 (a free port unless told otherwise). */
export async function startEmulator(options: EmulatorOptions = {}): Promise<DiscordEmulator> {
  return new DiscordEmulator(options).start();
}
