import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';
import { applicants } from './schema';

describe('PGlite persisted under DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps rows across a restart and refuses a second opening of the same folder', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(applicants).values({ email: 'persisted@example.edu', passwordHash: 'x' });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /DATA_DIR: .* is in use by another Portico process/,
    );
    await first.close();
    await expect(stat(join(dataDir, 'portico.lock'))).rejects.toThrow();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db
      .select()
      .from(applicants)
      .where(eq(applicants.email, 'persisted@example.edu'));
    expect(rows).toHaveLength(1);
    await second.close();
  }, 60_000);
});
