// A throwaway PostgreSQL database for a benchmark, beside the server that TEST_DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { makeDataDir, removeDir } from '../e2e/support/portico-server.mjs';

/** The server the benchmarks use for PostgreSQL runs: TEST_DATABASE_URL, or the local one. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new database for `use`, dropped afterwards.
 * @template T
 * @param {(url: string) => Promise<T>} use
 * @param {string} [adminUrl]
 */
export async function withPostgres(use, adminUrl = POSTGRES_ADMIN_URL) {
  const database = `portico_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

/** What a server on PostgreSQL needs besides DATABASE_URL (docs/operations.md). @param {string} url */
export const postgresEnv = (url) => ({
  DATABASE_URL: url,
  ANSWERS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
});

/**
 * @typedef {{ label: string, dataDir: string, env: Record<string, string>,
 *   target: { kind: 'pglite', dataDir: string } | { kind: 'postgres', url: string } }} Engine
 */

/**
 * `measure` on PGlite, then, when TEST_DATABASE_URL is set and the run is not the short one, on a
 * throwaway PostgreSQL database: the two engines measured alike, each with a data folder of its
 * own under a folder removed afterwards.
 * @template T
 * @param {string} prefix @param {boolean} short @param {(engine: Engine) => Promise<T>} measure
 * @returns {Promise<T[]>}
 */
export async function onBothEngines(prefix, short, measure) {
  const folder = await makeDataDir(prefix);
  /** @type {T[]} */
  const results = [];
  try {
    const dataDir = join(folder, 'pglite');
    results.push(await measure({ label: 'PGlite', dataDir, env: {}, target: { kind: 'pglite', dataDir } }));
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl && !short) {
      const pgDataDir = join(folder, 'postgres');
      results.push(
        await withPostgres(
          (url) =>
            measure({
              label: 'PostgreSQL',
              dataDir: pgDataDir,
              env: postgresEnv(url),
              target: { kind: 'postgres', url },
            }),
          adminUrl,
        ),
      );
    }
  } finally {
    await removeDir(folder);
  }
  return results;
}
