import { LRUCache } from 'lru-cache';

/**
 * What this process last learnt of an application's visibility: the keys it hides at a visibility
 * revision of the row. Every change that can change what is shown (an answer visibility reads, a
 * tab, an add-another count) sets that revision anew; saves of other answers leave it. So while
 * the revision is the one remembered, the application hides the same keys, whatever else was saved
 * by this process, another one or another tab. A pure cache: a miss only costs a read of the row.
 */
export class KnownVisibility {
  private readonly entries = new LRUCache<string, { revision: number; hiddenKeys: ReadonlySet<string> }>({
    max: 10_000,
  });

  /** The hidden keys at this visibility revision, if this process knows them. */
  hiddenAt(applicantId: string, visibilityRevision: number): ReadonlySet<string> | undefined {
    const entry = this.entries.get(applicantId);
    return entry?.revision === visibilityRevision ? entry.hiddenKeys : undefined;
  }

  remember(applicantId: string, visibilityRevision: number, hiddenKeys: ReadonlySet<string>): void {
    this.entries.set(applicantId, { revision: visibilityRevision, hiddenKeys });
  }
}
