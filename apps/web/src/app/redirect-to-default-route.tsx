import { DEFAULT_ROUTE, MESSAGES } from '@portico/application';
import { Navigate, useLocation } from '../navigation/router';
import type { NavigationState } from '../navigation/navigation-state';

/**
 * Any path outside the form and auth lists goes to /about and keeps its query
 * string (a `token` or `service_token` must survive). `invalid` adds the location validator's
 * toast; the bare "/" is the ordinary way in and gets none.
 */
export function RedirectToDefaultRoute({ invalid = false }: { invalid?: boolean }) {
  const { search } = useLocation();
  const state: NavigationState | undefined = invalid
    ? { successMessage: MESSAGES.invalidLocation }
    : undefined;
  return <Navigate replace to={{ pathname: DEFAULT_ROUTE, search }} state={state} />;
}
