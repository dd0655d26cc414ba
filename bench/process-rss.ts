import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process and every process below it, in MB, from /proc (Linux); 0 once it has exited. */
export function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    } catch {
      // The process ended between two reads.
    }
  };
  visit(pid);
  return kb / 1024;
}

/**
 * CPU time (user and system) a process has used so far, in ms, from /proc/<pid>/stat (clock ticks of 10 ms); with
 * `reapedChildren`, that of its children which have ended and been waited for as well.
 */
export function cpuMs(pid: number, reapedChildren = false): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and
  // 13th, cutime and cstime the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  const children = reapedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
  return (own + children) * 10;
}

/**
 * CPU time every PostgreSQL process on this machine has used so far, in ms: its backends, writers and checkpointer,
 * and those that have ended (autovacuum's workers, closed connections), counted in the server's own process as its
 * reaped children. The server shares the machine's cores with the bot, so its work per league-week counts against
 * the deadline too. 0 where no PostgreSQL runs here.
 */
export function postgresCpuMs(): number {
  let ms = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') ms += cpuMs(Number(entry), true);
    } catch {
      // The process ended between two reads.
    }
  }
  return ms;
}

/** Samples a process tree's RSS every `everyMs` until stopped; keeps every sample with its time. */
export class RssSampler {
  readonly samples: { atMs: number; mb: number }[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly start = performance.now();

  constructor(
    private readonly pid: number,
    everyMs = 100,
  ) {
    this.timer = setInterval(() => this.sample(), everyMs);
    this.sample();
  }

  private sample(): void {
    const mb = treeRssMb(this.pid);
    if (mb > 0) this.samples.push({ atMs: performance.now() - this.start, mb });
  }

  get peakMb(): number {
    return Math.max(0, ...this.samples.map((s) => s.mb));
  }

  /** The mean RSS over the last `ms` milliseconds sampled. */
  meanOfLastMb(ms: number): number {
    const last = this.samples.at(-1)?.atMs ?? 0;
    const window = this.samples.filter((s) => s.atMs >= last - ms);
    return window.reduce((sum, s) => sum + s.mb, 0) / Math.max(1, window.length);
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }
}
