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

/** Cleans every string and drops every body key at any depth; an object met again on its own path reads as circular. */
function scrub(value: unknown, path: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return maskTokens(value);
  if (value === null || typeof value !== 'object') return value;
  if (path.has(value)) return '[Circular]';
  path.add(value);
  const out = Array.isArray(value)
    ? value.map((item) => scrub(item, path))
    : Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (DROPPED_KEYS.has(key) ? [] : [[key, scrub(item, path)]])));
  path.delete(value);
  return out;
}

/**
 * pino's error serializer, then without request bodies and with tokens masked
 * in every string (the URL, the message and the stack). discord.js errors carry
 * both the URL and the body of the request that failed.
 */
export function safeErrorSerializer(error: unknown): unknown {
  return scrub(stdSerializers.err(error as Error));
}
