import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL here), that a test closes and opens again: closed, it cuts every
 * connection through it and refuses new ones, as a server that went away would; opened, it forwards again on the
 * same port.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private listenPort = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target.host, target.port);
    await proxy.open();
    return proxy;
  }

  get port(): number {
    return this.listenPort;
  }

  /** Connections open through the proxy now. */
  get connections(): number {
    return this.sockets.size / 2;
  }

  /** Listens (again) on its port and forwards each connection to the target. */
  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(a);
        a.on('error', () => b.destroy());
        // Ended, not destroyed: what the server said last (a FATAL message before it hangs up) still arrives.
        a.on('close', () => {
          this.sockets.delete(a);
          b.end();
        });
        a.pipe(b);
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    this.listenPort = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Cuts every connection and stops listening: a connection attempt is refused until `open`. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The URL that reaches `url`'s server through the proxy. */
  urlThrough(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.listenPort);
    return through.toString();
  }
}
