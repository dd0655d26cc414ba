import { createServer, type Server } from 'node:http';

/**
 * A tiny health endpoint for Docker's HEALTHCHECK and orchestrators:
 * GET /health answers 200 when every probe passes, 503 otherwise. The body
 * also shows the process's memory, so an operator can see it without a profiler.
 */
export function startHealthServer(port: number, probe: () => Promise<Record<string, boolean>>): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/health') {
      response.writeHead(404).end();
      return;
    }
    probe()
      .catch(() => ({ probe: false }))
      .then((checks) => {
        const ok = Object.values(checks).every(Boolean);
        response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ ok, ...checks, memory: memoryMb() }));
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/** Resident memory, the V8 heap, and memory outside it (PGlite's WebAssembly heap, buffers), in MB. */
export function memoryMb(): { rss: number; heapUsed: number; heapTotal: number; external: number } {
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  return { rss: mb(usage.rss), heapUsed: mb(usage.heapUsed), heapTotal: mb(usage.heapTotal), external: mb(usage.external) };
}
