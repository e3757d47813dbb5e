import { MIN_CORRECTED_WORD, ROWS_PER_KIND, type SchoolTerms, type TermHit } from './search-schools';
import { prefixRange } from './search-text';
import {
  isSimilar,
  moreSimilar,
  trigramSimilarity,
  wordTrigrams,
  type Similarity,
} from './trigram-similarity';

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
    for (let at = 1; at < words.length; at += 1) {
      if ((words[at - 1] as string) >= (words[at] as string)) {
        throw new Error('lookup_words did not come in order');
      }
    }
    return new SchoolIndex(this.kinds, words);
  }
}

/**
 * One category's `lookup_school_terms` and `lookup_words` in memory, answering the same questions
 * as the SQL of search-schools.ts with no round trip: a prefix of a sorted array is a binary
 * search, as the database's is a range scan of a btree.
 */
export class SchoolIndex implements SchoolTerms {
  private readonly trigrams: Int32Array[];

  constructor(
    private readonly kinds: ReadonlyMap<number, KindTerms>,
    private readonly words: readonly string[],
  ) {
    this.trigrams = words.map(wordTrigrams);
  }

  get termCount(): number {
    let count = 0;
    for (const kind of this.kinds.values()) count += kind.terms.length;
    return count;
  }

  get wordCount(): number {
    return this.words.length;
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

  /** search-schools.ts `correctTypos`, word for word, with pg_trgm's similarity in TypeScript. */
  correctTypos(key: string): string {
    const typedWords = key.split(' ');
    return typedWords
      .map((typed, position) => {
        if (typed.length < MIN_CORRECTED_WORD) return typed;
        // The last word may be still being typed: it is known when it begins a word.
        const isLast = position === typedWords.length - 1;
        const at = lowerBound(this.words, typed);
        const next = this.words[at];
        if (next !== undefined && next < (isLast ? `${typed}~` : `${typed} `)) return typed;
        return this.mostSimilarWord(typed) ?? typed;
      })
      .join(' ');
  }

  /** The most similar word with the same first letter, at least pg_trgm's threshold; ties by word. */
  private mostSimilarWord(typed: string): string | undefined {
    const { low, high } = prefixRange(typed.charAt(0));
    const typedTrigrams = wordTrigrams(typed);
    let best: { word: string; similarity: Similarity } | undefined;
    for (let at = lowerBound(this.words, low); at < this.words.length; at += 1) {
      const word = this.words[at] as string;
      if (word >= high) break;
      const similarity = trigramSimilarity(this.trigrams[at] as Int32Array, typedTrigrams);
      // Words come in order: a later word with the same similarity never replaces an earlier one.
      if (isSimilar(similarity) && (!best || moreSimilar(similarity, best.similarity))) {
        best = { word, similarity };
      }
    }
    return best?.word;
  }
}

/** The first position whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
