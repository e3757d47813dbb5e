/**
 * Changes to the school lists made by this process (an import, the sample load at first start),
 * counted so that the in-memory school index (school-indexes.ts) knows at once that it is behind,
 * without asking the database: until it has loaded again, searches go to the database. Changes
 * made by another process (the import command beside a running server on PostgreSQL) are seen by
 * the index's periodic check of `lookup_imports` instead.
 */
let changes = 0;

/** Call after the change is committed: a reload that starts later must see it. */
export function noteSchoolListChange(): void {
  changes += 1;
}

export function schoolListChanges(): number {
  return changes;
}
