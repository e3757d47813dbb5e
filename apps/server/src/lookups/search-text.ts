/**
 * A search key: lower case, accents and apostrophes dropped, every other run of punctuation or space
 * one space. 'St. Mary’s Academy' and 'st marys academy' are the same key, so the applicant need
 * not type punctuation, and a key holds only [a-z0-9 ] (the "C" collation's order of the index).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The bounds of every key that starts with `prefix`: `term >= low and term < high` is a range scan
 * of a btree index. '~' sorts after every character a key may hold.
 */
export function prefixRange(prefix: string): { low: string; high: string } {
  return { low: prefix, high: `${prefix}~` };
}

/** The first position of a sorted list whose value is not below `value`: a binary search. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
