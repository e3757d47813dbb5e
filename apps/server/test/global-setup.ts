import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from '../src/platform/database/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated, as a tarball: each test file starts from a copy of it. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's first open (initdb) costs seconds; loading a dumped, migrated data folder costs far less.
 * So the template is made once per run and every test file loads its own copy.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'portico-template-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const path = join(folder, 'pglite.tar.gz');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rm(folder, { recursive: true, force: true });
}
