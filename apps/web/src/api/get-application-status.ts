import type { ApplicationStatus } from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callStatusApi } from './status-client';

export type { ApplicationStatus };

/** GET /api/status: the submitted application as its applicant follows it (issue 28). */
export function getApplicationStatus(): Promise<ApplicationStatus> {
  return callStatusApi('applicationStatus');
}

/**
 * Read once per visit of the page, and again after a change made on it (an upload, a contact
 * detail). A failure is the page's to show: the receipt above it still stands.
 */
export const applicationStatusQueryOptions = queryOptions({
  queryKey: ['application-status'],
  queryFn: getApplicationStatus,
  throwOnError: false,
});
