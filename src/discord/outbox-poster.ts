import { createHash } from 'node:crypto';
import type { APIAllowedMentions, RESTPostAPIChannelMessageJSONBody } from 'discord.js';
import type { AppContext } from '../context.js';
import {
  claimDueOutbox,
  closeDmReminders,
  completeLegacyPost,
  dmRecipient,
  markDelivered,
  markFailed,
  offerNoticeKey,
  postedMessageOf,
  POSTS_PER_CHANNEL,
  releaseOutbox,
  type MatchMessage,
  type OutboxMessage,
  type OutboxPayload,
} from '../league/index.js';
import type { ChannelPort, PostFile } from './channel-port.js';
import { LIMITS } from './limits.js';
import { mentionOnly, NO_MENTIONS } from './mentions.js';
import { buttonRows, outboxComponents } from './outbox-components.js';
import { renderOfferNoticeEnded } from './render/deal.render.js';
import { reminderMentions } from './reminders.js';
import { renderMatch } from './render/match.render.js';
import type { NameBook } from './render/names.js';
import { postNameBook, renderOutbox } from './render/outbox.render.js';
import { withMatchLink } from './match-link.js';
import { postImages } from './render/post-pictures.js';
import { fitsDiscord, splitDraft, type Draft, type Part } from './split.js';
import { chunkText } from './text.js';

export interface PosterOptions {
  /** Channels claimed per pass, those served least recently first. */
  channelsPerPass?: number;
  /** A channel's share of a pass: its oldest due messages, up to this many; the rest wait for its next turn. */
  postsPerChannel?: number;
  /** Live mode: the minutes a live match message shows, one edit each. */
  liveMinutes?: readonly number[];
  /** Live mode: time between edits. One edit every 15 s is far inside Discord's 5 per 5 s per channel. */
  liveFrameMs?: number;
}

const DEFAULT_LIVE_MINUTES = [0, 15, 30, 45, 60, 75, 90];
const MAX_BACKOFF_MS = 10 * 60_000;
/** Discord's "Cannot send messages to this user": his DMs are closed to the bot. */
const CANNOT_DM_USER = 50007;

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

/** Who a post may ping: a reminder its managers, every other post nobody (names are chosen by users). */
export function allowedMentionsOf(payload: OutboxPayload): APIAllowedMentions {
  if (payload.kind === 'reminder') return reminderMentions(payload.message);
  // An offer tells its manager he has one: him alone.
  if (payload.kind === 'deal-offer') return mentionOnly([payload.message.toUserId]);
  // How an offer ended is told to its maker: him alone.
  if (payload.kind === 'deal-ended') return mentionOnly([payload.message.fromUserId]);
  return NO_MENTIONS;
}

export function messageBody(
  part: Part,
  nonce: string,
  allowedMentions: APIAllowedMentions = NO_MENTIONS,
  components: RESTPostAPIChannelMessageJSONBody['components'] = [],
): RESTPostAPIChannelMessageJSONBody {
  return {
    ...(part.content ? { content: part.content } : {}),
    embeds: part.embeds,
    ...(components.length ? { components } : {}),
    allowed_mentions: allowedMentions,
    nonce,
    enforce_nonce: true,
  };
}

/**
 * Delivers the outbox: each row rendered, cut to Discord's limits, posted in
 * order per channel, and marked delivered once every part is posted. A row
 * carries the names and flags it shows, so delivering reads no league. A failed
 * row is retried later with backoff; the parts already posted are not posted again.
 */
