import { randomBytes } from 'node:crypto';
import { STAFF_MESSAGES } from '@portico/application';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { assertHardToGuess, hashPassword } from '../accounts/passwords';
import { staffInvitations, staffMembers, staffRecoveryCodes } from '../platform/database/schema';
import type { Database } from '../platform/database/open-database';
import { AppError } from '../platform/errors';
import { composeMail } from '../platform/mail';
import { hashToken, randomToken } from '../platform/tokens';
import { recordAudit } from '../platform/audit';
import type { StaffContext, StaffRole } from './staff-context';
import { acceptedStep, enrolment, newTotpSecret } from './totp';

/** An invitation is valid for 24 hours, once. */
export const INVITATION_VALID_MS = 24 * 60 * 60_000;
const RECOVERY_CODES = 10;
/** Recovery codes are written in base32's letters and digits: no 0/O or 1/l to misread. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export const totpBinding = (staffId: string) => `totp:${staffId}`;

/**
 * Invites a staff member: creates the account (an address already invited but not set up keeps
 * its account and gets a new link; one set up is refused with 409), e-mails the link to
 * /staff/setup and answers it, for the command to print. `by` is the inviting admin, if any.
 */
export async function inviteStaff(
  context: Pick<StaffContext, 'db' | 'mailer' | 'siteConfig' | 'publicUrl'>,
  invite: { email: string; role: StaffRole; ip: string; by?: string },
): Promise<URL> {
  const { db } = context;
  const token = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(staffMembers)
      .where(sql`lower(${staffMembers.email}) = lower(${invite.email})`)
      .for('update');
    if (existing?.totpConfirmedAt) throw new AppError('CONFLICT', STAFF_MESSAGES.alreadySetUp);
    if (existing?.disabledAt) throw new AppError('CONFLICT', STAFF_MESSAGES.memberIsDisabled);
    const [member] = existing
      ? await tx
          .update(staffMembers)
          .set({ role: invite.role })
          .where(eq(staffMembers.id, existing.id))
          .returning()
      : await tx.insert(staffMembers).values({ email: invite.email, role: invite.role }).returning();
    if (!member) throw new Error('the staff member was not stored');
    return openSetupLink(tx, member.id);
  });
  const link = await mailSetupLink(context, invite.email, invite.role, token);
  await recordAudit(db, { action: 'staff.invited', staffId: invite.by, email: invite.email, ip: invite.ip });
  return link;
}

/** A new setup link's token for the member, valid 24 hours, once; a new link ends the earlier ones. */
export async function openSetupLink(
  tx: Pick<Database, 'delete' | 'insert'>,
  staffId: string,
): Promise<string> {
  const token = randomToken();
  await tx.delete(staffInvitations).where(eq(staffInvitations.staffId, staffId));
  await tx.insert(staffInvitations).values({
    tokenHash: hashToken(token),
    staffId,
    expiresAt: new Date(Date.now() + INVITATION_VALID_MS),
  });
  return token;
}

/** How the invitation names each role. */
const ROLE_NAMES: Record<StaffRole, string> = {
  reader: 'a reader',
  decider: 'a decider (who records decisions)',
  admin: 'an administrator',
};

/** E-mails the setup link of `token` to the member and answers it (the command prints it). */
export async function mailSetupLink(
  context: Pick<StaffContext, 'mailer' | 'siteConfig' | 'publicUrl'>,
  email: string,
  role: StaffRole,
  token: string,
): Promise<URL> {
  const link = new URL('/staff/setup', context.publicUrl);
  link.searchParams.set('token', token);
  const { institution } = context.siteConfig;
  await context.mailer.send(
    composeMail(context.siteConfig, email, `Your ${institution.name} admissions staff account`, [
      `You have been invited to the ${institution.name} admissions staff area as ${ROLE_NAMES[role]}.`,
      `To set your password and your authenticator app, open this link within 24 hours: ${link}`,
      'If you did not expect this, you can ignore this e-mail.',
    ]),
  );
  return link;
}

/**
 * The staff member of a valid invitation (unused, unexpired, and the member's access not turned
 * off), or 404; each try counted per address.
 */
async function invitedBy(context: StaffContext, token: string, ip: string) {
  await context.throttle.hit('staff-setup-ip', ip);
  const [row] = await context.db
    .select({ member: staffMembers })
    .from(staffInvitations)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, new Date()),
        isNull(staffMembers.disabledAt),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', STAFF_MESSAGES.invitationInvalid);
  return row.member;
}

/** GET /staff-api/setup?token=: whom a valid invitation is for. */
export async function readInvitation(context: StaffContext, token: string, ip: string) {
  return { email: (await invitedBy(context, token, ip)).email };
}

/**
 * POST /staff-api/setup/password: the password (the applicants' rules), and a new authenticator
 * secret to set up, sealed until its first code confirms it.
 */
export async function setStaffPassword(
  context: StaffContext,
  body: { token: string; password: string },
  ip: string,
) {
  const member = await invitedBy(context, body.token, ip);
  await assertHardToGuess(body.password, member.email, context.siteConfig);
  const secret = newTotpSecret();
  await context.db
    .update(staffMembers)
    .set({
      passwordHash: await hashPassword(body.password),
      totpSecretCiphertext: context.secretBox.seal(secret, totpBinding(member.id)),
      lastTotpStep: null,
    })
    .where(eq(staffMembers.id, member.id));
  const { url, qrSvg } = await enrolment(
    secret,
    member.email,
    `${context.siteConfig.institution.name} admissions`,
  );
  return { secret, otpauth_url: url, qr_svg: qrSvg };
}

/**
 * POST /staff-api/setup/totp: the first code from the authenticator confirms it and ends the
 * invitation; the recovery codes are answered this once and kept only as hashes.
 */
export async function confirmStaffTotp(
  context: StaffContext,
  body: { token: string; code: string },
  ip: string,
) {
  const member = await invitedBy(context, body.token, ip);
  if (!member.passwordHash || !member.totpSecretCiphertext)
    throw new AppError('NOT_FOUND', STAFF_MESSAGES.invitationInvalid);
  await context.throttle.hit('staff-code-failed', member.id, STAFF_MESSAGES.codeInvalid);
  const secret = context.secretBox.open(member.totpSecretCiphertext, totpBinding(member.id));
  const step = acceptedStep(secret, body.code, null);
  if (step === null)
    throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.codeInvalid, {
      code: [STAFF_MESSAGES.codeInvalid],
    });
  await context.throttle.forgive('staff-code-failed', member.id);
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
  await context.db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(staffInvitations.tokenHash, hashToken(body.token)), isNull(staffInvitations.usedAt)))
      .returning();
    if (!used) throw new AppError('NOT_FOUND', STAFF_MESSAGES.invitationInvalid);
    await tx
      .update(staffMembers)
      .set({ totpConfirmedAt: new Date(), lastTotpStep: step })
      .where(eq(staffMembers.id, member.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ staffId: member.id, codeHash: hashToken(code) })));
  });
  await recordAudit(context.db, { action: 'staff.setup', staffId: member.id, ip });
  return { message: STAFF_MESSAGES.setupDone, recovery_codes: codes };
}

/** A recovery code: eight base32 characters in two groups, 40 random bits. */
function recoveryCode(): string {
  const characters = [...randomBytes(8)].map((byte) => BASE32[byte % 32]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}
