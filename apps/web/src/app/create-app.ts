import { LOGIN_ROUTE, MESSAGES } from '@portico/application';
import type { RouteObject, createBrowserRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import type { NavigationState } from '../navigation/navigation-state';
import { clearInactivityClock } from '../session/inactivity-clock';
import { readSessionEndCarry } from '../session/session-end-carry';
import { refreshIdentity } from '../session/session-store';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router and the query cache, wired together: an unauthorized answer clears the cache (in the
 * query client) and then sends the user to /login with the session-invalid message (here), and
 * with the answers not yet saved, which the same user gets back after logging in again.
 * The browser passes createBrowserRouter; tests pass a memory router over the same routes.
 */
export function createApp(createRouter: (routeList: RouteObject[]) => AppRouter) {
  const router = createRouter(routes);
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      // The server cleared the identity cookie with its 401: the page is no longer logged in.
      clearInactivityClock();
      refreshIdentity();
      const state: NavigationState = { errorMessage: MESSAGES.sessionInvalid, ...readSessionEndCarry() };
      void router.navigate(LOGIN_ROUTE, { state });
    },
  });
  return { router, queryClient };
}
