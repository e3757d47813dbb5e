import { STAFF_ROUTES, type ResponseOf, type StaffRouteName } from '@portico/contracts';
import { callRoute, routeUrl, type CallArgs } from './client';

/**
 * The staff area's calls (issue 17), by name from STAFF_ROUTES, typed as callApi's are. Only the
 * staff pages import this module: the applicant's first visit carries no staff route.
 */
export function callStaffApi<N extends StaffRouteName>(
  name: N,
  ...[request]: CallArgs<N>
): Promise<ResponseOf<N>> {
  return callRoute(STAFF_ROUTES[name], request) as Promise<ResponseOf<N>>;
}

/** The address of a staff route that answers a file (a CSV, JSON, a PDF), for a download link. */
export function staffFileUrl(
  name: 'staffExportCsv' | 'staffExportJson' | 'staffApplicationPdf' | 'staffDocumentPdf',
  request: { params?: Record<string, string>; query?: Record<string, string | undefined> } = {},
): string {
  return routeUrl(STAFF_ROUTES[name].path, request.params, request.query);
}

/** Where the browser goes to sign in with the institution's provider: a navigation, not a call. */
export function staffSingleSignOnUrl(): string {
  return STAFF_ROUTES.staffOidcStart.path;
}
