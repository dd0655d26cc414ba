/** Discord's window for an interaction's first answer (a reply, a deferral, an update, choices or a modal). */
export const ACK_DEADLINE_MS = 3_000;

/** The warning a process logs, with the figure, for an interaction it answered after Discord's window. */
export const LATE_ACK_LOG = 'interaction acknowledged after Discord’s 3 seconds';

/** Interactions whose receipt or figure is kept at once; older ones are forgotten first. */
const KEEP = 1_000;

/**
 * The bot's own account of each interaction's acknowledgement: milliseconds from
 * its arrival in the client to the bot sending its first answer. This is the time
 * Discord's 3 seconds hold the bot to, measured in the bot's process, so a busy
 * machine's delay in handing the bot the gateway frame is not counted against it.
 *
 * A stopwatch, not the context's clock: that one is the game's time, which tests
 * and the soak hold still or move by days.
 */
export class AckTimes {
  private readonly receipts = new Map<string, number>();
  private readonly figures = new Map<string, number>();

  constructor(private readonly stopwatch: () => number = () => performance.now()) {}

  /** The interaction is in the client's hands: its window opens now. A second receipt of it changes nothing. */
  received(interactionId: string): void {
    if (this.receipts.has(interactionId) || this.figures.has(interactionId)) return;
    keep(this.receipts, interactionId, this.stopwatch());
  }

  /**
   * The bot sends its first answer to the interaction: its figure, in whole milliseconds; null for one not received
   * here or answered already (a retried request, a follow-up).
   */
  acknowledged(interactionId: string): number | null {
    const at = this.receipts.get(interactionId);
    if (at === undefined) return null;
    this.receipts.delete(interactionId);
    const ms = Math.round(this.stopwatch() - at);
    keep(this.figures, interactionId, ms);
    return ms;
  }

  /** The interaction's figure, once acknowledged. */
  of(interactionId: string): number | undefined {
    return this.figures.get(interactionId);
  }

  /** The figures kept, oldest first. */
  all(): { interactionId: string; ms: number }[] {
    return [...this.figures].map(([interactionId, ms]) => ({ interactionId, ms }));
  }
}

function keep<T>(map: Map<string, T>, key: string, value: T): void {
  map.set(key, value);
  if (map.size > KEEP) map.delete(map.keys().next().value!);
}

/** The interaction id of a request answering an interaction (its callback), or null for any other request. */
export function callbackInteractionId(url: string): string | null {
  return /\/interactions\/(\d+)\/[^/]+\/callback(?:\?|$)/.exec(url)?.[1] ?? null;
}
