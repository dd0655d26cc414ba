import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { SoakReply, SoakRequest } from './soak-worker.js';

const ROOT = path.resolve(import.meta.dirname, '..');
type Op = SoakRequest['op'];

/**
 * A bot process of the soak (bench/soak-worker.ts), driven over IPC: each request carries the soak's time. Its JSON
 * log lines are handed to `onLog`. A SIGKILL is a SIGKILL: whatever it was doing is lost, as in a crash.
 */
export class SoakProcess {
  private readonly waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    onLog: (line: Record<string, unknown>) => void,
  ) {
    let partial = '';
    const read = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      for (const line of lines.filter((l) => l.trim()))
        try {
          onLog(JSON.parse(line) as Record<string, unknown>);
        } catch {
          onLog({ level: 40, msg: line });
        }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('message', (reply: SoakReply) => {
      if ('ready' in reply) return;
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.ok) waiter?.resolve(reply.result);
      else waiter?.reject(new Error(reply.error));
    });
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        for (const waiter of this.waiting.values()) waiter.reject(new Error('the bot process exited'));
        this.waiting.clear();
        resolve();
      }),
    );
  }

  /** Starts a bot process with this environment at the soak's time; resolves once it has logged in to Discord. */
  static async start(env: Record<string, string>, now: number, onLog: (line: Record<string, unknown>) => void): Promise<SoakProcess> {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/soak-worker.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env, SOAK_NOW: String(now) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const started = new SoakProcess(child, onLog);
    await new Promise<void>((resolve, reject) => {
      child.on('message', (reply: SoakReply) => 'ready' in reply && resolve());
      void started.exited.then(() => reject(new Error(`a soak bot process exited before it was ready (code ${child.exitCode})`)));
    });
    return started;
  }

  get pid(): number {
    return this.child.pid!;
  }

  request<T>(op: Op, now: number): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: (result) => resolve(result as T), reject });
      this.child.send({ id, op, now } satisfies SoakRequest);
    });
  }

  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** Stops it as SIGTERM would (the jobs and deliveries in flight finish); killed if it has not ended within 30 s. */
  async stop(now: number): Promise<void> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
    await this.request('stop', now).catch(() => undefined);
    await this.exited;
    clearTimeout(timer);
  }
}
