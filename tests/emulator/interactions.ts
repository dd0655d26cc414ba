import type { APIEmbed } from 'discord.js';
import { randomBytes } from 'node:crypto';
import { EPHEMERAL_FLAG, LOADING_FLAG, type MessageStore, type StoredMessage } from './messages.js';
import { newSnowflake } from './snowflake.js';
import type { ViolationLog } from './violations.js';

/** What the bot answered to one interaction, as a test reads it. */
export interface InteractionResponse {
  interactionId: string;
  /** The callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 choices, 9 modal. */
  type: number;
  content: string;
  embeds: APIEmbed[];
  components: unknown[];
  flags: number;
  ephemeral: boolean;
  /** The message the user now sees (a reply, or the updated message); null for choices and modals. */
  message: StoredMessage | null;
  /** Autocomplete choices (type 8). */
  choices: { name: string; value: string | number }[] | null;
  /** The modal shown (type 9). */
  modal: Record<string, unknown> | null;
  /**
   * Milliseconds from the bot's receipt of INTERACTION_CREATE to its first callback: the bot's own figure when the
   * emulator judges by it (DiscordEmulator.judgeAcksBy), else the emulator's, from the receipt or the dispatch.
   */
  ackMs: number;
}

export interface InteractionRecord {
  id: string;
  token: string;
  type: number;
  userId: string;
  guildId: string;
  channelId: string;
  createdAt: number;
  /** When the bot's client had the INTERACTION_CREATE in hand; null until it says so, or when receipts are not watched. */
  receivedAt: number | null;
  /** What the user did, for a failure to name: '/league create', or the component's custom id. */
  what: string;
  /** The message whose component was used (type 3). */
  sourceMessageId: string | null;
  callbackType: number | null;
  ackedAt: number | null;
  /** The @original message: the reply for types 4/5, the source message for 6/7. */
  originalId: string | null;
  followUpIds: string[];
  choices: InteractionResponse['choices'];
  modal: InteractionResponse['modal'];
}

export interface InteractionTimings {
  /** Discord's limit for the first callback. */
  ackDeadlineMs: number;
  /** How long a deferred answer may take before interact() gives up. */
  deferredTimeoutMs: number;
}

/** A bot's own account of its acknowledgements: milliseconds from its receipt of an interaction to its first answer. */
export interface AckFigures {
  of(interactionId: string): number | undefined;
}

interface Waiter {
  resolve(response: InteractionResponse): void;
  reject(error: Error): void;
  timers: NodeJS.Timeout[];
}

/**
 * How long a watched bot may take to receive an interaction at all: a safety deadline, far past any scheduling delay
 * of a busy machine, after which the interaction is reported unacknowledged.
 */
const RECEIPT_DEADLINE_MS = 30_000;
/** Judged by the bot's own figures: an interaction received but never answered is given up this long after receipt. */
const UNANSWERED_AFTER_RECEIPT_MS = 12_000;

/**
 * Interaction lifecycle: creation, the 3-second acknowledgement window, one callback
 * only, deferred answers completed through @original or the first follow-up.
 */
export class InteractionRegistry {
  private readonly records = new Map<string, InteractionRecord>();
  private readonly idsByToken = new Map<string, string>();
  private readonly waiters = new Map<string, Waiter>();
  private receiptsWatched = false;
  private readonly ackFigures: AckFigures[] = [];

  constructor(
    private readonly messages: MessageStore,
    private readonly violations: ViolationLog,
    private readonly timings: InteractionTimings,
  ) {}

  all(): InteractionRecord[] {
    return [...this.records.values()];
  }

  get(id: string): InteractionRecord | undefined {
    return this.records.get(id);
  }

  byToken(token: string): InteractionRecord | undefined {
    const id = this.idsByToken.get(token);
    return id === undefined ? undefined : this.records.get(id);
  }

  /** Registers a new interaction; the promise settles with the bot's answer. */
  /**
   * From now on the acknowledgement window opens when the bot reports receipt (received()), as Discord's
   * 3 seconds are the bot's to use: the time the test machine takes to schedule the bot's process and hand
   * it the gateway frame is not the bot's.
   */
  watchReceipts(): void {
    this.receiptsWatched = true;
  }

  /**
   * From now on an acknowledgement is judged by the bot's own figure, from these sources, when one of them has it:
   * the emulator's reading of the time includes the test machine's scheduling of the bot's process and of its own.
   * A late figure is a late-ack violation, answered 10062 as Discord would; interact() waits the safety deadline.
   */
  judgeBy(figures: AckFigures): void {
    this.ackFigures.push(figures);
  }

  /** The bot's client has the interaction in hand: its acknowledgement window starts now. */
  received(id: string, at: number): void {
    const record = this.records.get(id);
    if (!record || record.receivedAt !== null) return;
    record.receivedAt = at;
    const waiter = this.waiters.get(id);
    if (!waiter || record.callbackType !== null) return;
    // Judged by the bot's figures, the callback's figure decides a late answer; the emulator only gives up on one that
    // never comes, long enough after the receipt that a busy machine's scheduling is not counted against the bot.
    const ms = this.ackFigures.length > 0 ? UNANSWERED_AFTER_RECEIPT_MS : this.timings.ackDeadlineMs;
    waiter.timers.forEach(clearTimeout);
    waiter.timers = [this.ackTimer(record, ms - (Date.now() - at), `within ${ms} ms`)];
  }

