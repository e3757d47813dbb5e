import { MESSAGES } from '@portico/application';
import type { ResetPasswordRequest } from '@portico/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { applicants, passwordResets } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { hashToken } from '../platform/tokens';
import type { AccountsContext } from './accounts-context';
import { findApplicantByEmail } from './find-applicant';
import { hashPassword, isCommonPassword } from './passwords';
import { revokeAllSessions } from './sessions';

/**
 * Sets a new password through an e-mailed link. The link proves the address, so an unconfirmed
 * account is confirmed too. Every session of the account ends, and every other link with it.
 */
export async function resetPassword(context: AccountsContext, body: ResetPasswordRequest, ip: string) {
  const { db, throttle } = context;
  await throttle.check('reset-failed-ip', ip);
  if (isCommonPassword(body.password)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.commonPassword, { password: [MESSAGES.commonPassword] });
  }
  const applicant = await findApplicantByEmail(db, body.username);
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const used = applicant
    ? await db.transaction(async (tx) => {
        const [link] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(body.id)),
              eq(passwordResets.applicantId, applicant.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning();
        if (!link) return false;
        await tx
          .update(applicants)
          .set({ passwordHash, confirmedAt: sql`coalesce(${applicants.confirmedAt}, now())` })
          .where(eq(applicants.id, applicant.id));
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.applicantId, applicant.id), isNull(passwordResets.usedAt)));
        await revokeAllSessions(tx, applicant.id);
        return true;
      })
    : false;
  if (!applicant || !used) {
    await throttle.record('reset-failed-ip', ip);
    throw new AppError('INVALID_CODE', MESSAGES.resetLinkInvalid, { id: [MESSAGES.resetLinkInvalid] });
  }
  return { message: MESSAGES.resetSuccess };
}
