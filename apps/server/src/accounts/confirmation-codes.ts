import { LIMITS, type Language } from '@portico/application';
import type { Database } from '../platform/database/open-database';
import { confirmationCodes } from '../platform/database/schema';
import { CATALOGUES } from '../platform/language';
import { hashToken, randomDigits } from '../platform/tokens';
import { confirmationCodeMail } from './account-mail';
import type { AccountsContext } from './accounts-context';

export const CODE_VALID_MS = 24 * 60 * 60_000;
/**
 * Wrong tries at one code from every client together, after which it is ended: many clients
 * guessing a 6-digit code have a chance of 1 in 20,000 before it ends.
 */
export const CODE_MAX_FAILED_ATTEMPTS_IN_ALL = 50;

/** A new code replaces any earlier one, with a fresh count of wrong tries. */
async function issueConfirmationCode(db: Database, applicantId: string): Promise<string> {
  const code = randomDigits(LIMITS.confirmationCodeLength);
  const row = {
    codeHash: hashToken(code),
    failedAttempts: 0,
    expiresAt: new Date(Date.now() + CODE_VALID_MS),
    createdAt: new Date(),
  };
  await db
    .insert(confirmationCodes)
    .values({ applicantId, ...row })
    .onConflictDoUpdate({ target: confirmationCodes.applicantId, set: row });
  return code;
}

export async function sendConfirmationCode(
  context: AccountsContext,
  applicant: { id: string; email: string },
  language: Language,
) {
  const code = await issueConfirmationCode(context.db, applicant.id);
  const { mail } = CATALOGUES[language];
  await context.mailer.send(confirmationCodeMail(context.siteConfig, applicant.email, code, mail));
}
