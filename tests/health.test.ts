import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startHealthServer } from '../src/health.js';

async function get(port: number, path: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: response.status === 404 ? null : await response.json() };
}

describe('the health endpoint', () => {
  it('GIVEN Discord and the database up THEN /health answers 200; with Discord down, 503', async () => {
    let discord = true;
    const server = await startHealthServer(0, async () => ({ discord, database: true }));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await get(port, '/health')).toEqual({ status: 200, body: { ok: true, discord: true, database: true, memory: expect.any(Object) } });
      discord = false;
      expect(await get(port, '/health')).toEqual({ status: 503, body: { ok: false, discord: false, database: true, memory: expect.any(Object) } });
      expect((await get(port, '/')).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('GIVEN a request THEN /health shows the process resident memory and V8 heap in MB', async () => {
    const server = await startHealthServer(0, async () => ({ database: true }));
    const { port } = server.address() as AddressInfo;
    try {
      const { memory } = (await get(port, '/health')).body as { memory: Record<string, number> };
      expect(Object.keys(memory).sort()).toEqual(['external', 'heapTotal', 'heapUsed', 'rss']);
      for (const mb of Object.values(memory)) expect(Number.isInteger(mb)).toBe(true);
      expect(memory.heapUsed).toBeGreaterThan(0);
      expect(memory.heapUsed).toBeLessThanOrEqual(memory.heapTotal!);
      expect(memory.rss).toBeGreaterThan(memory.heapUsed!);
      // The same process's figures, read just after: within a few MB.
      expect(Math.abs(memory.rss! - process.memoryUsage().rss / 1_048_576)).toBeLessThan(32);
    } finally {
      server.close();
    }
  });

  it('GIVEN a probe that throws THEN /health answers 503 rather than hanging', async () => {
    const server = await startHealthServer(0, async () => {
      throw new Error('pool exhausted');
    });
    const { port } = server.address() as AddressInfo;
    try {
      expect((await get(port, '/health')).status).toBe(503);
    } finally {
      server.close();
    }
  });
});
