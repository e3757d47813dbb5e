/**
 * The web statuses an application reaches, in order. Kept apart from the schemas
 * so that the browser's first visit can read them without loading the schema library.
 */
export const WEB_STATUSES = ['started', 'validating', 'submitted'] as const;

/**
 * The one home of a background job's status strings (issue 29): a document's conversion and the
 * whole-application PDF, as their rows keep them, as the API answers them, as the browser polls
 * them. Code compares with these names, never with the strings (eslint.config.js refuses a literal
 * elsewhere, in SQL text too); the state machine itself is the server's platform/job-status.ts.
 */
export const JOB_STATUS = {
  /** Queued. */
  UNPROCESSED: 'UNPROCESSED',
  /** Claimed by a worker (again on a retry). */
  IN_PROGRESS: 'IN_PROGRESS',
  /** Done: the PDF is there. */
  COMPLETED: 'COMPLETED',
  /** Ended without its result, with a message for the applicant. */
  FAILED: 'FAILED',
} as const;
export type JobStatus = (typeof JOB_STATUS)[keyof typeof JOB_STATUS];

/** What the API answers for a document question with no document: no job at all. */
export const NOT_ANSWERED = 'NOT_ANSWERED';

/** The states of a document's or the application's conversion to PDF, as the API answers them. */
export const CONVERSION_STATUSES = [
  JOB_STATUS.UNPROCESSED,
  JOB_STATUS.IN_PROGRESS,
  JOB_STATUS.COMPLETED,
  NOT_ANSWERED,
  JOB_STATUS.FAILED,
] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** The statuses a job's row may hold (a row exists only once a job was asked for). */
export const JOB_STATUSES = [
  JOB_STATUS.UNPROCESSED,
  JOB_STATUS.IN_PROGRESS,
  JOB_STATUS.COMPLETED,
  JOB_STATUS.FAILED,
] as const satisfies readonly JobStatus[];

/** The states a worker may claim: queued, or claimed before by a try that did not finish. */
export const PENDING_JOB_STATUSES = [JOB_STATUS.UNPROCESSED, JOB_STATUS.IN_PROGRESS] as const;

/** A job on its way: the browser polls it, a worker may claim it. */
export function isJobPending(status: ConversionStatus | undefined): boolean {
  return status === JOB_STATUS.UNPROCESSED || status === JOB_STATUS.IN_PROGRESS;
}

/** A job that has its result, good or bad. */
export function isJobSettled(status: ConversionStatus | undefined): boolean {
  return status === JOB_STATUS.COMPLETED || status === JOB_STATUS.FAILED;
}

/**
 * Where a file stands for the admissions office (issue 28), derived on the server, never the
 * applicant's own steps: not yet submitted; submitted with a required checklist item missing;
 * complete and waiting for a reader; being read; decided; the decision released to the applicant.
 */
export const STAFF_STATUSES = [
  'in_progress',
  'submitted_incomplete',
  'ready_for_review',
  'in_review',
  'decision_recorded',
  'decision_released',
] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
