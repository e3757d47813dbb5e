import { LRUCache } from 'lru-cache';

/** What a typed save last learnt of its session, in this process. */
export interface SavingSession {
  applicantId: string;
  /** The application's visibility revision when that save went in. */
  visibilityRevision: number;
  /** When the database last recorded the session's activity, as far as this process knows (never later). */
  lastSeenAt: number;
}

/** Sessions kept at most; the one used longest ago is dropped first. */
const MOST_SESSIONS = 20_000;

/**
 * What this process last learnt of each session from its typed saves, on PostgreSQL (on PGlite the
 * process knows sessions alive, accounts/live-sessions.ts): whose application the session saves
 * into, at which visibility revision, and when its activity was last recorded. A guess, never
 * trusted: the save that uses it (answers/save-answers.ts, `savedAsBefore`) still asks the database
 * that the session is alive, and is that applicant's, and that the revision holds; when one does
 * not, it saves nothing and the save that reads them all decides. So, unlike the live sessions, it
 * holds with any number of processes. A pure cache: a miss costs that save its answer from the
 * database (D-PRF-20).
 */
export class SavingSessions {
  private readonly entries = new LRUCache<string, SavingSession>({ max: MOST_SESSIONS });

  get(tokenHash: string): SavingSession | undefined {
    return this.entries.get(tokenHash);
  }

  remember(tokenHash: string, session: SavingSession): void {
    this.entries.set(tokenHash, session);
  }

  /**
   * The session's application is at a new visibility revision, from a save of this session that
   * read it (a choice): the next typed save goes as before, not through a guard that would fail.
   */
  revised(tokenHash: string, visibilityRevision: number): void {
    const session = this.entries.get(tokenHash);
    if (session) this.entries.set(tokenHash, { ...session, visibilityRevision });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }
}
