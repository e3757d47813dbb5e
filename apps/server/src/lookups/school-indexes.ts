import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../platform/database/open-database';
import { loadSchoolIndex, readSchoolListVersions } from './load-school-index';
import type { SchoolIndex } from './school-index';
import { schoolListChanges } from './school-list-changes';
import type { SchoolCategory } from './school-record';

const SCHOOL_CATEGORIES: readonly SchoolCategory[] = ['hs_ceeb', 'college_ceeb'];
/** How often the lists' version is read, off the request path. */
export const DEFAULT_INDEX_REFRESH_MS = 5_000;
/** Loads given up in a row when an import keeps landing during them; the next check tries again. */
const LOAD_ATTEMPTS = 3;
/** After a failed load the periodic check waits this long: a failure that repeats must not reload the lists every few seconds. */
const RETRY_AFTER_FAILURE_MS = 60_000;

/**
 * The in-memory school index of each category (school-index.ts), kept current in the background:
 * every `refreshMs` the lists' version (`lookup_imports`) is read, and a category whose version
 * changed is loaded again and swapped in whole. A search asks `current()`: while it answers
 * nothing (first load not done, a load failed, this process has just changed a list) the search
 * goes to the database, so an answer is never wrong, only slower.
 */
export class SchoolIndexes {
  private readonly loaded = new Map<SchoolCategory, { index: SchoolIndex; version: string | undefined }>();
  /** The value of schoolListChanges() when the last complete load began. */
  private loadedAtChange = -1;
  /** The value of schoolListChanges() when the last load began. */
  private startedAtChange = -1;
  private retryAt = 0;
  private loading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly refreshMs = DEFAULT_INDEX_REFRESH_MS,
  ) {}

  /** Loads in the background and checks every `refreshMs`; never waits, never throws. */
  start(): void {
    if (this.timer || this.stopped) return;
    void this.refresh();
    this.timer = setInterval(() => {
      if (Date.now() >= this.retryAt) void this.refresh();
    }, this.refreshMs);
    this.timer.unref();
  }

  /** Stops the checks and waits for a load under way, so that no query outlives the app. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.loading;
  }

  /** The category's index when it is known to be current; otherwise nothing, and a reload begins. */
  current(category: SchoolCategory): SchoolIndex | undefined {
    const changes = schoolListChanges();
    if (this.loadedAtChange !== changes) {
      // A change made here since the last load began: load again now, not at the next check.
      if (this.startedAtChange !== changes) void this.refresh();
      return undefined;
    }
    return this.loaded.get(category)?.index;
  }

  /** Reads the versions and reloads what changed; one at a time (a call during a load joins it). */
  refresh(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.loading ??= this.reload()
      .catch((error: unknown) => {
        // Searches go to the database until a later check loads the lists again.
        this.loaded.clear();
        this.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
        this.log.warn({ err: error }, 'school index: load failed, searching the database');
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  private async reload(): Promise<void> {
    const change = schoolListChanges();
    this.startedAtChange = change;
    let versions = await readSchoolListVersions(this.db);
    for (const category of SCHOOL_CATEGORIES) {
      for (let attempt = 1; ; attempt += 1) {
        const version = versions.get(category);
        const held = this.loaded.get(category);
        if (held && held.version === version) break;
        // A stale index must not answer while its successor loads.
        this.loaded.delete(category);
        const index = await loadSchoolIndex(this.db, category);
        if (this.stopped) return;
        versions = await readSchoolListVersions(this.db);
        if (versions.get(category) === version) {
          this.loaded.set(category, { index, version });
          break;
        }
        if (attempt === LOAD_ATTEMPTS) throw new Error(`${category} kept changing while it loaded`);
      }
    }
    this.loadedAtChange = change;
  }
}
