import { STATUS_ROUTES, type ResponseOf, type StatusRouteName } from '@portico/contracts';
import { callRoute, routeUrl, type CallArgs } from './client';

/**
 * The status page's calls (issue 28), by name from STATUS_ROUTES, typed as callApi's are. Only the
 * status page imports this module: the applicant's first visit carries none of its routes.
 */
export function callStatusApi<N extends StatusRouteName>(
  name: N,
  ...[request]: CallArgs<N>
): Promise<ResponseOf<N>> {
  return callRoute(STATUS_ROUTES[name], request) as Promise<ResponseOf<N>>;
}

/**
 * The decision letter's PDF, a download link: its date written in `timeZone` (the browser's, so
 * that the letter reads as the page does).
 */
export function decisionLetterPdfUrl(timeZone: string): string {
  return routeUrl(STATUS_ROUTES.decisionLetterPdf.path, undefined, { tz: timeZone });
}
