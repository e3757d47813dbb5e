import { APPLICANT_ROUTES } from './routes';
import { STATUS_ROUTES } from './status-routes';
import { STAFF_ROUTES } from './staff-routes';

/**
 * Every route, for the server, which registers them all. A call marked pure, so that a bundle that
 * does not use it (the applicant's) keeps neither it nor the status and staff routes.
 */
export const ROUTES = /* @__PURE__ */ Object.assign({}, APPLICANT_ROUTES, STATUS_ROUTES, STAFF_ROUTES);

export type RouteName = keyof typeof ROUTES;
