import { DEFAULT_ROUTE } from '@portico/application';
import { useCatalogue } from '../i18n/language-store';
import { Navigate, useLocation } from '../navigation/router';
import type { NavigationState } from '../navigation/navigation-state';

/**
 * Any path outside the form and auth lists goes to /about and keeps its query
 * string (a `token` or `service_token` must survive). `invalid` adds the location validator's
 * toast; the bare "/" is the ordinary way in and gets none.
 */
export function RedirectToDefaultRoute({ invalid = false }: { invalid?: boolean }) {
  const { messages } = useCatalogue();
  const { search } = useLocation();
  const state: NavigationState | undefined = invalid
    ? { successMessage: messages.invalidLocation }
    : undefined;
  return <Navigate replace to={{ pathname: DEFAULT_ROUTE, search }} state={state} />;
}
