import { timingSafeEqual } from 'node:crypto';
import { SERVER_MESSAGES } from '@portico/application';
import type { ConfirmRequest } from '@portico/contracts';
import { eq, sql } from 'drizzle-orm';
import { applicants, confirmationCodes } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { atClient } from '../platform/throttle';
import { hashToken } from '../platform/tokens';
import type { AccountsContext } from './accounts-context';
import { CODE_MAX_FAILED_ATTEMPTS_IN_ALL } from './confirmation-codes';
import { findApplicantByEmail } from './find-applicant';

/**
 * Confirms an account with its e-mailed code, valid 24 hours. Wrong tries are counted per address
 * and client (5; then even the right code is refused from that client) whether or not the address
 * has an account waiting, so that the answers tell a stranger nothing, and a stranger's guesses
 * never end the owner's code; 50 wrong tries from everywhere end it. Only the holder of the right
 * code learns that it expired.
 */
export async function confirmAccount(context: AccountsContext, body: ConfirmRequest, ip: string) {
  const { db, throttle } = context;
  const refuse = (message: string) => new AppError('INVALID_CODE', message, { code: [message] });
  const client = atClient(body.username, ip);
  // Counted before the code is looked at, taken back when it was right.
  await throttle.hit('confirm-failed-ip', ip);
  const { remaining } = await throttle.hit('confirm-failed-client', client).catch((error: unknown) => {
    throw isRateLimited(error) ? refuse(SERVER_MESSAGES.codeTooManyTries) : error;
  });
  const wrongCode = () =>
    refuse(remaining === 0 ? SERVER_MESSAGES.codeTooManyTries : SERVER_MESSAGES.codeInvalid);

  const applicant = await findApplicantByEmail(db, body.username);
  const [pending] = applicant
    ? await db.select().from(confirmationCodes).where(eq(confirmationCodes.applicantId, applicant.id))
    : [];
  if (!applicant || applicant.confirmedAt || !pending) throw wrongCode();
  if (pending.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS_IN_ALL)
    throw refuse(SERVER_MESSAGES.codeTooManyTries);

  if (!timingSafeEqual(Buffer.from(hashToken(body.code)), Buffer.from(pending.codeHash))) {
    await db
      .update(confirmationCodes)
      .set({ failedAttempts: sql`${confirmationCodes.failedAttempts} + 1` })
      .where(eq(confirmationCodes.applicantId, applicant.id));
    throw wrongCode();
  }
  if (pending.expiresAt.getTime() <= Date.now()) throw refuse(SERVER_MESSAGES.codeExpired);

  await db.transaction(async (tx) => {
    await tx.update(applicants).set({ confirmedAt: new Date() }).where(eq(applicants.id, applicant.id));
    await tx.delete(confirmationCodes).where(eq(confirmationCodes.applicantId, applicant.id));
  });
  await throttle.forgive('confirm-failed-ip', ip);
  await throttle.forgive('confirm-failed-client', client);
  return { message: SERVER_MESSAGES.confirmSuccess };
}

function isRateLimited(error: unknown): boolean {
  return error instanceof AppError && error.code === 'RATE_LIMITED';
}
