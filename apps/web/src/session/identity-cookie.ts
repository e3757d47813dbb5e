import { IDENTITY_COOKIE_PREFIX, LOGIN_MARKER_COOKIE } from '@portico/contracts';

/**
 * A user counts as logged in when a cookie whose name starts with the identity
 * prefix is present. The session cookie itself is HttpOnly; the server sets a readable marker
 * beside it and clears both when the session ends.
 */
export function hasIdentityCookie(cookies: string): boolean {
  return cookies.split(';').some((cookie) => {
    const name = cookie.split('=', 1)[0]?.trim() ?? '';
    return name.startsWith(IDENTITY_COOKIE_PREFIX);
  });
}

/**
 * Forgets the marker in this browser. The server clears it on logout; this covers a logout whose
 * request failed (offline after a laptop slept), so that the page does not go on claiming a session.
 */
export function clearIdentityMarker(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOGIN_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

/**
 * The marker's value: new with each session (the server's), so that a tab can tell that the
 * session it loaded the form under was replaced in another tab by the next applicant's.
 */
export function readLoginMarker(cookies: string = document.cookie): string | undefined {
  for (const cookie of cookies.split(';')) {
    const [name, ...value] = cookie.split('=');
    if (name?.trim() === LOGIN_MARKER_COOKIE) return value.join('=').trim() || undefined;
  }
  return undefined;
}
