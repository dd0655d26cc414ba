import type { Bench } from './bench.js';

/** Runs one benchmark module by name: `npx tsx bench/run-one.ts advance-week` (or cards-match, images, memory, ...). */
const name = process.argv[2];
if (!name) {
  console.error('usage: npx tsx bench/run-one.ts <name>   (bench/<name>.bench.ts)');
  process.exit(2);
}
const { default: bench } = (await import(`./${name}.bench.js`)) as { default: Bench };
console.log(bench.name);
for (const figure of await bench.run()) {
  console.log(`  ${figure.label.padEnd(40)} ${figure.value.toFixed(1).padStart(12)} ${figure.unit}`);
}
