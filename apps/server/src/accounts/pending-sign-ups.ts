import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../platform/database/open-database';
import { pendingSignUps } from '../platform/database/schema';
import { hashToken, randomToken } from '../platform/tokens';
import { hostCookieName, type CookieOptions } from './sessions';

/**
 * The cookie that ties a browser to its sign-up. The e-mailed code proves that the person who
 * types it reads the address's mail; it cannot say which of several sign-ups of that address was
 * theirs, and a stranger who signed the address up after its owner would otherwise have the
 * owner confirm the stranger's password. The browser that signed up can (issue 27 M4).
 */
const SIGN_UP_COOKIE = 'portico_sign_up';
/** As long as an unconfirmed account is likely to wait: past it, confirming asks for a new password. */
const SIGN_UP_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Keeps a sign-up's password beside its account, not yet the account's, and gives the browser
 * the cookie that names it. Without an account (an address already confirmed) the browser gets
 * a cookie all the same, which names nothing: the answer is alike for every address.
 */
export async function recordSignUp(
  db: Database,
  reply: FastifyReply,
  cookies: CookieOptions,
  signUp: { applicantId: string; passwordHash: string } | null,
): Promise<void> {
  const token = randomToken();
  if (signUp) await db.insert(pendingSignUps).values({ tokenHash: hashToken(token), ...signUp });
  reply.setCookie(hostCookieName(SIGN_UP_COOKIE, cookies), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    maxAge: SIGN_UP_COOKIE_MAX_AGE_S,
  });
}

/** The hash of the sign-up token of the request's browser, as pending sign-ups are kept. */
export function signUpTokenHashOf(request: FastifyRequest, cookies: CookieOptions): string | null {
  const token = request.cookies[hostCookieName(SIGN_UP_COOKIE, cookies)];
  return token ? hashToken(token) : null;
}
