import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLanguage } from '../i18n/language-store';

/**
 * Asks the server again, after a switch of language, for the data it worded in the language it was
 * asked in (issue 32): the status page's checklist and decision, the PDF's reason for failing. What
 * is shown stays until the new answer arrives (a refetch, not a reset), and the answers typed live
 * in the form session, not in these queries, so none is lost. `queryKeys` is a constant.
 */
export function useRefetchInLanguage(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLanguage(() => {
        for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient, queryKeys],
  );
}
