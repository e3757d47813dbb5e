import type { DatabaseHandle } from '../platform/database/open-database';

/** A session this process has seen alive in the database, and when. */
export interface LiveSession {
  applicantId: string;
  createdAt: number;
  /** When the database last recorded activity, as far as this process knows (never later). */
  lastSeenAt: number;
}

/** Sessions kept at most; the oldest seen is dropped first. */
const MOST_SESSIONS = 20_000;

/**
 * The sessions alive on the embedded database (PGlite), so that an autosave need not ask the
 * database whose session it is: there a session check costs as much as the save itself.
 *
 * Only PGlite's: one process holds the database (its lock file refuses a second), so every
 * revocation goes through this process and can forget the session here (`revoked`). On PostgreSQL
 * several processes share the sessions and each save asks the database (save_answers).
 *
 * Forgetting is always safe; remembering must never outlive a revocation. So a session is
 * remembered only from a database answer read after the last revocation began (`epoch`), and a
 * revocation forgets again once it has committed. An entry's `lastSeenAt` is never later than the
 * database's, so the idle limit judged here is never more lenient than the database's.
 */
export class LiveSessions {
  #sessions = new Map<string, LiveSession>();
  #epoch = 0;

  /** Taken before reading a session from the database; `remember` needs it. */
  get epoch(): number {
    return this.#epoch;
  }

  get(tokenHash: string): LiveSession | undefined {
    return this.#sessions.get(tokenHash);
  }

  /** Remembers a session read alive from the database, unless a revocation began since `epoch`. */
  remember(tokenHash: string, session: LiveSession, epoch: number): void {
    if (epoch !== this.#epoch) return;
    this.#sessions.delete(tokenHash);
    this.#sessions.set(tokenHash, session);
    if (this.#sessions.size > MOST_SESSIONS) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest !== undefined) this.#sessions.delete(oldest);
    }
  }

  /** Call before and after a revocation commits: forgets the sessions it ends. */
  revoked(which: { tokenHash: string } | { applicantId: string }): void {
    this.#epoch += 1;
    if ('tokenHash' in which) {
      this.#sessions.delete(which.tokenHash);
      return;
    }
    for (const [tokenHash, session] of this.#sessions) {
      if (session.applicantId === which.applicantId) this.#sessions.delete(tokenHash);
    }
  }
}

/**
 * Runs `revoke`, which ends sessions in the database and commits, with them forgotten here both
 * before (no save starts from memory meanwhile) and after (nothing remembered meanwhile survives).
 */
export async function forgettingSessions<T>(
  live: LiveSessions | null,
  which: { tokenHash: string } | { applicantId: string },
  revoke: () => Promise<T>,
): Promise<T> {
  live?.revoked(which);
  try {
    return await revoke();
  } finally {
    live?.revoked(which);
  }
}

const byDatabase = new WeakMap<DatabaseHandle['db'], LiveSessions>();

/**
 * The live sessions of this database, shared by every app in the process that uses it (tests run
 * two); null on PostgreSQL.
 */
export function liveSessionsOf(database: Pick<DatabaseHandle, 'db' | 'kind'>): LiveSessions | null {
  if (database.kind !== 'pglite') return null;
  let sessions = byDatabase.get(database.db);
  if (!sessions) {
    sessions = new LiveSessions();
    byDatabase.set(database.db, sessions);
  }
  return sessions;
}
