import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecretBox } from '../platform/secret-box';
import { randomToken } from '../platform/tokens';
import { hostCookieName, type CookieOptions } from './sessions';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * has signed in to an account holds a cookie bound to that account, and its tries at the account
 * are counted against that cookie's own limit rather than the account-wide lockout. A guesser with
 * many client addresses then locks out only browsers that never signed in, never the owner's.
 *
 * The cookie is a random nonce sealed by the answers' key (AES-GCM, `platform/secret-box.ts`) with
 * the account's address as associated data: it cannot be made up or altered, opens only for the
 * address it was issued to, and shows no one at a shared computer whose it is. Nothing is stored:
 * the nonce names the device's counter in the throttle table, hashed as every subject is.
 */
export type DeviceKind = 'applicant' | 'staff';

const COOKIE_NAMES: Record<DeviceKind, string> = {
  applicant: 'portico_device',
  staff: 'portico_staff_device',
};

/** Long enough to span an application season, and a staff member's holidays. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function bindingOf(kind: DeviceKind, address: string): string {
  return `device:${kind}:${address.trim().toLowerCase()}`;
}

function cookieNameOf(kind: DeviceKind, cookies: CookieOptions): string {
  return hostCookieName(COOKIE_NAMES[kind], cookies);
}

/**
 * The device's nonce when the request carries a device cookie issued to `address` after a
 * sign-in, by a key the site still holds; null otherwise (none, another account's, altered).
 */
export function trustedDevice(
  request: FastifyRequest,
  secretBox: SecretBox,
  cookies: CookieOptions,
  kind: DeviceKind,
  address: string,
): string | null {
  const sealed = request.cookies[cookieNameOf(kind, cookies)];
  if (!sealed) return null;
  try {
    return secretBox.open(sealed, bindingOf(kind, address));
  } catch {
    return null;
  }
}

/**
 * Marks the browser as one that signed in to `address`: a new cookie, replacing the one it held
 * (one account per browser; at a shared computer the last to sign in keeps it). Sent to the
 * server only (HttpOnly), on same-site requests only.
 */
export function rememberDevice(
  reply: FastifyReply,
  secretBox: SecretBox,
  cookies: CookieOptions,
  kind: DeviceKind,
  address: string,
): void {
  reply.setCookie(cookieNameOf(kind, cookies), secretBox.seal(randomToken(), bindingOf(kind, address)), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookies.secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
