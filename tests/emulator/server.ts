import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Gateway } from './gateway.js';
import type { RestApi } from './rest.js';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** HTTP (REST) and WebSocket (gateway) on one port of 127.0.0.1. */
export async function listen(rest: RestApi, gateway: Gateway, port: number): Promise<RunningServer> {
  const server: Server = createServer((req, res) => {
    // Only a connection dropped mid-request lands here; there is no one left to answer.
    rest.handle(req, res).catch(() => res.destroy());
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, req) => {
    const params = new URL(req.url ?? '/', 'ws://emulator').searchParams;
    if (params.get('v') !== '10' || (params.get('encoding') ?? 'json') !== 'json' || params.has('compress')) {
      // The emulator speaks gateway v10 in plain JSON only.
      socket.close(4012, 'Invalid API version or encoding.');
      return;
    }
    gateway.accept(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      gateway.close();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
