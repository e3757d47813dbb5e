import { correctTypos, SortedWords } from './correct-typos';
import { ROWS_PER_KIND, type SchoolTerms, type TermHit } from './search-schools';
import { lowerBound, prefixRange } from './search-text';

/** A row of `lookup_school_terms`, as the index is built from them. */
export interface TermRow extends TermHit {
  kind: number;
  term: string;
}

interface KindTerms {
  /** Sorted by the "C" collation, which is JavaScript's order for [a-z0-9 ]. */
  terms: string[];
  hits: TermHit[];
}

/**
 * Takes the rows of `lookup_school_terms` a page at a time, ordered by (kind, term, code), the
 * database's own order, so that equal terms come as the database gives them (by code, in the
 * database's collation). A school's name, town and state are shared by all of its terms (each row
 * copies them): one object per school, not per row, keeps the index small.
 */
export class SchoolIndexBuilder {
  private readonly kinds = new Map<number, KindTerms>();
  private readonly schools = new Map<string, TermHit>();

  addTerms(rows: readonly TermRow[]): void {
    for (const row of rows) {
      const identity = `${row.code}\u0000${row.name}\u0000${row.city}\u0000${row.state}`;
      let hit = this.schools.get(identity);
      if (!hit) {
        hit = { code: row.code, name: row.name, city: row.city, state: row.state };
        this.schools.set(identity, hit);
      }
      let kind = this.kinds.get(row.kind);
      if (!kind) {
        kind = { terms: [], hits: [] };
        this.kinds.set(row.kind, kind);
      }
      const previous = kind.terms[kind.terms.length - 1];
      // The binary search needs the "C" order; a database that gave another would be a bug here.
      if (previous !== undefined && previous > row.term) {
        throw new Error('lookup_school_terms did not come in the order of its terms');
      }
      kind.terms.push(row.term);
      kind.hits.push(hit);
    }
  }

  /** `words` ordered (collation "C"). */
  build(words: string[]): SchoolIndex {
    return new SchoolIndex(this.kinds, new SortedWords(words));
  }
}

/**
 * One category's `lookup_school_terms` and `lookup_words` in memory, answering the same questions
 * as the SQL of search-schools.ts with no round trip: a prefix of a sorted array is a binary
 * search, as the database's is a range scan of a btree.
 */
export class SchoolIndex implements SchoolTerms {
  constructor(
    private readonly kinds: ReadonlyMap<number, KindTerms>,
    private readonly words: SortedWords,
  ) {}

  get termCount(): number {
    let count = 0;
    for (const kind of this.kinds.values()) count += kind.terms.length;
    return count;
  }

  get wordCount(): number {
    return this.words.size;
  }

  matchTerms(key: string, kinds: readonly number[]): TermHit[] {
    const { low, high } = prefixRange(key);
    const hits: TermHit[] = [];
    for (const kindNumber of kinds) {
      const kind = this.kinds.get(kindNumber);
      if (!kind) continue;
      const end = Math.min(kind.terms.length, lowerBound(kind.terms, low) + ROWS_PER_KIND);
      for (let at = lowerBound(kind.terms, low); at < end && (kind.terms[at] as string) < high; at += 1) {
        hits.push(kind.hits[at] as TermHit);
      }
    }
    return hits;
  }

  /** The one correction (correct-typos.ts) over the whole list of words. */
  correctTypos(key: string): string {
    return correctTypos(key, this.words);
  }
}
