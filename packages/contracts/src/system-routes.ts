import type { HttpMethod } from './routes';

/**
 * The student record system's API (issue 28): versioned under /staff-api/v1, called by a system
 * with its credential (Authorization: Bearer), never by a browser, so no page of ours loads it.
 * Read-only: every route here is a GET.
 */
export const SYSTEM_ROUTES = {
  systemApplications: { method: 'GET', path: '/staff-api/v1/applications' },
} as const satisfies Record<string, { method: Extract<HttpMethod, 'GET'>; path: string }>;

export type SystemRouteName = keyof typeof SYSTEM_ROUTES;
