import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Runs `use` on a stopped server's embedded database (DATA_DIR/pglite), with the extension its
 * migrations installed. PGlite is one process: the server must be stopped first, and started again
 * after. For what a journey needs written that no page or command of this branch writes (a decision
 * released by another part's job).
 */
export async function withEmbeddedDatabase<T>(dataDir: string, use: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(`${dataDir}/pglite`, { extensions: { pg_trgm } });
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}
