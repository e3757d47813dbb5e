import { randomBytes } from 'node:crypto';
import { LOGIN_MARKER_COOKIE, SESSION_COOKIE } from '@portico/contracts';
import { SESSION_RULES, type Language } from '@portico/application';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../platform/database/open-database';
import { applicants, sessions } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { hashToken, randomToken } from '../platform/tokens';

/**
 * The times before which a session alive at `now` was last seen and created: the server's idle and
 * absolute limits (SESSION_RULES, packages/application), for applicants' and staff sessions alike.
 */
export function sessionAliveAfter(now: number): { lastSeen: Date; created: Date } {
  return {
    lastSeen: new Date(now - SESSION_RULES.serverIdleMs),
    created: new Date(now - SESSION_RULES.absoluteMs),
  };
}

/** Whether a session seen alive is due to have its activity recorded (at most once a touch interval). */
export function isDueTouch(lastSeenAt: Date | number, now: number): boolean {
  return now - Number(lastSeenAt) > SESSION_RULES.touchIntervalMs;
}

/** Records a session's activity at `now`: called when a touch is due (isDueTouch). */
export async function touchSession(db: Database, tokenHash: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.tokenHash, tokenHash));
}

export interface SignedInApplicant {
  id: string;
  email: string;
  /** The account's language (issue 32): what the browser adopts, and the jobs' e-mails are in. */
  language: Language;
  sessionTokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    applicant: SignedInApplicant | null;
  }
}

export interface CookieOptions {
  secure: boolean;
}

/**
 * A cookie's name: under https with the `__Host-` prefix, which browsers accept only from this
 * host, secure, for path /, so that a neighbouring subdomain cannot plant a cookie of its own.
 */
export function hostCookieName(name: string, cookies: CookieOptions): string {
  return cookies.secure ? `__Host-${name}` : name;
}

/** The applicant's session cookie. */
export function sessionCookieName(cookies: CookieOptions): string {
  return hostCookieName(SESSION_COOKIE, cookies);
}

export async function startSession(
  db: Database,
  reply: FastifyReply,
  applicantId: string,
  cookies: CookieOptions,
): Promise<void> {
  const token = randomToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), applicantId });
  const maxAge = SESSION_RULES.absoluteMs / 1000;
  reply.setCookie(sessionCookieName(cookies), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    maxAge,
  });
  // Readable by the browser's script: it says only that someone is logged in, never who. Its value
  // is new with each session, unrelated to the token, so that a tab can tell that the session it
  // typed under was replaced in another tab (a logout, then the next applicant's login) and send
  // nothing of the first applicant's under the second's (issue 27).
  reply.setCookie(LOGIN_MARKER_COOKIE, randomBytes(12).toString('base64url'), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: cookies.secure,
    maxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply, cookies: CookieOptions): void {
  const session = sessionCookieName(cookies);
  for (const name of [session, LOGIN_MARKER_COOKIE]) {
    reply.clearCookie(name, {
      path: '/',
      sameSite: 'lax',
      secure: cookies.secure,
      httpOnly: name === session,
    });
  }
}

/** The hash of the request's session token, as sessions are kept; null without the cookie. */
export function sessionTokenHashOf(request: FastifyRequest, cookies: CookieOptions): string | null {
  const token = request.cookies[sessionCookieName(cookies)];
  return token ? hashToken(token) : null;
}

/** The applicant of the request's session cookie, when the session is alive; touches it. */
export async function readSession(
  db: Database,
  request: FastifyRequest,
  cookies: CookieOptions,
): Promise<SignedInApplicant | null> {
  const tokenHash = sessionTokenHashOf(request, cookies);
  if (!tokenHash) return null;
  const now = Date.now();
  const alive = sessionAliveAfter(now);
  const [row] = await db
    .select({
      id: applicants.id,
      email: applicants.email,
      language: applicants.language,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(applicants, eq(applicants.id, sessions.applicantId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, alive.lastSeen),
        gt(sessions.createdAt, alive.created),
      ),
    );
  if (!row) return null;
  if (isDueTouch(row.lastSeenAt, now)) await touchSession(db, tokenHash, now);
  return { id: row.id, email: row.email, language: row.language, sessionTokenHash: tokenHash };
}

/** preHandler of every /api route: no live session is a 401, and the stale cookies are cleared. */
export function requireApplicant(db: Database, cookies: CookieOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.applicant = await readSession(db, request, cookies);
    if (!request.applicant) refuseSession(reply, cookies);
  };
}

/** No live session: a 401, and the stale cookies are cleared. */
export function refuseSession(reply: FastifyReply, cookies: CookieOptions): never {
  clearSessionCookies(reply, cookies);
  throw new AppError('UNAUTHORIZED', (c) => c.messages.sessionInvalid);
}

/** The applicant of a route behind requireApplicant. */
export function signedIn(request: FastifyRequest): SignedInApplicant {
  if (!request.applicant) throw new AppError('UNAUTHORIZED', (c) => c.messages.sessionInvalid);
  return request.applicant;
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllSessions(db: Database, applicantId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.applicantId, applicantId), isNull(sessions.revokedAt)));
}
