import { timingSafeEqual } from 'node:crypto';
import type { Catalogue, Language } from '@portico/application';
import type { ConfirmRequest } from '@portico/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { applicants, confirmationCodes, pendingSignUps } from '../platform/database/schema';
import { AppError, type ErrorText } from '../platform/errors';
import { atClient } from '../platform/throttle';
import { CATALOGUES } from '../platform/language';
import { hashToken } from '../platform/tokens';
import { queueAccountMail } from './account-mail-jobs';
import type { AccountsContext } from './accounts-context';
import { CODE_MAX_FAILED_ATTEMPTS_IN_ALL } from './confirmation-codes';
import { findApplicantByEmail } from './find-applicant';

/**
 * Confirms an account with its e-mailed code, valid 24 hours. Wrong tries are counted per address
 * and client (5; then even the right code is refused from that client) whether or not the address
 * has an account waiting, so that the answers tell a stranger nothing, and a stranger's guesses
 * never end the owner's code; 50 wrong tries from everywhere end it. Only the holder of the right
 * code learns that it expired.
 *
 * The account takes the password of the sign-up made in this browser (`signUpTokenHash`, from its
 * cookie), whichever code it types, and every other sign-up of the address ends: a stranger who
 * signed the owner's address up, before or after the owner, gets no password on the account the
 * owner confirms (issue 27 M4; docs/decisions.md says what remains).
 */
export async function confirmAccount(
  context: AccountsContext,
  body: ConfirmRequest,
  ip: string,
  signUpTokenHash: string | null,
  language: Language,
) {
  const { db, throttle } = context;
  const refuse = (message: ErrorText) => new AppError('INVALID_CODE', message, { code: [message] });
  const catalogue: Catalogue = CATALOGUES[language];
  const client = atClient(body.username, ip);
  // Counted before the code is looked at, taken back when it was right.
  await throttle.hit('confirm-failed-ip', ip);
  const { remaining } = await throttle.hit('confirm-failed-client', client).catch((error: unknown) => {
    throw isRateLimited(error) ? refuse((c) => c.server.codeTooManyTries) : error;
  });
  const wrongCode = () =>
    refuse(remaining === 0 ? (c) => c.server.codeTooManyTries : (c) => c.server.codeInvalid);

  const applicant = await findApplicantByEmail(db, body.username);
  const [pending] = applicant
    ? await db.select().from(confirmationCodes).where(eq(confirmationCodes.applicantId, applicant.id))
    : [];
  if (!applicant || applicant.confirmedAt || !pending) throw wrongCode();
  if (pending.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS_IN_ALL)
    throw refuse((c) => c.server.codeTooManyTries);

  if (!timingSafeEqual(Buffer.from(hashToken(body.code)), Buffer.from(pending.codeHash))) {
    await db
      .update(confirmationCodes)
      .set({ failedAttempts: sql`${confirmationCodes.failedAttempts} + 1` })
      .where(eq(confirmationCodes.applicantId, applicant.id));
    throw wrongCode();
  }
  if (pending.expiresAt.getTime() <= Date.now()) throw refuse((c) => c.server.codeExpired);

  const choosesByMail = await db.transaction(async (tx) => {
    // Locked, so that a sign-up or a confirmation at the same moment waits for this one.
    const [waiting] = await tx
      .select({ id: applicants.id })
      .from(applicants)
      .where(and(eq(applicants.id, applicant.id), isNull(applicants.confirmedAt)))
      .for('update');
    if (!waiting) return null;
    const signUps = await tx
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.applicantId, applicant.id));
    const chosen = passwordToConfirm(signUps, signUpTokenHash);
    await tx
      .update(applicants)
      .set({ confirmedAt: new Date(), passwordHash: chosen ?? NO_PASSWORD })
      .where(eq(applicants.id, applicant.id));
    await tx.delete(confirmationCodes).where(eq(confirmationCodes.applicantId, applicant.id));
    await tx.delete(pendingSignUps).where(eq(pendingSignUps.applicantId, applicant.id));
    return chosen === null;
  });
  if (choosesByMail === null) throw wrongCode();
  await throttle.forgive('confirm-failed-ip', ip);
  await throttle.forgive('confirm-failed-client', client);
  if (!choosesByMail) return { message: catalogue.server.confirmSuccess };
  await queueAccountMail(context, { kind: 'password-reset', username: applicant.email, language });
  return { message: catalogue.server.confirmChoosePassword };
}

/**
 * No password: not an argon2 hash, so that every password is refused (verifyPassword answers
 * false), until the owner sets one through the reset link. Written in the confirming transaction,
 * so no moment passes with a password the owner may not have chosen.
 */
const NO_PASSWORD = '!none';

/**
 * Whose password the account takes: that of the sign-up made in the confirming browser, or,
 * when the browser made none, of the only sign-up there was (the code typed on another computer).
 * Otherwise none: the code proves the mailbox, not which of several sign-ups was its owner's, and
 * one may be a stranger's; nor whose an account left unconfirmed before sign-ups were kept is
 * (it took the latest sign-up's password, perhaps a stranger's). The owner then chooses a password
 * by an e-mailed reset link.
 */
function passwordToConfirm(
  signUps: { tokenHash: string; passwordHash: string }[],
  signUpTokenHash: string | null,
): string | null {
  const own = signUps.find((signUp) => signUp.tokenHash === signUpTokenHash);
  if (own) return own.passwordHash;
  return signUps.length === 1 ? signUps[0]!.passwordHash : null;
}

function isRateLimited(error: unknown): boolean {
  return error instanceof AppError && error.code === 'RATE_LIMITED';
}
