// A throwaway PostgreSQL database for a benchmark, beside the server that TEST_DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
