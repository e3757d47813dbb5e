import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from './open-database';

/** PostgreSQL only: a server restart or failover ends the pool's idle connections under it. */
describe('the PostgreSQL pool', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('survives the server ending its idle connections, and the next query works', async () => {
    if (database.queueConnection.kind !== 'postgres') throw new Error('this test needs PostgreSQL');
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
    const url = new URL(database.queueConnection.url);
    const admin = new pg.Client({ connectionString: database.queueConnection.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and state = 'idle'`,
        [url.pathname.slice(1)],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Unhandled, the pool's 'error' event would have ended this process by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
