import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/database/open-database';
import { lookupImports } from '../platform/database/schema';
import { importSchools } from './import-schools';
import { noteSchoolListChange } from './school-list-changes';
import type { SchoolCategory } from './school-record';

/**
 * The fictional sample lists (docs/lookups.md), made by sample-lists/generate-schools.mjs. In the
 * source tree the folder sits beside this file; the server's build copies it beside the bundle
 * (dist/sample-lists), where `import.meta.url` then points.
 */
export const SAMPLE_LISTS_DIR = new URL('./sample-lists/', import.meta.url);
export const SAMPLE_LISTS: Record<SchoolCategory, string> = {
  hs_ceeb: 'sample-high-schools.csv',
  college_ceeb: 'sample-colleges.csv',
};

/** A key for pg_advisory_xact_lock, so that processes starting together load a sample once. */
const SAMPLE_LOCK_KEY = 7_302_148_114;

/**
 * Loads the sample list of each category that has never had an import, so that a new site's form
 * can be tried at once. Any import, even one that emptied the list, marks the category as the
 * institution's own: the sample never comes back over it.
 */
export async function loadSampleSchools(db: Database, log: FastifyBaseLogger): Promise<void> {
  for (const [category, file] of Object.entries(SAMPLE_LISTS) as [SchoolCategory, string][]) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_LOCK_KEY})`);
      const [done] = await tx
        .select({ id: lookupImports.id })
        .from(lookupImports)
        .where(eq(lookupImports.category, category))
        .limit(1);
      if (done) return;
      const csv = await readFile(new URL(file, SAMPLE_LISTS_DIR));
      const report = await importSchools(tx, { category, csv, replace: true, source: `sample:${file}` });
      log.info({ category, schools: report.taken }, 'loaded the sample school list');
    });
    // Committed now: the in-memory school index of this process loads it again.
    noteSchoolListChange();
  }
}
