import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { assetPath } from '../assets.js';

/**
 * A freshly initialised, empty PGlite data folder (`npm run pglite-template`), from which a new database is
 * opened instead of running initdb: initdb runs a second Postgres and initdb's own WebAssembly beside the
 * first, some 600 MB at once. A data folder only opens with the Postgres that wrote it, so the template
 * records the PGlite version it was made with and is used only by that version.
 */
export const PGLITE_TEMPLATE = 'pglite-template.tar.gz';
export const PGLITE_TEMPLATE_VERSION = 'pglite-template.json';

/** The installed @electric-sql/pglite's version. */
export function installedPGliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The PGlite version the shipped template was made with, or undefined when there is none. */
export function templatePGliteVersion(): string | undefined {
  const file = assetPath(PGLITE_TEMPLATE_VERSION);
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { pglite?: string }).pglite;
}

/** The template's path, or undefined when it is missing or made by another PGlite. */
export function pgliteTemplateFile(): string | undefined {
  const file = assetPath(PGLITE_TEMPLATE);
  return existsSync(file) && templatePGliteVersion() === installedPGliteVersion() ? file : undefined;
}

/** The template as PGlite's `loadDataDir` takes it (for a database in memory). */
export function pgliteTemplateBlob(file: string): Blob {
  return new Blob([readFileSync(file)], { type: 'application/gzip' });
}
