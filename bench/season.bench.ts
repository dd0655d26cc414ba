import { playSeasonWithAi } from '../src/engine/play-season.js';
import { newLeague } from '../src/engine/new-league.js';
import type { Bench } from './bench.js';

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Whole seasons: pre-season, fourteen weeks and the end of season, four
 * divisions, eight player-controlled clubs all managed by the AI, every phase.
 * Also given per second of CPU time, which a busy machine does not distort.
 */
const bench: Bench = {
  name: 'full season',
  run() {
    let state = playSeasonWithAi(newLeague({ seed: 1, humanClubs: 8 }));
    let seasons = 0;
    const start = performance.now();
    const cpuStart = cpuMs();
    while (performance.now() - start < 3000 || seasons < 5) {
      state = playSeasonWithAi(state);
      seasons += 1;
    }
    const elapsed = performance.now() - start;
    const cpu = cpuMs() - cpuStart;
    return [
      { label: 'seasons, 8 AI-managed player clubs', value: (seasons * 1000) / elapsed, unit: 'seasons/s' },
      { label: 'the same, per CPU second', value: (seasons * 1000) / cpu, unit: 'seasons/s' },
      { label: 'CPU time per season', value: cpu / seasons, unit: 'ms' },
    ];
  },
};

export default bench;
