import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The path of `name` in the repository's assets/ folder. Found by walking up from this module, so the sources
 * (src/...) and the build (dist/src/...) both reach it; the Docker image copies assets/ beside dist/.
 */
export function assetPath(name: string, from = path.dirname(fileURLToPath(import.meta.url))): string {
  return repositoryPath('assets', name, from);
}

/** The path of `name` in one of the repository's folders (assets/, docs/), found as `assetPath` finds assets/. */
export function repositoryPath(folder: string, name: string, from = path.dirname(fileURLToPath(import.meta.url))): string {
  const candidate = path.join(from, folder);
  if (existsSync(candidate)) return path.join(candidate, name);
  const parent = path.dirname(from);
  if (parent === from) throw new Error(`${folder}/ not found above ${fileURLToPath(import.meta.url)}`);
  return repositoryPath(folder, name, parent);
}
