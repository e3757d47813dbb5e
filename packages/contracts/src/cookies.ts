/**
 * Cookies. The session cookie is HttpOnly; beside it a readable marker whose name starts with the
 * identity prefix tells the browser that it is logged in.
 */
export const IDENTITY_COOKIE_PREFIX = 'portico_identity';
export const SESSION_COOKIE = 'portico_session';
export const LOGIN_MARKER_COOKIE = `${IDENTITY_COOKIE_PREFIX}_marker`;
/** Staff sessions have their own cookie: an applicant's never opens a staff page, nor the reverse. */
export const STAFF_SESSION_COOKIE = 'portico_staff';
/**
 * What a single sign-on in progress must remember between its start and the provider's answer
 * (state, nonce, PKCE verifier), sealed, for 10 minutes (apps/server/src/staff/oidc-sign-in.ts).
 */
export const STAFF_OIDC_COOKIE = 'portico_staff_oidc';
