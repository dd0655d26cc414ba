// `npm run build`: compiles src/, commands/ and migrations/ to dist/ (incrementally, so an
// up-to-date build costs a few seconds), then deletes compiled files whose source is gone:
// commands and migrations are loaded by listing their folder, so a stale file would still load.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });

for (const entry of readdirSync('dist', { recursive: true, withFileTypes: true })) {
  const compiled = /^(.*)\.js(\.map)?$/.exec(entry.name);
  if (!entry.isFile() || !compiled) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const source = path.join(path.relative('dist', entry.parentPath ?? entry.path), `${compiled[1]}.ts`);
  if (!existsSync(source)) rmSync(file);
}
