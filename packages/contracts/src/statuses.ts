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
