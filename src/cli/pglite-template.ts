// `npm run pglite-template`: writes assets/pglite-template.tar.gz, a freshly initialised and empty PGlite data
// folder from which new databases are opened (src/db/pglite-template.ts), and the PGlite version beside it.
// Run it again after upgrading @electric-sql/pglite (a test fails until then).
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { assetPath } from '../assets.js';
import { PGLITE_START_PARAMS } from '../db/pglite.js';
import { installedPGliteVersion, PGLITE_TEMPLATE, PGLITE_TEMPLATE_VERSION } from '../db/pglite-template.js';

// In memory, with initdb (no loadDataDir): what PGlite itself creates for an empty folder.
const db = await PGlite.create({ startParams: PGLITE_START_PARAMS });
const tarball = await db.dumpDataDir('gzip');
await db.close();

const version = installedPGliteVersion();
writeFileSync(assetPath(PGLITE_TEMPLATE), Buffer.from(await tarball.arrayBuffer()));
writeFileSync(assetPath(PGLITE_TEMPLATE_VERSION), `${JSON.stringify({ pglite: version }, null, 2)}\n`);
console.log(`${PGLITE_TEMPLATE}: ${tarball.size} bytes, PGlite ${version}`);
