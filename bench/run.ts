import type { Bench } from './bench.js';

/** Every benchmark module, one line each. */
const BENCHES: (() => Promise<{ default: Bench }>)[] = [
  () => import('./classic-match.bench.js'),
  () => import('./cards-match.bench.js'),
  () => import('./detailed-match.bench.js'),
  () => import('./match-week.bench.js'),
  () => import('./season.bench.js'),
  () => import('./cups-season.bench.js'),
  () => import('./advance-week.bench.js'),
  () => import('./order-latency.bench.js'),
  () => import('./due-leagues.bench.js'),
  () => import('./deadline-delivery.bench.js'),
  () => import('./interaction-latency.bench.js'),
  () => import('./images.bench.js'),
  () => import('./web-pages.bench.js'),
];

for (const load of BENCHES) {
  const { default: bench } = await load();
  console.log(bench.name);
  for (const figure of await bench.run()) {
    console.log(`  ${figure.label.padEnd(40)} ${Math.round(figure.value).toLocaleString('en-GB').padStart(12)} ${figure.unit}`);
  }
}
