import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { toSchoolSuggestion, type SchoolCategory } from './school-record';
import { prefixRange, searchKey } from './search-text';
import type { LookupSuggestion } from '@portico/contracts';

/**
 * Kinds of `lookup_school_terms`, best first: the code, the start of the name, a later word of the
 * name, the town. An exact prefix thus beats a match inside the name, which beats the town. A code
 * is looked for only when the text starts with a digit.
 */
const NAME_KINDS = [1, 2, 3] as const;
const CODE_KIND = 0;
/** Rows read per kind: a school found by an earlier kind may come again, and is then skipped. */
const ROWS_PER_KIND = 10;
/** Words shorter than this are not corrected: two letters say too little to guess a word from. */
const MIN_CORRECTED_WORD = 3;

interface TermHit {
  code: string;
  name: string;
  city: string;
  state: string;
}

/**
 * Suggestions for what the applicant typed, at most `max`. The kinds of terms are read one after
 * the other, each a range scan of the primary key, until `max` schools are found: most texts need
 * one query. Then each query word that is no known word is a typo to correct ('lincon' →
 * 'lincoln', by pg_trgm similarity over `lookup_words`), and the search is made again with the
 * corrections.
 */
export async function searchSchools(
  db: Database,
  category: SchoolCategory,
  text: string,
  max: number,
): Promise<LookupSuggestion[]> {
  const key = searchKey(text);
  if (!key) return [];
  const found = new Map<string, TermHit>();
  await collectMatches(db, category, key, max, found);
  if (found.size < max) {
    const corrected = await correctTypos(db, category, key);
    if (corrected !== key) await collectMatches(db, category, corrected, max, found);
  }
  return [...found.values()].map(toSchoolSuggestion);
}

async function collectMatches(
  db: Database,
  category: SchoolCategory,
  key: string,
  max: number,
  found: Map<string, TermHit>,
): Promise<void> {
  const { low, high } = prefixRange(key);
  const kinds = /^\d/.test(key) ? [CODE_KIND, ...NAME_KINDS] : NAME_KINDS;
  for (const kind of kinds) {
    const hits = await queryRows<TermHit>(
      db,
      sql`select code, name, city, state from lookup_school_terms
        where category = ${category} and kind = ${kind} and term >= ${low} and term < ${high}
        order by term limit ${ROWS_PER_KIND}`,
    );
    for (const hit of hits) if (found.size < max && !found.has(hit.code)) found.set(hit.code, hit);
    if (found.size >= max) return;
  }
}

/**
 * The search key with each unknown word replaced by the most similar word of the list (pg_trgm
 * `%`: similarity above pg_trgm.similarity_threshold, 0.3 by default). The last word may be still
 * being typed, so it is known when it begins a word; a word before it was ended by a space, so it
 * must be a word ('lindberg high' is corrected to 'lindbergh high'). Only words with the same first
 * letter are candidates: typos seldom hit the first letter, and the range scan keeps the similarity
 * computation to a few hundred words.
 */
async function correctTypos(db: Database, category: SchoolCategory, key: string): Promise<string> {
  const wordCount = key.split(' ').length;
  const rows = await queryRows<{ typed: string; known: boolean; best: string | null }>(
    db,
    sql`select q.typed, k.known,
        case when k.known then null else (
          select w.word from lookup_words w
          where w.category = ${category} and w.word % q.typed
            and w.word >= left(q.typed, 1) and w.word < left(q.typed, 1) || '~'
          order by similarity(w.word, q.typed) desc, w.word limit 1
        ) end as best
      from unnest(string_to_array(${key}, ' ')) with ordinality as q(typed, position),
      lateral (
        select length(q.typed) < ${MIN_CORRECTED_WORD} or exists (
          select 1 from lookup_words w
          where w.category = ${category} and w.word >= q.typed
            and w.word < case when q.position = ${wordCount} then q.typed || '~' else q.typed || ' ' end
        ) as known
      ) k
      order by q.position`,
  );
  return rows.map((row) => (row.known || !row.best ? row.typed : row.best)).join(' ');
}
