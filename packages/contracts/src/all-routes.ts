import { APPLICANT_ROUTES } from './routes';
import { STATUS_ROUTES } from './status-routes';
import { STAFF_ROUTES } from './staff-routes';
import { SYSTEM_ROUTES } from './system-routes';

/**
 * Every route, for the server, which registers them all. A call marked pure, so that a bundle that
 * does not use it (the applicant's) keeps neither it nor the status, staff and system routes.
 */
// Object.assign types three sources at most: the staff and system routes are joined first.
export const ROUTES = /* @__PURE__ */ Object.assign(
  {},
  APPLICANT_ROUTES,
  STATUS_ROUTES,
  /* @__PURE__ */ Object.assign({}, STAFF_ROUTES, SYSTEM_ROUTES),
);

export type RouteName = keyof typeof ROUTES;
