/** The path prefixes that belong to the API; every other path serves the web app. */
export const API_PREFIXES = ['/public', '/api', '/service', '/lookup', '/staff-api'] as const;

/** The staff's API and the student record system's: English only, whatever the request asks (issue 32). */
export const STAFF_PREFIX = '/staff-api';

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Where the server injects the site configuration into the web app's index.html. */
export const SITE_CONFIG_PLACEHOLDER = '<!--portico:site-config-->';
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * Written by the web build beside index.html: for each account route, the scripts and stylesheets
 * its first screen needs beyond those index.html names. The server names them in the page it sends
 * for that route (D-PRF-14).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
export type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;
