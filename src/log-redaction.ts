import { stdSerializers } from 'pino';

/**
 * Interaction and webhook URLs carry a token that answers for the interaction
 * (15 minutes) or posts as the webhook; the id before it is harmless.
 */
const TOKEN_IN_PATH = /(\/(?:interactions|webhooks)\/\d+\/)[^/?#\s"']+/g;

/** Request bodies hold private replies (a sealed bid, a manager's orders): never logged. */
const DROPPED_KEYS = new Set(['requestBody', 'body', 'files']);

export function maskTokens(text: string): string {
  return text.replace(TOKEN_IN_PATH, '$1[redacted]');
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskTokens(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!DROPPED_KEYS.has(key)) out[key] = scrub(item, depth + 1);
  }
  return out;
}

/**
 * pino's error serializer, then without request bodies and with tokens masked
 * in every string (the URL, the message and the stack). discord.js errors carry
 * both the URL and the body of the request that failed.
 */
export function safeErrorSerializer(error: unknown): unknown {
  return scrub(stdSerializers.err(error as Error), 0);
}
