import { useLocation } from '../navigation/router';

/** `?service_token=…` on entry turns on service-user mode (staff, read-only). */
export const SERVICE_TOKEN_PARAM = 'service_token';

export function isServiceUserSearch(search: string): boolean {
  return new URLSearchParams(search).has(SERVICE_TOKEN_PARAM);
}

/**
 * Whether this visit is a service user's, read from the address: the root layout then shows the
 * print view (form/application-print-view.tsx), which loads the answers by the token. A service
 * user has no navigation, so the query string stays for the whole visit.
 */
export function useIsServiceUser(): boolean {
  return isServiceUserSearch(useLocation().search);
}
