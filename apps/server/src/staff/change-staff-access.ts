import { STAFF_MESSAGES } from '@portico/application';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/database/open-database';
import { staffMembers, staffRecoveryCodes, staffSessions } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { recordAudit, type AuditAction } from '../platform/audit';
import type { StaffContext, StaffRole } from './staff-context';
import { inviteStaff, mailSetupLink, openSetupLink } from './staff-members';
import { ACCEPTED, ACTIVE_ADMIN } from './staff-status';

/**
 * Who changes someone's access: an admin signed in (their id; the audit names them) or the
 * operator's command line (no id).
 */
export interface AccessChanger {
  id?: string;
  ip: string;
}

/** The member to change, found by id (the staff page) or by address (the command line). */
export type MemberRef = { id: string } | { email: string };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `change` on one member inside a transaction that first locks every admin's row, then the
 * member's: two admins demoting or disabling each other at once are taken one after the other, so
 * that the last active admin check sees the other's change (PostgreSQL's row locks; PGlite has one
 * connection). 404 when there is no such member.
 */
async function withMember<T>(
  db: Database,
  ref: MemberRef,
  change: (tx: Transaction, member: typeof staffMembers.$inferSelect & { accepted: boolean }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.role, 'admin'))
      .for('update');
    const [member] = await tx
      .select({ member: staffMembers, accepted: ACCEPTED })
      .from(staffMembers)
      .where(
        'id' in ref ? eq(staffMembers.id, ref.id) : sql`lower(${staffMembers.email}) = lower(${ref.email})`,
      )
      .for('update');
    if (!member) throw new AppError('NOT_FOUND', STAFF_MESSAGES.memberNotFound);
    return change(tx, { ...member.member, accepted: member.accepted });
  });
}

/**
 * Refuses, with 409, a change that would leave no active admin: `member` is about to stop being one
 * (turned off, or made a reader), and no other is left to invite, restore or audit.
 */
async function assertAnotherActiveAdmin(
  tx: Transaction,
  member: { id: string; role: StaffRole; disabledAt: Date | null; accepted: boolean },
) {
  if (member.role !== 'admin' || member.disabledAt !== null || !member.accepted) return;
  const [other] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(ne(staffMembers.id, member.id), ACTIVE_ADMIN))
    .limit(1);
  if (!other) throw new AppError('CONFLICT', STAFF_MESSAGES.lastAdmin);
}

/** Ends every session of the member, whole or half, at once: their next request answers 401. */
async function endSessions(tx: Transaction, staffId: string) {
  await tx
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

async function audit(db: Database, by: AccessChanger, action: AuditAction, email: string) {
  await recordAudit(db, { action, email, ip: by.ip, ...(by.id ? { staffId: by.id } : {}) });
}

/**
 * Turns a member's access off: every session ends in the same transaction, and the password, the
 * single sign-on and the setup link are refused until it is turned on again. Not one's own, and not
 * the last active admin's (409). Audited as `staff.disabled`; a member already off is left as is.
 */
export async function disableStaffMember(db: Database, by: AccessChanger, ref: MemberRef) {
  const { email, changed } = await withMember(db, ref, async (tx, member) => {
    if (member.id === by.id) throw new AppError('CONFLICT', STAFF_MESSAGES.cannotDisableSelf);
    if (member.disabledAt) return { email: member.email, changed: false };
    await assertAnotherActiveAdmin(tx, member);
    await tx.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.id, member.id));
    await endSessions(tx, member.id);
    return { email: member.email, changed: true };
  });
  if (changed) await audit(db, by, 'staff.disabled', email);
  return { message: STAFF_MESSAGES.memberDisabled(email) };
}

