import type { HttpMethod } from './routes';

/**
 * The routes of an application after its submit (issue 28): the status page's, by name, as the
 * applicant's table (routes.ts) holds the others. A module of their own, as the staff's are
 * (staff-routes.ts): only the status page's chunk calls them, and beside the applicant's table they
 * would be bundled with it into every first visit (40 bytes gzipped, measured, of a budget with 83
 * left; bench/first-visit-js.mjs).
 */
export const STATUS_ROUTES = {
  applicationStatus: { method: 'GET', path: '/api/status' },
  updateContact: { method: 'PUT', path: '/api/status/contact' },
  decisionLetterPdf: { method: 'GET', path: '/api/status/letter.pdf' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type StatusRouteName = keyof typeof STATUS_ROUTES;
