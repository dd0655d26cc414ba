import { createServer, type Server } from 'node:http';

/**
 * A tiny health endpoint for Docker's HEALTHCHECK and orchestrators:
 * GET /health answers 200 when every probe passes, 503 otherwise.
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
        response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ ok, ...checks }));
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
