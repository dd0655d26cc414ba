import { matchTemplate } from './rest-types.js';

/**
 * Errors the test asks the emulator to answer with, so the bot's handling of
 * Discord's 429s and 5xxs is exercised. Interaction callbacks can be faulted too.
 */
export interface FaultSpec {
  status: 429 | 500 | 502 | 503;
  /** HTTP method to match; any when absent. */
  method?: string;
  /**
   * Path after /api/v10 to match: a template where `:x` matches one segment and a trailing
   * `/*` matches the rest (e.g. '/channels/:id/messages'), or a RegExp; any when absent.
   */
  path?: string | RegExp;
  /** Answer this many matching requests, then stop. */
  count?: number;
  /** Answer every matching request for this long (ms). */
  durationMs?: number;
  /** For 429s: seconds to wait, as Retry-After and retry_after (fractions allowed to keep tests fast). */
  retryAfter?: number;
  /** For 429s: a global rate limit (X-RateLimit-Global) rather than a per-route one. */
  global?: boolean;
}

export interface Fault extends FaultSpec {
  /** How many requests this fault has answered. */
  hits: number;
  /** Stops the fault early. */
  remove(): void;
}

export class FaultInjector {
  private readonly faults: (Fault & { until: number })[] = [];

  add(spec: FaultSpec): Fault {
    const until = spec.durationMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + spec.durationMs;
    const fault = {
      ...spec,
      until,
      hits: 0,
      remove: () => {
        const index = this.faults.indexOf(fault);
        if (index >= 0) this.faults.splice(index, 1);
      },
    };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults.length = 0;
  }

  /** The fault that answers this request, if any; counts it as a hit. */
  take(method: string, path: string): Fault | null {
    const now = Date.now();
    for (const fault of [...this.faults]) {
      const spent = fault.count !== undefined && fault.hits >= fault.count;
      if (spent || now > fault.until) {
        fault.remove();
        continue;
      }
      if (fault.method && fault.method.toUpperCase() !== method) continue;
      if (!pathMatches(fault.path, path)) continue;
      fault.hits += 1;
      return fault;
    }
    return null;
  }
}

function pathMatches(pattern: string | RegExp | undefined, path: string): boolean {
  if (pattern === undefined) return true;
  if (pattern instanceof RegExp) return pattern.test(path);
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    const depth = prefix.split('/').length;
    return matchTemplate(prefix, path.split('/').slice(0, depth).join('/')) !== null;
  }
  return matchTemplate(pattern, path) !== null;
}
