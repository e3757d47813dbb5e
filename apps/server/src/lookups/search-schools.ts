import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { toSchoolSuggestion, type SchoolCategory } from './school-record';
import { prefixRange, searchKey } from './search-text';
import type { LookupSuggestion } from '@portico/contracts';

/**
 * Kinds of `lookup_school_terms`, best first: the code, the start of the name, a later word of the
 * name, the town. An exact prefix thus beats a match inside the name, which beats the town. Codes
 * are looked at only when the text starts with a digit.
 */
const CODE = 0;
const NAME_START = 1;
const LATER_KINDS = [2, 3] as const;
/** Every kind, as the in-memory index loads them. */
export const TERM_KINDS = [CODE, NAME_START, ...LATER_KINDS] as const;
/** Rows read per kind: a school found by an earlier kind may come again, and is then skipped. */
export const ROWS_PER_KIND = 10;
/** Words shorter than this are not corrected: two letters say too little to guess a word from. */
export const MIN_CORRECTED_WORD = 3;

export interface TermHit {
  code: string;
  name: string;
  city: string;
  state: string;
}

/**
 * Where a search reads the terms and words of one category: the database (`sqlSchoolTerms`), or
 * the in-memory copy of the same rows (school-index.ts), which must answer exactly alike.
 */
export interface SchoolTerms {
  /**
   * The terms of the given kinds that start with `key`: per kind the first ROWS_PER_KIND in the
   * order of the terms, best kind first.
   */
  matchTerms(key: string, kinds: readonly number[]): Promise<TermHit[]> | TermHit[];
  /** The key with each unknown word replaced by the most similar known word (correctTypos below). */
  correctTypos(key: string): Promise<string> | string;
}

/**
 * Suggestions for what the applicant typed, at most `max`. The start of a name (kind 1) is read
 * first, alone: it answers most texts, and one range scan is the cheapest query there is. When it
 * finds too few, one more query reads the other kinds. Then each query word that is no known word
 * is a typo to correct ('lincon' → 'lincoln', by pg_trgm similarity over `lookup_words`), and the
 * search is made again with the corrections.
 */
export async function searchSchools(
  terms: SchoolTerms,
  text: string,
  max: number,
): Promise<LookupSuggestion[]> {
  const key = searchKey(text);
  if (!key) return [];
  const found = await collectMatches(terms, key, max, new Map());
  if (found.size < max) {
    const corrected = await terms.correctTypos(key);
    if (corrected !== key) await collectMatches(terms, corrected, max, found);
  }
  return [...found.values()].map(toSchoolSuggestion);
}

async function collectMatches(
  terms: SchoolTerms,
  key: string,
  max: number,
  found: Map<string, TermHit>,
): Promise<Map<string, TermHit>> {
  const add = (hits: TermHit[]) => {
    for (const hit of hits) if (found.size < max && !found.has(hit.code)) found.set(hit.code, hit);
  };
  // A code comes before a name: a text that starts with a digit reads every kind at once.
  const codeFirst = /^\d/.test(key);
  if (!codeFirst) add(await terms.matchTerms(key, [NAME_START]));
  if (found.size < max)
    add(await terms.matchTerms(key, codeFirst ? [CODE, NAME_START, ...LATER_KINDS] : LATER_KINDS));
  return found;
}

/** The terms and words of a category as the database holds them: a round trip per call. */
export function sqlSchoolTerms(db: Database, category: SchoolCategory): SchoolTerms {
  return {
    matchTerms: (key, kinds) => matchTerms(db, category, key, kinds),
    correctTypos: (key) => correctTypos(db, category, key),
  };
}

/**
 * The terms of the given kinds that start with `key`, best kind first, then in the order of the
 * terms: one round trip of small range scans. The order is made here, from each row's kind and term.
 */
async function matchTerms(
  db: Database,
  category: SchoolCategory,
  key: string,
  kinds: readonly number[],
): Promise<TermHit[]> {
  const { low, high } = prefixRange(key);
  const scans = kinds.map(
    (kind) => sql`(select ${kind}::int as kind, term, code, name, city, state from lookup_school_terms
      where category = ${category} and kind = ${kind} and term >= ${low} and term < ${high}
      order by term limit ${ROWS_PER_KIND})`,
  );
  const rows = await queryRows<TermHit & { kind: number; term: string }>(
    db,
    sql.join(scans, sql` union all `),
  );
  // Terms hold only [a-z0-9 ]: JavaScript's order of them is the "C" collation's.
  return rows.sort((a, b) => a.kind - b.kind || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
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
