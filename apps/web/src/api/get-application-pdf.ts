import { LIMITS } from '@portico/application';
import { isJobSettled, type ApplicationPdfResponse } from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';

export type { ApplicationPdfResponse };

/** GET /api/pdf: the whole application as a PDF; asking starts (or restarts) its making. */
export function getApplicationPdf(): Promise<ApplicationPdfResponse> {
  return callApi('applicationPdf');
}

/**
 * Polled every second until a result (COMPLETED or FAILED), then every 10 minutes: a later answer to the same application gives a new PDF, and the server retries a failure.
 * A failed request counts as a result too, so a server that is down is not asked every second.
 */
export const applicationPdfQueryOptions = queryOptions({
  queryKey: ['application-pdf'],
  queryFn: getApplicationPdf,
  refetchInterval: (query) => {
    const settled = isJobSettled(query.state.data?.status) || query.state.status === 'error';
    return settled ? LIMITS.pdfPollThenMs : LIMITS.pdfPollFirstMs;
  },
});
