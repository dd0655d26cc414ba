import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplateBlob, pgliteTemplateFile } from './pglite-template.js';
import { extractTarGz } from './untar.js';

/**
 * The embedded Postgres's settings: PGlite's own defaults (single-user mode, no
 * parallel workers) sized for a bot, whose work is a few small transactions a
 * minute and one bigger one per league and week. Figures and reasons: docs/operations.md
 * ("Memory"). PGlite's default `-F` (fsync off) is left out: durability is not traded.
 */
export const PGLITE_START_PARAMS = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'io_method=sync',
  // 128 MB by default, held inside the WebAssembly heap; the OS page cache keeps the files besides.
  '-c',
  'shared_buffers=16MB',
  '-c',
  'temp_buffers=1MB',
  '-c',
  'maintenance_work_mem=16MB',
  // Checkpoints every 64 MB of WAL (1 GB by default): bounds the WAL on disk and the replay after a crash.
  '-c',
  'max_wal_size=64MB',
  '-c',
  'min_wal_size=32MB',
];

/** Node runs this module as a script to create a data folder: `<node> pglite.js --initdb <folder>`. */
const INITDB_FLAG = '--initdb';

/**
 * Opens PGlite on `dataDir`. A new database starts from the shipped template of an initialised data folder
 * (./pglite-template.ts): a folder gets it unpacked (streamed, so it costs no memory), memory gets it through
 * PGlite's loadDataDir. Without a template for this PGlite, a folder is first created (initdb) by a short-lived
 * child process: PGlite's initdb runs a second Postgres and initdb's own WebAssembly beside the first, about
 * 600 MB that the process would otherwise keep for as long as it runs.
 */
export async function openPGlite(dataDir: string): Promise<PGlite> {
  const template = pgliteTemplateFile();
  if (dataDir.includes('://')) {
    return PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, ...(template && { loadDataDir: pgliteTemplateBlob(template) }) });
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // PG_VERSION last: it is what marks the folder as a database, here and in PGlite.
    if (template) await extractTarGz(template, dataDir, 'PG_VERSION');
    else await initdbInChild(dataDir);
  }
  return PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
}

async function initdbInChild(dataDir: string): Promise<void> {
  // The same node and loader flags (tsx when run from the sources), on this very file.
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), INITDB_FLAG, dataDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`PGlite could not create its database in ${dataDir} (initdb exited with ${code})`);
}

if (process.argv[2] === INITDB_FLAG && process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = await PGlite.create(process.argv[3]!, { startParams: PGLITE_START_PARAMS });
  await db.close();
}
