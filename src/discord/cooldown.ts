import type { Clock, CommandCooldowns } from '../context.js';

/**
 * House rule (README, "Cooldowns"): a member posts a public view (`/league status`,
 * `table`, `fixtures`, `results`, `history`) in a channel once a minute per view;
 * a repeat within the minute is answered privately. `/league join` and `leave`
 * lock the league row, so each is refused for 30 seconds after the member used it
 * in that channel. Other channels are other leagues, and count apart.
 */
export const COOLDOWN_MS = { view: 60_000, membership: 30_000 } as const;

/** Past this many remembered uses, the ones older than every cooldown are forgotten. */
const SWEEP_AT = 10_000;

/** When each member last used each command, in this process: enough to keep one member from flooding a channel. */
export class Cooldowns implements CommandCooldowns {
  private readonly last = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  /** Milliseconds the member must still wait for `command`; 0 when he may use it, and then the use is noted. */
  take(userId: string, command: string, cooldownMs: number): number {
    const now = this.clock.now().getTime();
    const key = `${userId}:${command}`;
    const at = this.last.get(key);
    if (at !== undefined && now - at < cooldownMs) return cooldownMs - (now - at);
    if (this.last.size >= SWEEP_AT) this.sweep(now);
    this.last.set(key, now);
    return 0;
  }

  private sweep(now: number): void {
    const longest = Math.max(...Object.values(COOLDOWN_MS));
    for (const [key, at] of this.last) if (now - at >= longest) this.last.delete(key);
  }
}
