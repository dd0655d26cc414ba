import { EventEmitter } from 'node:events';
import { GatewayOpcodes, type GatewayReceivePayload } from 'discord.js';
import type { WebSocket } from 'ws';
import { shardOf } from './shard-of.js';
import { guildCreatePayload, apiUser } from './shapes.js';
import { newSnowflake } from './snowflake.js';
import type { EmulatorState } from './state.js';

export interface GatewayOptions {
  token: string;
  /** Whether the application has the privileged intents enabled in the developer portal. */
  privilegedIntents: boolean;
  heartbeatIntervalMs: number;
  /** The ws:// URL of this gateway, known once the server listens. */
  url: () => string;
}

interface Session {
  id: string;
  shardId: number;
  shardCount: number;
  seq: number;
  /** Dispatches kept so a RESUME can replay what the bot missed. */
  sent: { op: 0; t: string; s: number; d: unknown }[];
  socket: WebSocket | null;
}

const REPLAY_BUFFER = 1000;
/** GuildMembers, GuildPresences and MessageContent need approval in the developer portal. */
const PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15);
/** Close codes after which Discord drops the session: a normal close ends it. */
const SESSION_ENDING_CLOSE_CODES = new Set([1000, 1001]);

/**
 * The gateway: HELLO, IDENTIFY -> READY and GUILD_CREATEs, heartbeats, RESUME,
 * and dispatches routed to the shard that owns each guild. Plain JSON text frames:
 * discord.js only asks for zlib-stream when zlib-sync is installed, and it is not.
 */
export class Gateway {
  readonly events = new EventEmitter();
  private readonly sessions = new Map<string, Session>();
  private readonly sockets = new Set<WebSocket>();

  constructor(
    private readonly state: EmulatorState,
    private readonly options: GatewayOptions,
  ) {}

  /** Sessions with a live connection. */
  connectedSessions(): number {
    return [...this.sessions.values()].filter((s) => s.socket !== null).length;
  }

  accept(socket: WebSocket): void {
    this.sockets.add(socket);
    // A client killed mid-frame resets the connection; 'close' follows and ends the connection cleanly.
    socket.on('error', () => undefined);
    let session: Session | null = null;
    socket.on('message', (raw) => {
      let payload: { op: number; d: Record<string, unknown> | number | null };
      try {
        payload = JSON.parse(String(raw));
      } catch {
        socket.close(4002, 'Error while decoding payload.');
        return;
      }
      session = this.onPayload(socket, session, payload);
    });
    socket.on('close', (code) => {
      this.sockets.delete(socket);
      if (session && session.socket === socket) {
        session.socket = null;
        if (SESSION_ENDING_CLOSE_CODES.has(code)) this.sessions.delete(session.id);
      }
    });
    this.send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs } });
  }

  private onPayload(socket: WebSocket, session: Session | null, payload: { op: number; d: unknown }): Session | null {
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        this.send(socket, { op: GatewayOpcodes.HeartbeatAck });
        return session;
      case GatewayOpcodes.Identify:
        if (session) {
          socket.close(4005, 'Already authenticated.');
          return session;
        }
        return this.identify(socket, payload.d as Record<string, unknown>);
      case GatewayOpcodes.Resume:
        return this.resume(socket, payload.d as Record<string, unknown>);
      default:
        if (!session) socket.close(4003, 'Not authenticated.');
        return session;
    }
  }

  private identify(socket: WebSocket, d: Record<string, unknown>): Session | null {
    if (d.token !== this.options.token) {
      socket.close(4004, 'Authentication failed.');
      return null;
    }
    if (!this.options.privilegedIntents && (Number(d.intents) & PRIVILEGED_INTENTS) !== 0) {
      socket.close(4014, 'Disallowed intent(s).');
      return null;
    }
    const [shardId, shardCount] = Array.isArray(d.shard) ? (d.shard as [number, number]) : [0, 1];
    const session: Session = { id: newSnowflake(), shardId, shardCount, seq: 0, sent: [], socket };
    this.sessions.set(session.id, session);
    const guilds = [...this.state.guilds.values()].filter((g) => this.ownsGuild(session, g.id));
    this.dispatchTo(session, 'READY', {
      v: 10,
      user: apiUser(this.state.botUser),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.options.url(),
      shard: [shardId, shardCount],
      application: { id: this.state.applicationId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
    });
    for (const guild of guilds) this.dispatchTo(session, 'GUILD_CREATE', guildCreatePayload(this.state, guild));
    this.events.emit('ready', session.id);
    return session;
  }

  private resume(socket: WebSocket, d: Record<string, unknown>): Session | null {
    const session = this.sessions.get(String(d.session_id));
    if (!session || d.token !== this.options.token) {
      this.send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return null;
    }
    session.socket = socket;
    const since = typeof d.seq === 'number' ? d.seq : 0;
    for (const frame of session.sent) if (frame.s > since) this.send(socket, frame);
    this.dispatchTo(session, 'RESUMED', null);
    this.events.emit('resumed', session.id);
    return session;
  }

  private ownsGuild(session: Session, guildId: string): boolean {
    return shardOf(guildId, session.shardCount) === session.shardId;
  }

  private dispatchTo(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const frame = { op: 0 as const, t, s: session.seq, d };
    session.sent.push(frame);
    if (session.sent.length > REPLAY_BUFFER) session.sent.shift();
    if (session.socket) this.send(session.socket, frame);
  }

  /** Live sessions whose shard owns the guild. */
  listeners(guildId: string): number {
    return [...this.sessions.values()].filter((s) => s.socket !== null && this.ownsGuild(s, guildId)).length;
  }

  /** Sends an event to every session whose shard owns the guild (all sessions for a null guild). */
  dispatch(t: string, d: unknown, guildId: string | null): void {
    for (const session of this.sessions.values()) {
      if (guildId === null || this.ownsGuild(session, guildId)) this.dispatchTo(session, t, d);
    }
  }

  /**
   * Asks every connected client to reconnect and resume (opcode 7), as Discord does during deploys.
   * With `resumable` false the sessions are forgotten first, so the RESUME gets INVALID_SESSION.
   */
  requestReconnect(resumable: boolean): void {
    if (!resumable) this.sessions.clear();
    for (const socket of this.sockets) this.send(socket, { op: GatewayOpcodes.Reconnect, d: null });
  }

  /** Drops every connection without ending the sessions, as a network fault would. */
  dropConnections(): void {
    for (const socket of this.sockets) socket.close(4000, 'Unknown error.');
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
    this.sessions.clear();
  }

  private send(socket: WebSocket, payload: GatewayReceivePayload | { op: number; d?: unknown; t?: string; s?: number }): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  }
}
