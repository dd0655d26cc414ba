import { createHash } from 'node:crypto';
import type { RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import type { AppContext } from '../context.js';
import { leagueById, markDelivered, markFailed, pendingOutbox, type MatchMessage, type OutboxMessage } from '../league/index.js';
import type { ChannelPort } from './channel-port.js';
import { LIMITS } from './limits.js';
import { NO_MENTIONS } from './mentions.js';
import type { NameSource } from './name-source.js';
import { renderMatch } from './render/match.render.js';
import type { NameBook } from './render/names.js';
import { renderOutbox } from './render/outbox.render.js';
import { splitDraft, type Part } from './split.js';
import { chunkText } from './text.js';

export interface PosterOptions {
  batchSize?: number;
  /** Live mode: the minutes a live match message shows, one edit each. */
  liveMinutes?: readonly number[];
  /** Live mode: time between edits. One edit every 15 s is far inside Discord's 5 per 5 s per channel. */
  liveFrameMs?: number;
}

const DEFAULT_LIVE_MINUTES = [0, 15, 30, 45, 60, 75, 90];
const MAX_BACKOFF_MS = 10 * 60_000;

/** Wait before the n-th retry: 5 s, 10 s, 20 s... up to ten minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts));
}

/**
 * A stable nonce per message part. With enforce_nonce, Discord returns the
 * message already made with it instead of posting again, so a retry after a
 * lost answer, or after a restart, does not post twice.
 */
export function partNonce(rowId: string, part: number): string {
  return createHash('sha256').update(`${rowId}:${part}`).digest('base64url').slice(0, 25);
}

export function messageBody(part: Part, nonce: string): RESTPostAPIChannelMessageJSONBody {
  return {
    ...(part.content ? { content: part.content } : {}),
    embeds: part.embeds,
    allowed_mentions: NO_MENTIONS,
    nonce,
    enforce_nonce: true,
  };
}

/**
 * Delivers the outbox: each row rendered, cut to Discord's limits, posted in
 * order per channel, and marked delivered once every part is posted. A failed
 * row is retried later with backoff; the parts already posted are not posted again.
 */
export class OutboxPoster {
  /** Parts already posted per row, so a retry resumes where it stopped. */
  private readonly posted = new Map<string, number>();
  private readonly live = new Map<string, Promise<void>>();
  private running: Promise<{ delivered: number; failed: number }> | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly port: ChannelPort,
    private readonly names: NameSource,
    private readonly options: PosterOptions = {},
  ) {}

  /** One pass over the due rows; a pass already running is joined, not doubled. */
  deliverDue(): Promise<{ delivered: number; failed: number }> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves when the pass in flight and every live match being shown are done. */
  async idle(): Promise<void> {
    await this.running;
    await Promise.allSettled(this.live.values());
  }

  /** Waits for the pass in flight and the live matches being shown, then takes no more work. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
    await Promise.allSettled(this.live.values());
  }

  private async pass(): Promise<{ delivered: number; failed: number }> {
    if (this.stopped) return { delivered: 0, failed: 0 };
    const rows = (await pendingOutbox(this.ctx, this.options.batchSize ?? 50)).filter((row) => !this.live.has(row.id));
    const byChannel = new Map<string, OutboxMessage[]>();
    for (const row of rows) byChannel.set(row.channelId, [...(byChannel.get(row.channelId) ?? []), row]);
    const results = await Promise.all([...byChannel.values()].map((channelRows) => this.deliverChannel(channelRows)));
    return results.reduce((sum, r) => ({ delivered: sum.delivered + r.delivered, failed: sum.failed + r.failed }), { delivered: 0, failed: 0 });
  }

  /** In order; the first failure holds back the channel's later rows so posts never overtake each other. */
  private async deliverChannel(rows: OutboxMessage[]): Promise<{ delivered: number; failed: number }> {
    let delivered = 0;
    for (const row of rows) {
      try {
        const names = await this.names(row.leagueId, row);
        if (row.kind === 'match' && (await this.isLive(row.leagueId))) {
          this.startLive(row, names);
          continue;
        }
        await this.postParts(row, splitDraft(renderOutbox(row, names)));
        await markDelivered(this.ctx, row.id);
        this.posted.delete(row.id);
        delivered += 1;
      } catch (error) {
        await this.fail(row, error);
        return { delivered, failed: 1 };
      }
    }
    return { delivered, failed: 0 };
  }

  private async postParts(row: OutboxMessage, parts: Part[]): Promise<string[]> {
    const ids: string[] = [];
    for (let index = this.posted.get(row.id) ?? 0; index < parts.length; index += 1) {
      const message = await this.port.send(row.channelId, messageBody(parts[index]!, partNonce(row.id, index)));
      ids.push(message.id);
      this.posted.set(row.id, index + 1);
    }
    return ids;
  }

  private async fail(row: OutboxMessage, error: unknown): Promise<void> {
    const retryAt = new Date(this.ctx.clock.now().getTime() + retryDelayMs(row.attempts));
    this.ctx.logger.warn({ err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts + 1, retryAt }, 'outbox delivery failed; will retry');
    try {
      await markFailed(this.ctx, { id: row.id, error: error instanceof Error ? error.message : String(error), retryAt });
    } catch (markError) {
      this.ctx.logger.error({ err: markError, outboxId: row.id }, 'could not record the outbox failure');
    }
  }

  private async isLive(leagueId: string): Promise<boolean> {
    return (await leagueById(this.ctx, leagueId)).settings.live;
  }

  private startLive(row: OutboxMessage & { kind: 'match' }, names: NameBook): void {
    const run = this.showLive(row, names)
      .then(() => markDelivered(this.ctx, row.id))
      .catch((error: unknown) => this.fail(row, error))
      .finally(() => {
        this.live.delete(row.id);
        this.posted.delete(row.id);
      });
    this.live.set(row.id, run);
  }

  /** Live mode: one message, edited minute by minute as the match unfolds, ending on the full report. */
  private async showLive(row: OutboxMessage & { kind: 'match' }, names: NameBook): Promise<void> {
    const minutes = this.options.liveMinutes ?? DEFAULT_LIVE_MINUTES;
    const frameMs = this.options.liveFrameMs ?? 15_000;
    const frame = (minute: number) => liveFrame(row.message, names, minute);
    const [first] = await this.postParts(row, [frame(minutes[0] ?? 0)]);
    if (!first) return; // posted before a restart; the report stands as it was
    for (const minute of minutes.slice(1)) {
      await new Promise((resolve) => setTimeout(resolve, this.stopped ? 0 : frameMs));
      const part = frame(minute);
      await this.port.edit(row.channelId, first, { embeds: part.embeds, allowed_mentions: NO_MENTIONS });
    }
  }
}

/** A live frame is one message: the latest play-by-play lines that fit one embed. */
export function liveFrame(message: MatchMessage, names: NameBook, minute: number): Part {
  const embed = renderMatch(message, names, minute);
  const description = embed.description ?? '';
  const chunks = chunkText(description, LIMITS.description - 100);
  const fitted = { ...embed, description: chunks.length > 1 ? `…\n${chunks.at(-1)}` : description };
  const [part] = splitDraft({ embeds: [fitted] });
  return part ?? { embeds: [fitted] };
}
