import { createHash } from 'node:crypto';

export interface RateLimitOptions {
  /** Requests allowed per bucket per window. */
  limit: number;
  windowMs: number;
}

interface Bucket {
  remaining: number;
  resetAt: number;
}

export interface RateLimitVerdict {
  headers: Record<string, string>;
  /** Seconds to wait when the bucket was already empty: Discord answers 429. */
  exceededBy: number | null;
}

/**
 * Per-route buckets with Discord's X-RateLimit-* headers, keyed like Discord's:
 * route template plus its major parameter (channel, guild or webhook).
 * discord.js paces itself from these headers, so a well-behaved client never sees a real 429.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly options: RateLimitOptions) {}

  take(method: string, template: string, majorParameter: string): RateLimitVerdict {
    const hash = createHash('sha1').update(`${method} ${template}`).digest('hex').slice(0, 16);
    const key = `${hash}:${majorParameter}`;
    const now = Date.now();
    let bucket = this.buckets.get(key);
    if (!bucket || now >= bucket.resetAt) {
      bucket = { remaining: this.options.limit, resetAt: now + this.options.windowMs };
      this.buckets.set(key, bucket);
    }
    const exceeded = bucket.remaining <= 0;
    if (!exceeded) bucket.remaining -= 1;
    const resetAfter = Math.max(0, bucket.resetAt - now) / 1000;
    return {
      headers: {
        'X-RateLimit-Limit': String(this.options.limit),
        'X-RateLimit-Remaining': String(bucket.remaining),
        'X-RateLimit-Reset': (bucket.resetAt / 1000).toFixed(3),
        'X-RateLimit-Reset-After': resetAfter.toFixed(3),
        'X-RateLimit-Bucket': hash,
      },
      exceededBy: exceeded ? resetAfter : null,
    };
  }
}

/** The major parameter Discord buckets a route by. */
export function majorParameter(params: Record<string, string>): string {
  if (params.webhookId && params.token) return `${params.webhookId}/${params.token}`;
  return params.channelId ?? params.guildId ?? 'global';
}
