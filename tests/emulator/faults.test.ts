import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaultInjector } from './faults.js';

let faults: FaultInjector;

beforeEach(() => {
  vi.useFakeTimers();
  faults = new FaultInjector();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fault injection', () => {
  it('GIVEN a fault for 2 requests THEN the third goes through', () => {
    const fault = faults.add({ status: 500, count: 2 });
    expect([1, 2, 3].map(() => faults.take('GET', '/users/@me')?.status ?? 'ok')).toEqual([500, 500, 'ok']);
    expect(fault.hits).toBe(2);
  });

  it('GIVEN a fault for 1 second THEN it answers until then and not after', () => {
    faults.add({ status: 503, durationMs: 1000 });
    expect(faults.take('GET', '/gateway/bot')?.status).toBe(503);
    vi.advanceTimersByTime(999);
    expect(faults.take('GET', '/gateway/bot')?.status).toBe(503);
    vi.advanceTimersByTime(2);
    expect(faults.take('GET', '/gateway/bot')).toBeNull();
  });

  it('GIVEN a method and a path template THEN only matching requests are faulted', () => {
    faults.add({ status: 429, method: 'post', path: '/channels/:id/messages' });
    expect(faults.take('POST', '/channels/1/messages')?.status).toBe(429);
    expect(faults.take('PATCH', '/channels/1/messages')).toBeNull();
    expect(faults.take('POST', '/channels/1/messages/2')).toBeNull();
  });

  it('GIVEN a trailing wildcard or a RegExp THEN deeper paths match', () => {
    faults.add({ status: 500, path: '/webhooks/*' });
    faults.add({ status: 502, path: /\/callback$/ });
    expect(faults.take('PATCH', '/webhooks/1/tok/messages/@original')?.status).toBe(500);
    expect(faults.take('POST', '/interactions/1/tok/callback')?.status).toBe(502);
    expect(faults.take('POST', '/channels/1/messages')).toBeNull();
  });

  it('GIVEN a removed fault THEN it answers nothing more', () => {
    const fault = faults.add({ status: 500 });
    fault.remove();
    expect(faults.take('GET', '/users/@me')).toBeNull();
  });
});
