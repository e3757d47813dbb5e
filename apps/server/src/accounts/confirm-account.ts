import { timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@portico/application';
import type { ConfirmRequest } from '@portico/contracts';
import { eq, sql } from 'drizzle-orm';
import { applicants, confirmationCodes } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { hashToken } from '../platform/tokens';
import type { AccountsContext } from './accounts-context';
import { CODE_MAX_FAILED_ATTEMPTS } from './confirmation-codes';
import { findApplicantByEmail } from './find-applicant';

/** Confirms an account with its e-mailed code: at most 5 wrong tries per code, valid 24 hours. */
export async function confirmAccount(context: AccountsContext, body: ConfirmRequest, ip: string) {
  const { db, throttle } = context;
  await throttle.check('confirm-failed-ip', ip);
  const refuse = async (message: string) => {
    await throttle.record('confirm-failed-ip', ip);
    return new AppError('INVALID_CODE', message, { code: [message] });
  };

  const applicant = await findApplicantByEmail(db, body.username);
  const [pending] = applicant
    ? await db.select().from(confirmationCodes).where(eq(confirmationCodes.applicantId, applicant.id))
    : [];
  if (!applicant || applicant.confirmedAt || !pending) throw await refuse(MESSAGES.codeInvalid);
  if (pending.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) throw await refuse(MESSAGES.codeTooManyTries);
  if (pending.expiresAt.getTime() <= Date.now()) throw await refuse(MESSAGES.codeExpired);

  if (!timingSafeEqual(Buffer.from(hashToken(body.code)), Buffer.from(pending.codeHash))) {
    const [counted] = await db
      .update(confirmationCodes)
      .set({ failedAttempts: sql`${confirmationCodes.failedAttempts} + 1` })
      .where(eq(confirmationCodes.applicantId, applicant.id))
      .returning({ failedAttempts: confirmationCodes.failedAttempts });
    const exhausted = (counted?.failedAttempts ?? 0) >= CODE_MAX_FAILED_ATTEMPTS;
    throw await refuse(exhausted ? MESSAGES.codeTooManyTries : MESSAGES.codeInvalid);
  }

  await db.transaction(async (tx) => {
    await tx.update(applicants).set({ confirmedAt: new Date() }).where(eq(applicants.id, applicant.id));
    await tx.delete(confirmationCodes).where(eq(confirmationCodes.applicantId, applicant.id));
  });
  return { message: MESSAGES.confirmSuccess };
}