/** Turns a member's access on again (their ended sessions stay ended). Audited as `staff.enabled`. */
export async function enableStaffMember(db: Database, by: AccessChanger, ref: MemberRef) {
  const { email, changed } = await withMember(db, ref, async (tx, member) => {
    if (!member.disabledAt) return { email: member.email, changed: false };
    await tx.update(staffMembers).set({ disabledAt: null }).where(eq(staffMembers.id, member.id));
    return { email: member.email, changed: true };
  });
  if (changed) await audit(db, by, 'staff.enabled', email);
  return { message: STAFF_MESSAGES.memberEnabled(email) };
}

/** The audit's action for each role a member is given. */
const MADE: Record<StaffRole, AuditAction> = {
  reader: 'staff.made-reader',
  decider: 'staff.made-decider',
  admin: 'staff.made-admin',
};

/**
 * Makes a member a reader, a decider or an admin, from their next request on (the role is read with
 * the session). Not the last active admin anything else (409). Audited as `staff.made-admin`,
 * `-decider` or `-reader`.
 */
export async function setStaffRole(db: Database, by: AccessChanger, ref: MemberRef, role: StaffRole) {
  const { email, changed } = await withMember(db, ref, async (tx, member) => {
    if (member.role === role) return { email: member.email, changed: false };
    if (role !== 'admin') await assertAnotherActiveAdmin(tx, member);
    await tx.update(staffMembers).set({ role }).where(eq(staffMembers.id, member.id));
    return { email: member.email, changed: true };
  });
  if (changed) await audit(db, by, MADE[role], email);
  return { message: STAFF_MESSAGES.roleChanged(email, STAFF_MESSAGES.roleNames[role]) };
}

/**
 * For a lost or stolen authenticator: forgets the member's password, authenticator and recovery
 * codes, ends their sessions, and e-mails a new setup link (answered too, for the admin to pass on),
 * with which they choose a password and an authenticator again. Not for a member whose access is
 * off (409). Audited as `staff.authenticator-reset`.
 */
export async function resetStaffAuthenticator(
  context: Pick<StaffContext, 'db' | 'mailer' | 'siteConfig' | 'publicUrl'>,
  by: AccessChanger,
  ref: MemberRef,
) {
  const { member, token } = await withMember(context.db, ref, async (tx, member) => {
    if (member.disabledAt) throw new AppError('CONFLICT', STAFF_MESSAGES.memberIsDisabled);
    await tx
      .update(staffMembers)
      .set({ passwordHash: null, totpSecretCiphertext: null, totpConfirmedAt: null, lastTotpStep: null })
      .where(eq(staffMembers.id, member.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await endSessions(tx, member.id);
    return { member, token: await openSetupLink(tx, member.id) };
  });
  const link = await mailSetupLink(context, member.email, member.role, token);
  await audit(context.db, by, 'staff.authenticator-reset', member.email);
  return { message: STAFF_MESSAGES.setupLinkSent(member.email), link: link.href };
}

/**
 * A new invitation for a member who has not accepted theirs (it expired, or was lost): the earlier
 * link ends. One who accepted gets 409 (reset their authenticator instead), as does one whose
 * access is off. Audited as `staff.invited`, as the first.
 */
export async function inviteStaffAgain(
  context: Pick<StaffContext, 'db' | 'mailer' | 'siteConfig' | 'publicUrl'>,
  by: AccessChanger,
  ref: MemberRef,
) {
  const [member] = await context.db
    .select({ email: staffMembers.email, role: staffMembers.role, accepted: ACCEPTED })
    .from(staffMembers)
    .where(byRef(ref));
  if (!member) throw new AppError('NOT_FOUND', STAFF_MESSAGES.memberNotFound);
  if (member.accepted) throw new AppError('CONFLICT', STAFF_MESSAGES.alreadyActive);
  const link = await inviteStaff(context, {
    email: member.email,
    role: member.role,
    ip: by.ip,
    ...(by.id ? { by: by.id } : {}),
  });
  return { message: STAFF_MESSAGES.setupLinkSent(member.email), link: link.href };
}

function byRef(ref: MemberRef) {
  return 'id' in ref ? eq(staffMembers.id, ref.id) : sql`lower(${staffMembers.email}) = lower(${ref.email})`;
}