  /** Milliseconds the bot has had the interaction: from its receipt when watched, else from the dispatch. */
  age(record: InteractionRecord, now: number = Date.now()): number {
    return now - (record.receivedAt ?? record.createdAt);
  }

  /** How long the bot took to acknowledge: its own figure when judged by one, else the emulator's age of it. */
  ackAge(record: InteractionRecord, now: number = Date.now()): number {
    for (const figures of this.ackFigures) {
      const ms = figures.of(record.id);
      if (ms !== undefined) return ms;
    }
    return this.age(record, now);
  }

  open(fields: Pick<InteractionRecord, 'type' | 'what' | 'userId' | 'guildId' | 'channelId' | 'sourceMessageId'>): {
    record: InteractionRecord;
    answered: Promise<InteractionResponse>;
  } {
    const record: InteractionRecord = {
      ...fields,
      id: newSnowflake(),
      token: `aW50ZXJhY3Rpb24${randomBytes(48).toString('base64url')}`,
      createdAt: Date.now(),
      receivedAt: null,
      callbackType: null,
      ackedAt: null,
      originalId: null,
      followUpIds: [],
      choices: null,
      modal: null,
    };
    this.records.set(record.id, record);
    this.idsByToken.set(record.token, record.id);
    const answered = new Promise<InteractionResponse>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, timers: [] };
      waiter.timers.push(
        this.receiptsWatched
          ? this.ackTimer(record, RECEIPT_DEADLINE_MS, `within ${RECEIPT_DEADLINE_MS} ms: the bot never received it`)
          : this.ackTimer(record, this.timings.ackDeadlineMs, `within ${this.timings.ackDeadlineMs} ms`),
      );
      this.waiters.set(record.id, waiter);
    });
    // The caller may never await a failed interaction; the violation log still has it.
    answered.catch(() => undefined);
    return { record, answered };
  }

  private ackTimer(record: InteractionRecord, ms: number, within: string): NodeJS.Timeout {
    return setTimeout(
      () => {
        if (record.callbackType !== null) return;
        const detail = `interaction ${record.id} (${record.what}) was not acknowledged ${within}`;
        this.violations.record({ kind: 'no-ack', detail });
        this.settle(record, new Error(detail));
      },
      Math.max(0, ms),
    );
  }

  /** Called once the callback is accepted; settles now or waits for the deferred answer. */
  acknowledged(record: InteractionRecord): void {
    record.ackedAt = Date.now();
    if (record.callbackType === 5 || record.callbackType === 6) {
      this.waiters.get(record.id)?.timers.push(
        setTimeout(() => {
          if (record.callbackType === 6) {
            this.settle(record);
            return;
          }
          const detail = `interaction ${record.id} was deferred but never answered within ${this.timings.deferredTimeoutMs} ms`;
          this.violations.record({ kind: 'deferred-unanswered', detail });
          this.settle(record, new Error(detail));
        }, this.timings.deferredTimeoutMs),
      );
      return;
    }
    this.settle(record);
  }

  /** The deferred answer arrived (an @original edit, or a follow-up). */
  originalUpdated(record: InteractionRecord): void {
    if (record.callbackType === 5 || record.callbackType === 6) this.settle(record);
  }

  private settle(record: InteractionRecord, error?: Error): void {
    const waiter = this.waiters.get(record.id);
    if (!waiter) return;
    this.waiters.delete(record.id);
    waiter.timers.forEach(clearTimeout);
    if (error) {
      waiter.reject(error);
      return;
    }
    waiter.resolve(this.response(record));
  }

  response(record: InteractionRecord): InteractionResponse {
    const original = record.originalId ? (this.messages.get(record.originalId) ?? null) : null;
    // A deferred answer deleted and followed up (a private refusal after a public deferral): the follow-up is the answer.
    const firstFollowUp = record.followUpIds.length > 0 ? (this.messages.get(record.followUpIds[0]!) ?? null) : null;
    const message = original?.deleted && (original.flags & LOADING_FLAG) !== 0 && firstFollowUp ? firstFollowUp : original;
    return {
      interactionId: record.id,
      type: record.callbackType ?? 0,
      content: message?.content ?? '',
      embeds: message?.embeds ?? [],
      components: message?.components ?? [],
      flags: message ? message.flags & ~LOADING_FLAG : 0,
      ephemeral: message ? (message.flags & EPHEMERAL_FLAG) !== 0 : false,
      message,
      choices: record.choices,
      modal: record.modal,
      ackMs: record.ackedAt === null ? Number.NaN : this.ackAge(record, record.ackedAt),
    };
  }

  close(): void {
    for (const waiter of this.waiters.values()) {
      waiter.timers.forEach(clearTimeout);
      waiter.reject(new Error('emulator stopped'));
    }
    this.waiters.clear();
  }
}
