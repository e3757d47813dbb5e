import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/platform/database/open-database';
import { adminQuery } from './postgres-admin';

/** Which engine this test project runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_KIND = process.env.PORTICO_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database of its own for one test file: a copy of the PGlite template, or a new
 * PostgreSQL database beside TEST_DATABASE_URL, a copy of the migrated template database, that is
 * dropped again on close (test/global-setup.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DATABASE_KIND === 'pglite') {
    const template = await readFile(inject('pgliteTemplate'));
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([template]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portico_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
