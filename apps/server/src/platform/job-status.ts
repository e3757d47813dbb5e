import type { ConversionStatus } from '@portico/contracts';
import { sql } from 'drizzle-orm';

/**
 * The state machine of a background job as its row records it (a document's conversion, the
 * whole-application PDF): UNPROCESSED when queued, IN_PROGRESS once a worker claims it (again on a
 * retry), then COMPLETED or FAILED with a message. A new request queues it again from any state.
 */
export type JobStatus = Exclude<ConversionStatus, 'NOT_ANSWERED'>;

/** The states a worker may claim: queued, or claimed before by a try that did not finish. */
export const PENDING_STATUSES = ['UNPROCESSED', 'IN_PROGRESS'] as const satisfies readonly JobStatus[];

/**
 * A job still pending this long after its row last changed has stalled (a worker died, the queue
 * is stuck): the queue's own retries (2 to 16 s apart, a 120 s limit a try) are long over.
 * A stalled conversion is shown FAILED; a stalled or failed application PDF is made again.
 */
export const STALL_MS = 5 * 60_000;

export function isPending(status: JobStatus): boolean {
  return (PENDING_STATUSES as readonly JobStatus[]).includes(status);
}

/** Pending, and unchanged for longer than STALL_MS. */
export function hasStalled(row: { status: JobStatus; updatedAt: Date }, now = Date.now()): boolean {
  return isPending(row.status) && now - row.updatedAt.getTime() > STALL_MS;
}

/** Ended without its result (FAILED), or stalled: worth trying again once STALL_MS has passed. */
export function isRetryable(row: { status: JobStatus; updatedAt: Date }, now = Date.now()): boolean {
  return row.status !== 'COMPLETED' && now - row.updatedAt.getTime() >= STALL_MS;
}

/** The columns each step writes, the same in every job table. */
export const jobStep = {
  queued: () => ({ status: 'UNPROCESSED' as const, message: '', updatedAt: sql`now()` }),
  claimed: () => ({ status: 'IN_PROGRESS' as const, updatedAt: sql`now()` }),
  completed: () => ({ status: 'COMPLETED' as const, message: '', updatedAt: sql`now()` }),
  failed: (message: string) => ({ status: 'FAILED' as const, message, updatedAt: sql`now()` }),
};
