import { renderMatchCard } from '../src/discord/render/images/match.image.js';
import { renderPitch } from '../src/discord/render/images/pitch.image.js';
import { renderPositionChart } from '../src/discord/render/images/positions.image.js';
import { MATCH_VIEW, PITCH_VIEW, POSITION_CHART_VIEW } from '../tests/discord/image-views.js';
import type { Bench, BenchFigure } from './bench.js';

const WARM_UP = 5;
const RUNS = 40;

/**
 * Size and render time of each picture; the goal is under 1 MB and under 50 ms. Wall time grows with the machine's
 * load (print `uptime` beside it); the process's CPU time per render is what one render costs on an idle core.
 */
function measure(label: string, render: () => Buffer): BenchFigure[] {
  for (let i = 0; i < WARM_UP; i++) render();
  const times: number[] = [];
  let bytes = 0;
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    bytes = render().length;
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return [
    { label: `${label}: size`, value: bytes / 1024, unit: 'KB' },
    { label: `${label}: CPU per render`, value: (cpu.user + cpu.system) / 1000 / RUNS, unit: 'ms' },
    { label: `${label}: mean wall time`, value: times.reduce((a, b) => a + b, 0) / RUNS, unit: 'ms' },
    { label: `${label}: slowest wall time of ${RUNS}`, value: Math.max(...times), unit: 'ms' },
  ];
}

const bench: Bench = {
  name: 'images (PNG, the match card JPEG; 1 MB and 50 ms each at most)',
  run() {
    return [
      ...measure('pitch (/select)', () => renderPitch(PITCH_VIEW)),
      ...measure('match card', () => renderMatchCard(MATCH_VIEW)),
      ...measure('league positions', () => renderPositionChart(POSITION_CHART_VIEW)),
    ];
  },
};

export default bench;
