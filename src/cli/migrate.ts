import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/** `npm run migrate`: brings the database named by DATABASE_URL (or PGlite in DATA_DIR) to the newest schema. */
const config = { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || undefined };
const db = createDatabase(config);
try {
  const { applied } = await migrateToLatest(db);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir ?? './data'}`;
  console.log(applied.length ? `applied ${applied.join(', ')} on ${where}` : `${where} is up to date`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
