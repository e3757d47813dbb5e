import { lowerBound, prefixRange } from './search-text';
import {
  isSimilar,
  moreSimilar,
  trigramSimilarity,
  wordTrigrams,
  type Similarity,
} from './trigram-similarity';

/** Words shorter than this are not corrected: two letters say too little to guess a word from. */
export const MIN_CORRECTED_WORD = 3;

/**
 * Known words of a category (`lookup_words`) in the "C" collation's order, which is JavaScript's
 * for [a-z0-9 ], each with its trigrams: the whole list in the in-memory index, or the part a
 * database search needs (sqlSchoolTerms reads the words of the typed words' first letters).
 */
export class SortedWords {
  private readonly trigrams: Int32Array[];

  constructor(private readonly words: readonly string[]) {
    for (let at = 1; at < words.length; at += 1) {
      if ((words[at - 1] as string) >= (words[at] as string))
        throw new Error('lookup_words did not come in order');
    }
    this.trigrams = words.map(wordTrigrams);
  }

  get size(): number {
    return this.words.length;
  }

  /** Whether a word lies in [low, high). */
  anyIn(low: string, high: string): boolean {
    const next = this.words[lowerBound(this.words, low)];
    return next !== undefined && next < high;
  }

  /** The most similar word in [low, high), at least the threshold; ties go to the first in order. */
  mostSimilarIn(low: string, high: string, typed: string): string | undefined {
    const typedTrigrams = wordTrigrams(typed);
    let best: { word: string; similarity: Similarity } | undefined;
    for (let at = lowerBound(this.words, low); at < this.words.length; at += 1) {
      const word = this.words[at] as string;
      if (word >= high) break;
      const similarity = trigramSimilarity(this.trigrams[at] as Int32Array, typedTrigrams);
      if (isSimilar(similarity) && (!best || moreSimilar(similarity, best.similarity))) {
        best = { word, similarity };
      }
    }
    return best?.word;
  }
}

/**
 * The one typo correction of the school search, for both readers of the lists (issue 29: it was
 * written in SQL and again here, kept equal by a test). Each word of the search key that is no known
 * word is replaced by the most similar known word (trigram similarity at least 0.3, pg_trgm's
 * measure and default threshold: trigram-similarity.ts). The last word may be still being typed,
 * so it is known when it begins a word; a word before it was ended by a space, so it must be a word
 * ('lindberg high' is corrected to 'lindbergh high'). Only words with the same first letter are
 * candidates: typos seldom hit the first letter, and a range of the sorted list keeps the
 * comparisons to a few hundred words.
 */
export function correctTypos(key: string, words: SortedWords): string {
  const typedWords = key.split(' ');
  return typedWords
    .map((typed, position) => {
      if (typed.length < MIN_CORRECTED_WORD) return typed;
      const isLast = position === typedWords.length - 1;
      if (words.anyIn(typed, isLast ? `${typed}~` : `${typed} `)) return typed;
      const { low, high } = prefixRange(typed.charAt(0));
      return words.mostSimilarIn(low, high, typed) ?? typed;
    })
    .join(' ');
}

/** The first letters whose words correctTypos may read for `key`: those of the words it may correct. */
export function correctedInitials(key: string): string[] {
  const initials = key
    .split(' ')
    .filter((typed) => typed.length >= MIN_CORRECTED_WORD)
    .map((typed) => typed.charAt(0));
  return [...new Set(initials)].sort();
}
