import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { UnauthorizedError } from './api-error';

/**
 * Per-query or per-mutation flags. `handlesUnauthorized`: this call expects 401 as an ordinary
 * answer (a login with a wrong password, say) and the session must not be ended for it.
 */
export type PorticoMeta = { handlesUnauthorized?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PorticoMeta;
    mutationMeta: PorticoMeta;
  }
}

export type QueryClientOptions = {
  /** Called after an unauthorized error has cleared the cache: the router sends the user to /login. */
  onUnauthorized?: () => void;
};

/**
 * The query behaviour: no retry, an infinite cache that never goes stale, no
 * refetch on focus, mount or reconnect, and errors raised to the nearest error boundary.
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const handleError = (error: unknown, meta: PorticoMeta | undefined) => {
    if (!(error instanceof UnauthorizedError) || meta?.handlesUnauthorized) return;
    // Whatever the cache holds belongs to a session that no longer exists.
    queryClient.clear();
    onUnauthorized?.();
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        gcTime: Infinity,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        // An unauthorized error is answered by the redirect to /login, not by the error screen.
        throwOnError: (error) => !(error instanceof UnauthorizedError),
      },
      mutations: {
        retry: false,
      },
    },
  });
  return queryClient;
}
