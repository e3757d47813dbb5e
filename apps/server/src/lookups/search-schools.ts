import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { toSchoolSuggestion, type SchoolCategory } from './school-record';
import { prefixRange, searchKey } from './search-text';
import type { LookupSuggestion } from '@portico/contracts';

/**
 * Kinds of `lookup_school_terms`, best first: the code, the start of the name, a later word of the
 * name, the town. An exact prefix thus beats a match inside the name, which beats the town.
 */
const TERM_KINDS = [0, 1, 2, 3] as const;
/** Rows read per kind: a school found by an earlier kind may come again, and is then skipped. */
const ROWS_PER_KIND = 10;
/** Words shorter than this are not corrected: two letters say too little to guess a word from. */
const MIN_CORRECTED_WORD = 3;

interface SchoolHit {
  code: string;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * Suggestions for what the applicant typed, at most `max`. Each query word that starts no known
 * word is a typo to correct ('lincon' → 'lincoln', by pg_trgm similarity over `lookup_words`), and
 * the search is made again with the corrections when the first one found too few.
 */
export async function searchSchools(
  db: Database,
  category: SchoolCategory,
  text: string,
  max: number,
): Promise<LookupSuggestion[]> {
  const key = searchKey(text);
  if (!key) return [];
  const found = new Map<string, SchoolHit>();
  const add = (hits: SchoolHit[]) => {
    for (const hit of hits) if (found.size < max && !found.has(hit.code)) found.set(hit.code, hit);
  };
  add(await matchTerms(db, category, key));
  if (found.size < max) {
    const corrected = await correctTypos(db, category, key);
    if (corrected !== key) add(await matchTerms(db, category, corrected));
  }
  return [...found.values()].map(toSchoolSuggestion);
}

/** One round trip: a range scan of the terms' primary key for each kind, joined to the schools. */
async function matchTerms(db: Database, category: SchoolCategory, key: string): Promise<SchoolHit[]> {
  const { low, high } = prefixRange(key);
  const kinds = sql.join(
    TERM_KINDS.map(
      (kind) => sql`(select ${kind}::int as kind, term, code from lookup_school_terms
        where category = ${category} and kind = ${kind} and term >= ${low} and term < ${high}
        order by term limit ${ROWS_PER_KIND})`,
    ),
    sql` union all `,
  );
  return queryRows<SchoolHit>(
    db,
    sql`select s.code, s.name, s.address_line_1 as "addressLine1", s.city, s.state, s.zip, s.country
      from (${kinds}) t join lookup_schools s on s.category = ${category} and s.code = t.code
      order by t.kind, t.term`,
  );
}

/**
 * The search key with each word that begins no word of the list replaced by the most similar word
 * of the list (pg_trgm `%`: similarity above pg_trgm.similarity_threshold, 0.3 by default).
 */
async function correctTypos(db: Database, category: SchoolCategory, key: string): Promise<string> {
  const rows = await queryRows<{ typed: string; known: boolean; best: string | null }>(
    db,
    sql`select q.typed, k.known,
        case when k.known then null else (
          select w.word from lookup_words w
          where w.category = ${category} and w.word % q.typed
          order by similarity(w.word, q.typed) desc, w.word limit 1
        ) end as best
      from unnest(string_to_array(${key}, ' ')) with ordinality as q(typed, position),
      lateral (
        select length(q.typed) < ${MIN_CORRECTED_WORD} or exists (
          select 1 from lookup_words w
          where w.category = ${category} and w.word >= q.typed and w.word < q.typed || '~'
        ) as known
      ) k
      order by q.position`,
  );
  return rows.map((row) => (row.known || !row.best ? row.typed : row.best)).join(' ');
}
