import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { MIGRATIONS_FOLDER, migrateToLatest } from '../../src/db/migrate.js';
import { PGLITE_START_PARAMS } from '../../src/db/pglite.js';
import { installedPGliteVersion, pgliteTemplateBlob, pgliteTemplateFile } from '../../src/db/pglite-template.js';
import { SerialPGliteDialect } from '../../src/db/serial-pglite-dialect.js';
import type { Database } from '../../src/db/tables.js';

/** What the image is made from: every migration file, the PGlite that wrote it and its settings. */
export function migratedImageKey(migrationsFolder: string = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256').update(installedPGliteVersion()).update(JSON.stringify(PGLITE_START_PARAMS));
  for (const file of readdirSync(migrationsFolder).sort()) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty PGlite database with every migration applied, as the data-folder image PGlite's loadDataDir takes. It
 * is made once for a given set of migrations and kept in the temporary folder, so a test file's fresh PGlite
 * database is opened migrated rather than running every migration again: on a busy machine the migrations took
 * as long again as opening PGlite, and the two together outran a test file's setup deadline.
 */
export async function migratedPGliteImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `dugout-pglite-migrated-${migratedImageKey()}.tar.gz`);
  if (!existsSync(file)) {
    const template = pgliteTemplateFile();
    const pglite = await PGlite.create('memory://', {
      startParams: PGLITE_START_PARAMS,
      ...(template && { loadDataDir: pgliteTemplateBlob(template) }),
    });
    const db = new Kysely<Database>({ dialect: new SerialPGliteDialect({ pglite }) });
    try {
      await migrateToLatest(db);
      const image = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      // Written aside, then renamed: test files opening databases at once never read half an image.
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      writeFileSync(partial, image);
      renameSync(partial, file);
    } finally {
      await db.destroy();
    }
  }
  return new Blob([readFileSync(file)], { type: 'application/gzip' });
}

/** A fresh PGlite database in memory, opened from the migrated image. */
export async function openMigratedPGlite(): Promise<Kysely<Database>> {
  const image = await migratedPGliteImage();
  const db = new Kysely<Database>({
    dialect: new SerialPGliteDialect({ pglite: () => PGlite.create('memory://', { startParams: PGLITE_START_PARAMS, loadDataDir: image }) }),
  });
  // Nothing to apply, unless the image is behind the migrations folder: then this says which failed.
  await migrateToLatest(db);
  return db;
}
