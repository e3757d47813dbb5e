import type { Catalogue } from '@portico/application';
import type { ResetPasswordRequest } from '@portico/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { applicants, confirmationCodes, passwordResets, pendingSignUps } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { atClient } from '../platform/throttle';
import { hashToken } from '../platform/tokens';
import type { AccountsContext } from './accounts-context';
import { findApplicantByEmail } from './find-applicant';
import { hashPassword, assertHardToGuess } from './passwords';
import { forgettingSessions } from './live-sessions';
import { revokeAllSessions } from './sessions';

/**
 * Sets a new password through an e-mailed link. The link proves the address, so an unconfirmed
 * account is confirmed too. Every session of the account ends, and every other link with it, every
 * sign-up waiting for confirmation and its code, and the address's failed logins are forgotten: the owner lifts a lockout a stranger caused.
 *
 * The try is counted and the link checked before the new password is hashed: links made up by the
 * thousand cost a database read each, never an argon2 hash.
 */
export async function resetPassword(
  context: AccountsContext,
  body: ResetPasswordRequest,
  ip: string,
  catalogue: Catalogue,
) {
  const { db, throttle } = context;
  await throttle.hit('reset-failed-ip', ip);
  await assertHardToGuess(body.password, body.username, context.siteConfig);
  const invalidLink = () =>
    new AppError('INVALID_CODE', (c) => c.messages.resetLinkInvalid, {
      id: [(c) => c.messages.resetLinkInvalid],
    });
  const applicant = await findApplicantByEmail(db, body.username);
  if (!applicant) throw invalidLink();
  const link = and(
    eq(passwordResets.tokenHash, hashToken(body.id)),
    eq(passwordResets.applicantId, applicant.id),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );
  const [valid] = await db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets).where(link);
  if (!valid) throw invalidLink();

  const passwordHash = await hashPassword(body.password);
  const used = await forgettingSessions(context.liveSessions, { applicantId: applicant.id }, () =>
    db.transaction(async (tx) => {
      // Checked again as it is used: two requests racing with one link set one password.
      const [taken] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(link)
        .returning();
      if (!taken) return false;
      await tx
        .update(applicants)
        .set({ passwordHash, confirmedAt: sql`coalesce(${applicants.confirmedAt}, now())` })
        .where(eq(applicants.id, applicant.id));
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.applicantId, applicant.id), isNull(passwordResets.usedAt)));
      await revokeAllSessions(tx, applicant.id);
      // The link proves the address: no sign-up of it made before is left to confirm.
      await tx.delete(pendingSignUps).where(eq(pendingSignUps.applicantId, applicant.id));
      await tx.delete(confirmationCodes).where(eq(confirmationCodes.applicantId, applicant.id));
      return true;
    }),
  );
  if (!used) throw invalidLink();
  await throttle.forgive('reset-failed-ip', ip);
  await throttle.forget('login-failed-client', atClient(body.username, ip));
  await throttle.forget('login-failed-address', body.username);
  return { message: catalogue.server.resetSuccess };
}
