import { isJobPending, JOB_STATUS, type JobStatus } from '@portico/contracts';
import { sql } from 'drizzle-orm';

/**
 * The state machine of a background job as its row records it (a document's conversion, the
 * whole-application PDF): UNPROCESSED when queued, IN_PROGRESS once a worker claims it (again on a
 * retry), then COMPLETED or FAILED with a message. A new request queues it again from any state.
 * The status strings and which of them are pending live in one place, shared with the browser
 * (packages/contracts/src/statuses.ts).
 */
export type { JobStatus };

/**
 * A job still pending this long after its row last changed has stalled (a worker died, the queue
 * is stuck): the queue's own retries (2 to 16 s apart, a 120 s limit a try) are long over.
 * A stalled conversion is shown FAILED; a stalled or failed application PDF is made again.
 */
export const STALL_MS = 5 * 60_000;

/** Pending, and unchanged for longer than STALL_MS. */
export function hasStalled(row: { status: JobStatus; updatedAt: Date }, now = Date.now()): boolean {
  return isJobPending(row.status) && now - row.updatedAt.getTime() > STALL_MS;
}

/** Ended without its result (FAILED), or stalled: worth trying again once STALL_MS has passed. */
export function isRetryable(row: { status: JobStatus; updatedAt: Date }, now = Date.now()): boolean {
  return row.status !== JOB_STATUS.COMPLETED && now - row.updatedAt.getTime() >= STALL_MS;
}

/** The columns each step writes, the same in every job table. */
export const jobStep = {
  queued: () => ({ status: JOB_STATUS.UNPROCESSED, message: '', updatedAt: sql`now()` }),
  claimed: () => ({ status: JOB_STATUS.IN_PROGRESS, updatedAt: sql`now()` }),
  completed: () => ({ status: JOB_STATUS.COMPLETED, message: '', updatedAt: sql`now()` }),
  failed: (message: string) => ({ status: JOB_STATUS.FAILED, message, updatedAt: sql`now()` }),
};
