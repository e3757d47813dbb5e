import { STAFF_MESSAGES, SERVER_MESSAGES } from '@portico/application';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rememberDevice, trustedDevice } from '../accounts/device-cookies';
import { verifyAgainstDummy, verifyPassword } from '../accounts/passwords';
import { staffMembers, staffRecoveryCodes, staffSessions } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { atClient, type LimitName } from '../platform/throttle';
import { hashToken } from '../platform/tokens';
import { recordAudit } from '../platform/audit';
import type { StaffContext } from './staff-context';
import { totpBinding } from './staff-members';
import { clearStaffCookie, readStaffSession, startStaffSession, staffTokenHashOf } from './staff-sessions';
import { acceptedStep } from './totp';

/**
 * POST /staff-api/login: the password, counted before it is verified: per client and address, per
 * client, and per address; or, from a browser that completed a sign-in to the address before
 * (its device cookie), on that browser's own count only. An unknown address, a wrong password and
 * an account not yet set up answer alike. A right one opens a half session that only the second
 * factor completes (POST /staff-api/login/code).
 *
 * A failure is recorded in the audit table only once it has passed the counts: a flood refused
 * by them adds no rows, so the table grows by at most as many as the limits let reach the hash.
 */
export async function staffLogIn(
  context: StaffContext,
  body: { email: string; password: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, throttle } = context;
  const device = trustedDevice(request, context.secretBox, context.cookies, 'staff', body.email);
  const counted: [LimitName, string][] = device
    ? [['staff-login-failed-device', device]]
    : [
        ['staff-login-failed-ip', request.ip],
        ['staff-login-failed-client', atClient(body.email, request.ip)],
        ['staff-login-failed-address', body.email],
      ];
  for (const [name, subject] of counted) await throttle.hit(name, subject, SERVER_MESSAGES.tooManyRequests);
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = lower(${body.email})`);
  const ready = member?.passwordHash && member.totpConfirmedAt && !member.disabledAt ? member : undefined;
  const valid = ready?.passwordHash
    ? await verifyPassword(ready.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!ready || !valid) {
    await recordAudit(db, {
      action: 'staff.sign-in-failed',
      email: body.email,
      staffId: ready?.id,
      ip: request.ip,
      method: 'password',
    });
    throw new AppError('INVALID_CREDENTIALS', STAFF_MESSAGES.loginFailed);
  }
  for (const [name, subject] of counted) await throttle.forgive(name, subject);
  await startStaffSession(db, reply, ready.id, context.cookies);
  return { message: STAFF_MESSAGES.codeFormat };
}

/**
 * POST /staff-api/login/code: the authenticator's code (accepted once: its time step must be later
 * than the last accepted) or an unused recovery code completes the half session: it ends, and a
 * whole session begins under a new token.
 */
export async function staffSecondFactor(
  context: StaffContext,
  code: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, throttle } = context;
  const half = await readStaffSession(db, request, context.cookies, { halfOpen: true });
  if (!half) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.sessionInvalid);
  // The device rule again: a browser that completed a sign-in before has its own tries, so that
  // five wrong codes from someone holding the password do not lock the owner's second factor.
  const device = trustedDevice(request, context.secretBox, context.cookies, 'staff', half.email);
  const [limit, subject]: [LimitName, string] = device
    ? ['staff-code-failed-device', device]
    : ['staff-code-failed', half.id];
  await throttle.hit(limit, subject, STAFF_MESSAGES.codeInvalid);
  const accepted = code.includes('-')
    ? await useRecoveryCode(context, half.id, code)
    : await useTotp(context, half.id, code);
  if (!accepted) {
    await recordAudit(db, {
      action: 'staff.second-factor-failed',
      staffId: half.id,
      ip: request.ip,
      method: 'password',
    });
    throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.codeInvalid, {
      code: [STAFF_MESSAGES.codeInvalid],
    });
  }
  await throttle.forgive(limit, subject);
  // The half session's token is ended and a new one issued (OWASP session management: renew the
  // token on a change of privilege): a token seen before the code, by a fixed cookie or a shoulder,
  // never opens the staff area.
  const [ended] = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, half.sessionTokenHash), isNull(staffSessions.revokedAt)))
    .returning({ staffId: staffSessions.staffId });
  if (!ended) throw new AppError('UNAUTHORIZED', STAFF_MESSAGES.sessionInvalid);
  await startStaffSession(db, reply, half.id, context.cookies, { secondFactorGiven: true });
  rememberDevice(reply, context.secretBox, context.cookies, 'staff', half.email);
  await recordAudit(db, { action: 'staff.sign-in', staffId: half.id, ip: request.ip, method: 'password' });
  return { email: half.email, role: half.role };
}

/** A TOTP code, accepted once: the step it stands for is recorded only if later than the last. */
async function useTotp(context: StaffContext, staffId: string, code: string): Promise<boolean> {
  const [member] = await context.db.select().from(staffMembers).where(eq(staffMembers.id, staffId));
  if (!member?.totpSecretCiphertext) return false;
  const secret = context.secretBox.open(member.totpSecretCiphertext, totpBinding(staffId));
  const step = acceptedStep(secret, code, member.lastTotpStep);
  if (step === null) return false;
  // Two requests with the same code: the one that moves the step forward first wins.
  const [moved] = await context.db
    .update(staffMembers)
    .set({ lastTotpStep: step })
    .where(and(eq(staffMembers.id, staffId), sql`coalesce(${staffMembers.lastTotpStep}, -1) < ${step}`))
    .returning({ id: staffMembers.id });
  return moved !== undefined;
}

async function useRecoveryCode(context: StaffContext, staffId: string, code: string): Promise<boolean> {
  const [used] = await context.db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashToken(code.trim().toLowerCase())),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ staffId: staffRecoveryCodes.staffId });
  return used !== undefined;
}

/** POST /staff-api/logout: ends the session, whole or half, and clears its cookie. */
export async function staffLogOut(context: StaffContext, request: FastifyRequest, reply: FastifyReply) {
  const tokenHash = staffTokenHashOf(request, context.cookies);
  if (tokenHash) {
    const [ended] = await context.db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
      .returning({ staffId: staffSessions.staffId });
    if (ended)
      await recordAudit(context.db, { action: 'staff.sign-out', staffId: ended.staffId, ip: request.ip });
  }
  clearStaffCookie(reply, context.cookies);
  return { message: STAFF_MESSAGES.signedOut };
}
