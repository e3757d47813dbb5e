import type { ServiceSnapshot } from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './client';

export type { ServiceSnapshot };

/**
 * GET /service/tmp-pdf?service_token=: an applicant's answers, add-another counts, document
 * answers and chosen tabs, for the service user's print view. The token is the
 * only credential: the staff browser has no session of its own.
 */
export function getServiceSnapshot(token: string): Promise<ServiceSnapshot> {
  return callApi('serviceSnapshot', { query: { service_token: token } });
}

export function serviceSnapshotQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['service-snapshot', token],
    queryFn: () => getServiceSnapshot(token),
    // A 401 here is a print link that expired, not a student's session that ended: the print view
    // says so, rather than the cache being cleared and the page sent to /login.
    meta: { handlesUnauthorized: true },
  });
}
