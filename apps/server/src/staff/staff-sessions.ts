import { SESSION_RULES, STAFF_MESSAGES } from '@portico/application';
import { STAFF_SESSION_COOKIE } from '@portico/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostCookieName, isDueTouch, sessionAliveAfter, type CookieOptions } from '../accounts/sessions';
import type { Database } from '../platform/database/open-database';
import { staffMembers, staffSessions } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { hashToken, randomToken } from '../platform/tokens';
import type { StaffRole } from './staff-context';

/*
 * Staff sessions end after 30 minutes without a request (issue 17), and after a working day; a
 * half-open one after 5 minutes; their activity is recorded at most once a minute: the applicants'
 * rules (SESSION_RULES, packages/application/src/session-rules.ts).
 */

export interface SignedInStaff {
  id: string;
  email: string;
  role: StaffRole;
  sessionTokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: SignedInStaff | null;
  }
}

/** Under https with the `__Host-` prefix, as the applicants' cookie. */
export function staffCookieName(cookies: CookieOptions): string {
  return hostCookieName(STAFF_SESSION_COOKIE, cookies);
}

/**
 * Starts a session: half-open after the password, which only the second factor can complete; or
 * whole (`secondFactorGiven`) after a single sign-on, where the institution's provider stands for
 * the second factor (issue 17). Either ends after 30 idle minutes.
 */
export async function startStaffSession(
  db: Database,
  reply: FastifyReply,
  staffId: string,
  cookies: CookieOptions,
  { secondFactorGiven = false } = {},
): Promise<void> {
  const token = randomToken();
  await db
    .insert(staffSessions)
    .values({ tokenHash: hashToken(token), staffId, secondFactorAt: secondFactorGiven ? new Date() : null });
  reply.setCookie(staffCookieName(cookies), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookies.secure,
    maxAge: SESSION_RULES.absoluteMs / 1000,
  });
}

export function clearStaffCookie(reply: FastifyReply, cookies: CookieOptions): void {
  reply.clearCookie(staffCookieName(cookies), { path: '/', secure: cookies.secure });
}

export function staffTokenHashOf(request: FastifyRequest, cookies: CookieOptions): string | null {
  const token = request.cookies[staffCookieName(cookies)];
  return token ? hashToken(token) : null;
}

/**
 * The staff member of the request's session when it is alive: whole (second factor given, idle
 * under 30 minutes), or with `halfOpen` the one waiting for its code. Touches a whole session.
 */
export async function readStaffSession(
  db: Database,
  request: FastifyRequest,
  cookies: CookieOptions,
  { halfOpen = false } = {},
): Promise<SignedInStaff | null> {
  const tokenHash = staffTokenHashOf(request, cookies);
  if (!tokenHash) return null;
  const now = Date.now();
  const alive = sessionAliveAfter(now);
  const [row] = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      secondFactorAt: staffSessions.secondFactorAt,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        // Turning access off ends the sessions, and this refuses any a sign-in racing it opened.
        isNull(staffMembers.disabledAt),
        gt(staffSessions.lastSeenAt, alive.lastSeen),
        gt(staffSessions.createdAt, alive.created),
      ),
    );
  if (!row) return null;
  const whole = row.secondFactorAt !== null;
  if (halfOpen ? whole || now - row.createdAt.getTime() > SESSION_RULES.secondFactorWindowMs : !whole)
    return null;
  if (whole && isDueTouch(row.lastSeenAt, now)) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.tokenHash, tokenHash));
  }
  return { id: row.id, email: row.email, role: row.role, sessionTokenHash: tokenHash };
}

/** What each role may do besides what the one before it may: a decider is also a reader, an admin both. */
const RANKS: Record<StaffRole, number> = { reader: 0, decider: 1, admin: 2 };

/**
 * preHandler of the staff endpoints: a whole staff session of `role` or above (a decider's for
 * recording decisions, an admin's for what only admins do), or 401 (none: an applicant's cookie is
 * no staff session) or 403 (a reader on a decider's or an admin's endpoint, a decider on an admin's).
 */
export function requireStaff(db: Database, cookies: CookieOptions, role: StaffRole = 'reader') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.staff = await readStaffSession(db, request, cookies);
    if (!request.staff) {
      clearStaffCookie(reply, cookies);
      throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.sessionInvalid);
    }
    if (RANKS[request.staff.role] < RANKS[role]) {
      throw new AppError(
        'FORBIDDEN',
        role === 'admin' ? STAFF_MESSAGES.adminsOnly : STAFF_MESSAGES.decidersOnly,
      );
    }
  };
}

export function signedInStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.sessionInvalid);
  return request.staff;
}
