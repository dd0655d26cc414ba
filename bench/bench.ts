/** One figure a benchmark prints. */
export interface BenchFigure {
  label: string;
  value: number;
  unit: string;
}

/** A benchmark module: `bench/<name>.bench.ts` default-exports one. */
export interface Bench {
  name: string;
  run(): BenchFigure[] | Promise<BenchFigure[]>;
}

/** Runs `body` repeatedly for about `ms` milliseconds and returns calls per second. */
export function perSecond(body: () => void, ms = 1000): number {
  for (let i = 0; i < 1000; i++) body();
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 1000; i++) body();
    calls += 1000;
    elapsed = performance.now() - start;
  }
  return (calls * 1000) / elapsed;
}