export class OutboxPoster {
  /** Parts already posted per row, so a retry resumes where it stopped. */
  private readonly posted = new Map<string, number>();
  private readonly live = new Map<string, Promise<void>>();
  /** The bot's DM channel with each member it has messaged. */
  private readonly dmChannels = new Map<string, string>();
  /** Rows claimed whose failure could not be recorded (the database out of reach): released first at the next pass. */
  private readonly unrecorded = new Map<string, { id: string; error: string; retryAt: Date }>();
  /** Live matches shown to the end whose delivery could not be recorded: marked first at the next pass, not shown again. */
  private readonly shownUnmarked = new Set<string>();
  private running: Promise<{ delivered: number; failed: number }> | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly port: ChannelPort,
    private readonly options: PosterOptions = {},
  ) {}

  /**
   * Passes over the due rows, one after another while a pass found work and met
   * no failure, so a long queue (a whole evening's deadline) is posted without
   * waiting for the next tick between passes; stop() ends it after the pass in
   * flight. Delivery already running is joined, not doubled.
   */
  deliverDue(): Promise<{ delivered: number; failed: number }> {
    this.running ??= this.passes().finally(() => {
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

  private async passes(): Promise<{ delivered: number; failed: number }> {
    const total = { delivered: 0, failed: 0 };
    for (;;) {
      const { claimed, delivered, failed } = await this.pass();
      total.delivered += delivered;
      total.failed += failed;
      // What a test watching the process waits for: a pass begun after it queued its posts, finding none due.
      if (claimed === 0) this.ctx.logger.debug('outbox: nothing due');
      // A failure ends the run: its channel waits for its retry time, the others for the next tick.
      if (claimed === 0 || failed > 0) return total;
    }
  }

  private async pass(): Promise<{ claimed: number; delivered: number; failed: number }> {
    if (this.stopped) return { claimed: 0, delivered: 0, failed: 0 };
    // Until released, such a row's lease would keep it from every poster, this one too, for the lease's length.
    for (const failure of this.unrecorded.values()) {
      await markFailed(this.ctx, failure);
      this.unrecorded.delete(failure.id);
    }
    for (const id of this.shownUnmarked) {
      await markDelivered(this.ctx, id);
      this.shownUnmarked.delete(id);
    }
    const claimed = await claimDueOutbox(this.ctx, this.options.channelsPerPass ?? 50, this.options.postsPerChannel ?? POSTS_PER_CHANNEL);
    const rows = claimed.filter((row) => !this.live.has(row.id));
    const byChannel = new Map<string, OutboxMessage[]>();
    for (const row of rows) byChannel.set(row.channelId, [...(byChannel.get(row.channelId) ?? []), row]);
    const results = await Promise.all([...byChannel.values()].map((channelRows) => this.deliverChannel(channelRows)));
    const delivered = results.reduce((sum, r) => sum + r.delivered, 0);
    return { claimed: rows.length, delivered, failed: results.reduce((sum, r) => sum + r.failed, 0) };
  }

  /**
   * In order; the first failure holds back the channel's later rows so posts never overtake each other. They are given
   * back at once, so the channel is claimed again, in order, as soon as the failed row's retry is due.
   */
  private async deliverChannel(rows: OutboxMessage[]): Promise<{ delivered: number; failed: number }> {
    let delivered = 0;
    for (const [index, claimed] of rows.entries()) {
      try {
        const row = withMatchLink(await completeLegacyPost(this.ctx, claimed), this.ctx.config.PUBLIC_URL);
        const names = postNameBook(row);
        if (row.kind === 'match' && row.message.live) {
          // The kick-off frame keeps its place in the channel's order; the edits follow in the background.
          const [messageId] = await this.postParts(row, [this.liveFrame(row, names, 0)]);
          this.startLive(row, names, messageId!);
          continue;
        }
        if (row.kind === 'deal-offer-ended') {
          await this.editOfferNotice(row);
          await markDelivered(this.ctx, row.id);
          delivered += 1;
          continue;
        }
        const ids = await this.postParts(row, ...withPictures(renderOutbox(row, names), row, names));
        // The message the post ended with (its buttons' message), for a later post to edit.
        await markDelivered(this.ctx, row.id, ids.at(-1) ?? null);
        this.posted.delete(row.id);
        delivered += 1;
      } catch (error) {
        if (await this.closedDm(claimed, error)) {
          delivered += 1;
          continue;
        }
        await this.fail(claimed, error);
        await this.release(rows.slice(index + 1));
        return { delivered, failed: 1 };
      }
    }
    return { delivered, failed: 0 };
  }

  private async postParts(row: OutboxMessage, parts: Part[], files: readonly PostFile[][] = []): Promise<string[]> {
    const ids: string[] = [];
    for (let index = this.posted.get(row.id) ?? 0; index < parts.length; index += 1) {
      // A post's buttons go under its last part.
      const components = index === parts.length - 1 ? outboxComponents(row) : [];
      const body = messageBody(parts[index]!, partNonce(row.id, index), allowedMentionsOf(row), components);
      const partFiles = files[index] ?? [];
      const channelId = await this.channelOf(row);
      const message = await (partFiles.length > 0 ? this.port.send(channelId, body, partFiles) : this.port.send(channelId, body));
      ids.push(message.id);
      this.posted.set(row.id, index + 1);
    }
    return ids;
  }

  /** The Discord channel a post goes to: a direct message's is the bot's DM channel with its member, opened here. */
  private async channelOf(row: OutboxMessage): Promise<string> {
    const recipient = dmRecipient(row.channelId);
    if (recipient === null) return row.channelId;
    const known = this.dmChannels.get(recipient);
    if (known) return known;
    if (!this.port.openDm) throw new Error('this poster cannot send direct messages');
    const channelId = await this.port.openDm(recipient);
    this.dmChannels.set(recipient, channelId);
    return channelId;
  }

  /**
   * A direct message Discord refuses because the member takes none from the bot (50007): retrying cannot help, so the
   * post is done, and his reminders are turned off (he is told in the channel, privately, at his next command there).
   */
  private async closedDm(row: OutboxMessage, error: unknown): Promise<boolean> {
    const recipient = dmRecipient(row.channelId);
    if (recipient === null || (error as { code?: unknown } | null)?.code !== CANNOT_DM_USER) return false;
    this.ctx.logger.info({ outboxId: row.id, kind: row.kind }, 'direct message refused (DMs closed): his reminders are turned off');
    await closeDmReminders(this.ctx, recipient);
    await markDelivered(this.ctx, row.id);
    this.posted.delete(row.id);
    return true;
  }

  /**
   * An offer's notice edited to say how the offer ended, its buttons disabled. The notice comes first in its
   * channel's order; one delivered before its message was kept has nothing to edit. An edit done twice (a retry
   * after a lost answer) shows the same.
   */
  private async editOfferNotice(row: OutboxMessage & { kind: 'deal-offer-ended' }): Promise<void> {
    const notice = await postedMessageOf(this.ctx, offerNoticeKey(row.message.notice.offerId));
    if (!notice?.messageId) {
      if (notice && !notice.delivered) throw new Error(`offer ${row.message.notice.offerId}: its notice is not posted yet`);
      return;
    }
    const part = renderOfferNoticeEnded(row.message);
    await this.port.edit(row.channelId, notice.messageId, {
      content: part.content ?? '',
      components: buttonRows(row.message.notice.buttons ?? []),
      allowed_mentions: NO_MENTIONS,
    });
  }

  private async fail(row: OutboxMessage, error: unknown): Promise<void> {
    const retryAt = new Date(this.ctx.clock.now().getTime() + retryDelayMs(row.attempts));
    this.ctx.logger.warn({ err: error, outboxId: row.id, kind: row.kind, attempts: row.attempts + 1, retryAt }, 'outbox delivery failed; will retry');
    const failure = { id: row.id, error: error instanceof Error ? error.message : String(error), retryAt };
    try {
      await markFailed(this.ctx, failure);
    } catch (markError) {
      this.unrecorded.set(row.id, failure);
      this.ctx.logger.error({ err: markError, outboxId: row.id }, 'could not record the outbox failure; recorded at the next pass');
    }
  }

  /** Best effort: rows not given back are claimed again once their lease runs out. */
  private async release(rows: OutboxMessage[]): Promise<void> {
    try {
      await releaseOutbox(
        this.ctx,
        rows.map((row) => row.id),
      );
    } catch (error) {
      this.ctx.logger.warn(
        { err: error, outboxIds: rows.map((row) => row.id) },
        'could not give back the rows behind a failed post; they wait for their lease to run out',
      );
    }
  }

  private startLive(row: OutboxMessage & { kind: 'match' }, names: NameBook, messageId: string): void {
    const run = this.showLive(row, names, messageId)
      .then(() => markDelivered(this.ctx, row.id))
      .catch((error: unknown) => {
        this.shownUnmarked.add(row.id);
        this.ctx.logger.warn({ err: error, outboxId: row.id }, 'could not mark a live match delivered; marked at the next pass');
      })
      .finally(() => {
        this.live.delete(row.id);
        this.posted.delete(row.id);
      });
    this.live.set(row.id, run);
  }

  private liveFrame(row: OutboxMessage & { kind: 'match' }, names: NameBook, step: number): Part {
    const minutes = this.options.liveMinutes ?? DEFAULT_LIVE_MINUTES;
    return liveFrame(row.message, names, minutes[step] ?? 90);
  }

  /**
   * Live mode: the kick-off message is edited minute by minute, ending on the
   * full report. The message exists once posted, so a failed edit is not
   * retried as a new post: the last edit is tried once more, and the row is done.
   */
  private async showLive(row: OutboxMessage & { kind: 'match' }, names: NameBook, messageId: string): Promise<void> {
    const steps = (this.options.liveMinutes ?? DEFAULT_LIVE_MINUTES).length;
    const frameMs = this.options.liveFrameMs ?? 15_000;
    const edit = (step: number) => {
      const part = this.liveFrame(row, names, step);
      // The full report, the last frame, carries the match card when it fits in the one message.
      const images = step === steps - 1 ? postImages(row, names) : [];
      const pictured = { embeds: [...part.embeds, ...images.map((i) => i.embed)] };
      if (images.length > 0 && fitsDiscord(pictured)) {
        return this.port.edit(
          row.channelId,
          messageId,
          { ...pictured, allowed_mentions: NO_MENTIONS },
          images.map((i) => i.file),
        );
      }
      return this.port.edit(row.channelId, messageId, { embeds: part.embeds, allowed_mentions: NO_MENTIONS });
    };
    try {
      for (let step = 1; step < steps; step += 1) {
        await new Promise((resolve) => setTimeout(resolve, this.stopped ? 0 : frameMs));
        await edit(step);
      }
    } catch (error) {
      this.ctx.logger.warn({ err: error, outboxId: row.id }, 'live match edit failed; showing the full report');
      await edit(steps - 1).catch((finalError: unknown) =>
        this.ctx.logger.error({ err: finalError, outboxId: row.id }, 'live match report left unfinished'),
      );
    }
  }
}

/**
 * The post cut to Discord's limits, with the pictures it asks for rendered now: each picture's embed (its text
 * equivalent) follows the post's own, and its file goes with the part that shows it.
 */
export function withPictures(draft: Draft, payload: OutboxPayload, names: NameBook): [Part[], PostFile[][]] {
  const images = postImages(payload, names);
  // A picture the post's own embed already shows (a report in a week's story) needs no embed of its own.
  const shown = new Set((draft.embeds ?? []).flatMap((e) => (e.image ? [e.image.url] : [])));
  const parts = splitDraft({
    ...draft,
    embeds: [...(draft.embeds ?? []), ...images.filter((i) => !shown.has(i.embed.image!.url)).map((i) => i.embed)],
  });
  const files = parts.map((part) => images.filter((i) => part.embeds.some((embed) => embed.image?.url === i.embed.image?.url)).map((i) => i.file));
  return [parts, files];
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
