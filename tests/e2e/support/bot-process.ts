import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { LATE_ACK_LOG } from '../../../src/discord/ack-times.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The week job every two seconds, the outbox job every second (WEEK_CRON and OUTBOX_CRON take a seconds field). */
export const FAST_SCHEDULE = { WEEK_CRON: '*/2 * * * * *', OUTBOX_CRON: '* * * * * *' } as const;
export const SOURCE_ENTRY = ['--import', 'tsx', 'src/main.ts'];
/** What `npm start` and the Docker image run: the output of `npm run build`. */
export const BUILT_ENTRY = ['dist/src/main.js'];

export interface LogLine {
  msg?: string;
  [key: string]: unknown;
}

/**
 * `npm start` as its own process: node with tsx loaded in-process, so a
 * signal reaches the bot itself. Its JSON log lines are kept for the test.
 */
export class BotProcess {
  /** Every process this test file started, so that their logs can be read after they stopped. */
  private static readonly started: BotProcess[] = [];
  private text = '';
  readonly exited: Promise<number | null>;

  /**
   * The interactions any process of this test file answered after Discord's 3 seconds, by its own figure: from the
   * interaction's arrival in its client to its first answer (logged with LATE_ACK_LOG).
   */
  static lateAcknowledgements(): LogLine[] {
    return BotProcess.started.flatMap((bot) => bot.logs().filter((line) => line.msg === LATE_ACK_LOG));
  }

  private constructor(readonly child: ChildProcess) {
    BotProcess.started.push(this);
    child.stdout!.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** `entry`: the node arguments that run the bot; the TypeScript sources through tsx unless told (the build: BUILT_ENTRY). */
  static start(env: Record<string, string>, entry: readonly string[] = SOURCE_ENTRY): BotProcess {
    const child = spawn(process.execPath, [...entry], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HEALTH_PORT: '0', LOG_LEVEL: 'info', ...FAST_SCHEDULE, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new BotProcess(child);
  }

  get output(): string {
    return this.text;
  }

  /** The JSON log lines so far (anything else it printed is left out). */
  logs(): LogLine[] {
    return this.text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        try {
          return JSON.parse(line) as LogLine;
        } catch {
          return {};
        }
      });
  }

  count(msg: string): number {
    return this.logs().filter((l) => l.msg === msg).length;
  }

  /** Resolves once `count` log lines with this message were written; rejects if it exits or time runs out first. */
  async waitForLog(msg: string, { count = 1, timeoutMs = 120_000 } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    void this.exited.then(() => (exited = true));
    while (this.count(msg) < count) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the exit callback above sets it; the compiler can't see that
      if (exited) throw new Error(`the bot exited before logging "${msg}":\n${this.text.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`no "${msg}" log line (x${count}) within ${timeoutMs} ms:\n${this.text.slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    return this.exited;
  }

  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }
}
