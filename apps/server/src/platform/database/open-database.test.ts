import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND } from '../../../test/test-database';
import { queryPrepared, queryRows, type DatabaseHandle } from './open-database';
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

  describe('a prepared statement', () => {
    const EMAILS = `select email, created_at from applicants where email like $1 order by email`;

    it('answers rows with their types, a hundred calls in flight at once', async () => {
      await database.db
        .insert(applicants)
        .values(
          ['a', 'b', 'c'].map((letter) => ({ email: `prepared.${letter}@example.edu`, passwordHash: 'x' })),
        );
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          queryPrepared<{ email: string; created_at: Date }>(database.db, 'emails_like', EMAILS, [
            `prepared.${'abc'[n % 3]}@%`,
          ]),
        ),
      );
      expect(answers.map((rows) => rows.map((row) => row.email))).toEqual(
        Array.from({ length: 100 }, (_, n) => [`prepared.${'abc'[n % 3]}@example.edu`]),
      );
      expect(answers[0]![0]!.created_at).toBeInstanceOf(Date);
    });

    it('rejects with the database error and leaves the connection usable', async () => {
      const divide = `select 1 / $1::int as quotient`;
      await expect(queryPrepared(database.db, 'divide', divide, [0])).rejects.toThrow(/division by zero/);
      await expect(queryPrepared(database.db, 'divide', divide, [1])).resolves.toEqual([{ quotient: 1 }]);
      await expect(queryRows(database.db, sql`select 2 as two`)).resolves.toEqual([{ two: 2 }]);
    });

    it("never runs inside another caller's transaction", async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertDone = new Promise<void>((resolve) => (inserted = resolve));
      const transaction = database.db
        .transaction(async (tx) => {
          await tx
            .insert(applicants)
            .values({ email: 'prepared.rolled.back@example.edu', passwordHash: 'x' });
          inserted();
          await held;
          tx.rollback();
        })
        .catch(() => undefined);
      await insertDone;
      const seen = queryPrepared<{ email: string }>(database.db, 'emails_like', EMAILS, ['prepared.rolled%']);
      release();
      await transaction;
      expect(await seen).toEqual([]);
    });
  });
});
