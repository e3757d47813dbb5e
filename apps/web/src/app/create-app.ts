import { LOGIN_ROUTE, MESSAGES } from '@portico/application';
import type { RouteObject, createBrowserRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import type { NavigationState } from '../navigation/navigation-state';
import { clearInactivityClock } from '../session/inactivity-clock';
import { refreshIdentity } from '../session/session-store';
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
    onUnauthorized: () => {
      // The server cleared the identity cookie with its 401: the page is no longer logged in.
      clearInactivityClock();
      refreshIdentity();
      void router.navigate(LOGIN_ROUTE, { state: sessionInvalid });
    },
  });
  return { router, queryClient };
}
