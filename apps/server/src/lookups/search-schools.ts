import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/database/open-database';
import { toSchoolSuggestion, type SchoolCategory } from './school-record';
import { correctedInitials, correctTypos, SortedWords } from './correct-typos';
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
  /** The key with each unknown word replaced by the most similar known word (correct-typos.ts). */
  correctTypos(key: string): Promise<string> | string;
}

/**
 * Suggestions for what the applicant typed, at most `max`. The start of a name (kind 1) is read
 * first, alone: it answers most texts, and one range scan is the cheapest query there is. When it
 * finds too few, one more query reads the other kinds. Then each query word that is no known word
 * is a typo to correct ('lincon' → 'lincoln', by trigram similarity over `lookup_words`), and the
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
    correctTypos: async (key) => correctTypos(key, await readWordsFor(db, category, key)),
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
 * The words of `lookup_words` that correctTypos may read for `key` (those of its words' first
 * letters), in order: one round trip of range scans. The correction itself is correct-typos.ts,
 * the in-memory index's too, so the two readers cannot differ in it.
 */
async function readWordsFor(db: Database, category: SchoolCategory, key: string): Promise<SortedWords> {
  const initials = correctedInitials(key);
  if (initials.length === 0) return new SortedWords([]);
  const ranges = initials.map((initial) => {
    const { low, high } = prefixRange(initial);
    return sql`(word >= ${low} and word < ${high})`;
  });
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select word from lookup_words where category = ${category} and (${sql.join(ranges, sql` or `)})
      order by word`,
  );
  return new SortedWords(rows.map((row) => row.word));
}
