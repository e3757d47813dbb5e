import type { Profile } from '@portico/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client';
import { profileQueryOptions } from './get-profile';

/** A question's uploaded document, once converted ('Document answer'). */
export type DocumentAnswers = Profile['document_answer'];
export type DocumentAnswer = DocumentAnswers[string];

/** GET /api/document-answer: the applicant's converted documents, keyed by question key. */
export function getDocumentAnswers(): Promise<DocumentAnswers> {
  return callApi('documentAnswers');
}

/** The one cache entry of a signed-in applicant's document answers. */
export const documentAnswersQueryOptions = queryOptions({
  queryKey: ['document-answer'],
  queryFn: getDocumentAnswers,
});

/**
 * The document answers. Fetched only for a signed-in applicant (`enabled`); otherwise whatever the
 * cache holds. (The print view's come from its snapshot, in its form session.) The profile already carries `document_answer`, so it seeds the cache and a page with a file question costs no request of its own; uploads
 * and deletes invalidate the key, which then asks GET /api/document-answer.
 *
 * `throwOnError: false` for the applicant's own widget: a failed refresh after an upload or a delete
 * keeps what the page shows rather than replacing the page with the error screen. A submitted
 * application's print rendering keeps the default (raised to the error boundary),
 * since a printed application must not silently lose its documents.
 */
export function useDocumentAnswers({ enabled, throwOnError }: { enabled: boolean; throwOnError?: false }) {
  const queryClient = useQueryClient();
  return useQuery({
    ...documentAnswersQueryOptions,
    enabled,
    ...(throwOnError === false ? { throwOnError } : {}),
    initialData: () => queryClient.getQueryData(profileQueryOptions.queryKey)?.document_answer,
    initialDataUpdatedAt: () => queryClient.getQueryState(profileQueryOptions.queryKey)?.dataUpdatedAt,
  });
}
