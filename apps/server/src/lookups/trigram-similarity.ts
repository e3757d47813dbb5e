/**
 * The similarity of two search-key words ([a-z0-9], as every word of a key and of `lookup_words`
 * is) that the typo correction ranks by (correct-typos.ts, the only one). It is pg_trgm's measure,
 * `similarity()` and `%`, a well-known one; trigram-similarity.test.ts checks it against pg_trgm
 * itself, the reference, which no search asks any more. pg_trgm pads each word with two spaces in
 * front and one behind and takes the set of its 3-character substrings; similarity is the size of
 * the common set over the size of the union.
 */

/** pg_trgm.similarity_threshold's default: `a % b` is `similarity(a, b) >= 0.3`. */
export const SIMILARITY_THRESHOLD = 0.3;

/** ' ', '0'-'9', 'a'-'z' as 0..36, so that a trigram is one small number. */
const ALPHABET = ' 0123456789abcdefghijklmnopqrstuvwxyz';
const CODES = new Map([...ALPHABET].map((character, code) => [character, code]));
const BASE = ALPHABET.length;

/** The trigrams of a word, each as a number, sorted and unique. */
export function wordTrigrams(word: string): Int32Array {
  const padded = `  ${word} `;
  const found = new Set<number>();
  for (let at = 0; at + 3 <= padded.length; at += 1) {
    let trigram = 0;
    for (let offset = 0; offset < 3; offset += 1) {
      const code = CODES.get(padded.charAt(at + offset));
      if (code === undefined) throw new Error(`not a search-key word: ${JSON.stringify(word)}`);
      trigram = trigram * BASE + code;
    }
    found.add(trigram);
  }
  return Int32Array.from(found).sort();
}

/**
 * The similarity of two words' trigram sets as a fraction, common over union: compared exactly
 * (cross-multiplied), two fractions order as pg_trgm's float4 values do, whose denominators are
 * far too small for two different fractions to round to the same float4.
 */
export interface Similarity {
  common: number;
  union: number;
}

export function trigramSimilarity(a: Int32Array, b: Int32Array): Similarity {
  let common = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      common += 1;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return { common, union: a.length + b.length - common };
}

/** `similarity` as pg_trgm answers it (0 for two empty sets, as pg_trgm does). */
export function similarityValue({ common, union }: Similarity): number {
  return union === 0 ? 0 : common / union;
}

/** pg_trgm's `%`: at least the threshold. */
export function isSimilar(similarity: Similarity): boolean {
  return similarityValue(similarity) >= SIMILARITY_THRESHOLD;
}

/** Whether `a` is more similar than `b` (exactly, without rounding). */
export function moreSimilar(a: Similarity, b: Similarity): boolean {
  return a.common * b.union > b.common * a.union;
}
