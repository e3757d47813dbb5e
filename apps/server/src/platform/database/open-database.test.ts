import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND } from '../../../test/test-database';
import { queryRows, type DatabaseHandle } from './open-database';
import { applicants } from './schema';

describe(`the database on ${TEST_DATABASE_KIND}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has every migration applied', async () => {
    const rows = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.count).toBeGreaterThanOrEqual(1);
  });

  it('round-trips a row through the query layer', async () => {
    const [inserted] = await database.db
      .insert(applicants)
      .values({ email: 'Round.Trip@Example.edu', passwordHash: 'x' })
      .returning();
    expect(inserted?.id).toMatch(/^[0-9a-f-]{36}$/);
    const [found] = await database.db.select().from(applicants).where(eq(applicants.id, inserted!.id));
    expect(found).toMatchObject({ email: 'Round.Trip@Example.edu' });
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  it('keeps e-mail addresses unique whatever their case', async () => {
    await database.db.insert(applicants).values({ email: 'unique@example.edu', passwordHash: 'x' });
    await expect(
      database.db.insert(applicants).values({ email: 'UNIQUE@example.edu', passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('answers a ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
