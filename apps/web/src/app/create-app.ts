import { LOGIN_ROUTE, MESSAGES } from '@portico/application';
import type { RouteObject, createBrowserRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import type { NavigationState } from '../navigation/navigation-state';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router and the query cache, wired together: an unauthorized answer clears the cache (in the
 * query client) and then sends the user to /login with the session-invalid message (here).
 * The browser passes createBrowserRouter; tests pass a memory router over the same routes.
 */
export function createApp(createRouter: (routeList: RouteObject[]) => AppRouter) {
  const router = createRouter(routes);
  const sessionInvalid: NavigationState = { errorMessage: MESSAGES.sessionInvalid };
  const queryClient = createQueryClient({
    onUnauthorized: () => void router.navigate(LOGIN_ROUTE, { state: sessionInvalid }),
  });
  return { router, queryClient };
}
