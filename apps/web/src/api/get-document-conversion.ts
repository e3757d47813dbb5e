import { LIMITS } from '@portico/application';
import {
  isJobPending,
  NOT_ANSWERED,
  type ConversionResponse,
  type ConversionStatus,
} from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';

export type { ConversionResponse, ConversionStatus };

/** GET /api/pdf/document-answer/{key}: where the question's conversion is (NOT_ANSWERED without one). */
export function getDocumentConversion(answerKey: string): Promise<ConversionResponse> {
  return callApi('conversion', { params: { key: answerKey } });
}

/** What the server answers for a question with no conversion: what a delete leaves in the cache. */
export const NO_CONVERSION: ConversionResponse = { status: NOT_ANSWERED, message: '', url: null };

export const conversionQueryKey = (answerKey: string) => ['conversion', answerKey] as const;

/**
 * A conversion's status, polled every 2 seconds while UNPROCESSED or IN_PROGRESS. The query runs only once this page holds a status for it: the upload writes the answer of
 * its POST here, which starts the polling. A page load asks nothing: the profile's document answers
 * already say which files are there.
 *
 * A failed poll is not an upload failure: the next poll tries again (a conversion that really
 * stalls comes back FAILED from the server), and a 401 ends the session as every call's does.
 */
export function conversionQueryOptions(answerKey: string) {
  return queryOptions({
    queryKey: conversionQueryKey(answerKey),
    queryFn: () => getDocumentConversion(answerKey),
    enabled: (query) => query.state.data !== undefined,
    refetchInterval: (query) => (isJobPending(query.state.data?.status) ? LIMITS.conversionPollMs : false),
    throwOnError: false,
  });
}
