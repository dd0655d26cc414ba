import type { EventEmitter } from 'node:events';

export interface WaitOptions {
  /** Give up after this long (ms); 20 s by default: a deadline for a state, far past what a busy machine takes. */
  timeoutMs?: number;
  /** Named in the timeout error. */
  description?: string;
}

const POLL_MS = 20;

/** Resolves with the first truthy value of `check`, re-checked on every change event and every 20 ms. */
export function waitUntil<T>(check: () => T | undefined | null | false, changes: EventEmitter, options: WaitOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  return new Promise<T>((resolve, reject) => {
    const cleanup = () => {
      clearInterval(poll);
      clearTimeout(timer);
      changes.off('change', test);
      changes.off('ready', test);
      changes.off('resumed', test);
    };
    const test = () => {
      let value: T | undefined | null | false;
      try {
        value = check();
      } catch (error) {
        cleanup();
        reject(error as Error);
        return;
      }
      if (value !== undefined && value !== null && value !== false) {
        cleanup();
        resolve(value);
      }
    };
    const poll = setInterval(test, POLL_MS);
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${options.description ?? 'a condition'}`));
    }, timeoutMs);
    changes.on('change', test);
    changes.on('ready', test);
    changes.on('resumed', test);
    test();
  });
}
