/**
 * The web statuses an application reaches, in order. Kept apart from the schemas
 * so that the browser's first visit can read them without loading the schema library.
 */
export const WEB_STATUSES = ['started', 'validating', 'submitted'] as const;

/** The states of a document's or the application's conversion to PDF. */
export const CONVERSION_STATUSES = [
  'UNPROCESSED',
  'IN_PROGRESS',
  'COMPLETED',
  'NOT_ANSWERED',
  'FAILED',
] as const;

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
