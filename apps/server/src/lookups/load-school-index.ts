import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { SchoolIndexBuilder, type SchoolIndex, type TermRow } from './school-index';
import { TERM_KINDS } from './search-schools';
import type { SchoolCategory } from './school-record';

/**
 * What identifies the state of each category's list: every change goes through an import, which
 * records a row in `lookup_imports` in the same transaction. A category never imported is absent.
 * A few rows, read in well under a millisecond.
 */
export async function readSchoolListVersions(db: Database): Promise<Map<string, string>> {
  const rows = await queryRows<{ category: string; version: string }>(
    db,
    sql`select category, count(*)::text || ' ' || max(created_at)::text as version
      from lookup_imports group by category`,
  );
  return new Map(rows.map((row) => [row.category, row.version]));
}

/**
 * The in-memory index of one category, read a kind at a time in the primary key's order (term,
 * then code): each query is one range scan of the index, no sort, and a kind's rows at most are
 * held at once while the index takes them. The queries are separate statements, not one snapshot:
 * the caller reads the list's version before and after, and throws the index away when an import
 * came between.
 */
export async function loadSchoolIndex(db: Database, category: SchoolCategory): Promise<SchoolIndex> {
  const builder = new SchoolIndexBuilder();
  for (const kind of TERM_KINDS) {
    builder.addTerms(
      await queryRows<TermRow>(
        db,
        sql`select kind::int as kind, term, code, name, city, state from lookup_school_terms
          where category = ${category} and kind = ${kind} order by term, code`,
      ),
    );
  }
  const words = await queryRows<{ word: string }>(
    db,
    sql`select word from lookup_words where category = ${category} order by word`,
  );
  return builder.build(words.map((row) => row.word));
}
