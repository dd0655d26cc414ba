/**
 * Discord's global rate limit: a bot may make so many requests a second over
 * all routes (50 by default), whatever their buckets. Requests authorised by an
 * interaction token (callbacks, follow-ups) do not count, as on Discord.
 * Counted in whole-second windows, like a bucket that resets every second.
 */
export class GlobalRateLimiter {
  private windowStart = 0;
  private used = 0;
  /** Requests answered 429 for it. */
  refused = 0;

  constructor(readonly perSecond: number) {}

  /** Seconds until the window resets when the bot is over its limit (Discord answers 429), else null. */
  take(now = Date.now()): number | null {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.used = 0;
    }
    if (this.used >= this.perSecond) {
      this.refused += 1;
      return Math.max(0.001, (this.windowStart + 1000 - now) / 1000);
    }
    this.used += 1;
    return null;
  }
}

/** Discord's 429 for the global limit: X-RateLimit-Global, scope global, retry_after in seconds. */
export function globalLimitAnswer(retryAfter: number): { status: 429; headers: Record<string, string>; body: unknown } {
  return {
    status: 429,
    headers: { 'Retry-After': retryAfter.toFixed(3), 'X-RateLimit-Global': 'true', 'X-RateLimit-Scope': 'global' },
    body: { message: 'You are being rate limited.', retry_after: retryAfter, global: true },
  };
}
