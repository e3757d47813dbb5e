import { isLanguage, type Language } from '@portico/application';
import type { AccountsContext } from './accounts-context';
import { CATALOGUES } from '../platform/language';
import { passwordResets } from '../platform/database/schema';
import { hashToken, randomToken } from '../platform/tokens';
import { passwordResetMail } from './account-mail';
import { sendConfirmationCode } from './confirmation-codes';
import { findApplicantByEmail } from './find-applicant';

export const ACCOUNT_MAIL_QUEUE = 'account-mail';
const RESET_VALID_MS = 60 * 60_000;

/**
 * The mail of resend and forgot-password goes only to an address with an account, so the time a
 * request took to write it (a token, a code, a message to the mail server) would tell which
 * addresses have one. So the request writes nothing: once it has been answered, the same job is
 * queued for every address, and the job looks the address up and sends what it has.
 */
export interface AccountMailJob {
  kind: 'confirmation-code' | 'password-reset';
  username: string;
  /** The request's language (issue 32); a job queued before there was one: the account's. */
  language?: Language;
}

export async function queueAccountMail(context: AccountsContext, job: AccountMailJob) {
  const address = job.username.trim().toLowerCase();
  // One waiting mail of a kind per address (the throttles allow no more); one address at a time.
  await context.jobs.send(ACCOUNT_MAIL_QUEUE, job, {
    applicantId: address,
    subject: `${job.kind}:${address}`,
  });
}

export async function sendAccountMail(context: AccountsContext, job: AccountMailJob) {
  const applicant = await findApplicantByEmail(context.db, job.username);
  if (!applicant) return;
  const language = isLanguage(job.language) ? job.language : applicant.language;
  switch (job.kind) {
    case 'confirmation-code':
      if (!applicant.confirmedAt) await sendConfirmationCode(context, applicant, language);
      return;
    case 'password-reset':
      await sendPasswordReset(context, applicant, language);
      return;
  }
}

/** E-mails a single-use reset link valid one hour. */
async function sendPasswordReset(
  context: AccountsContext,
  applicant: { id: string; email: string },
  language: Language,
) {
  const id = randomToken();
  await context.db.insert(passwordResets).values({
    tokenHash: hashToken(id),
    applicantId: applicant.id,
    expiresAt: new Date(Date.now() + RESET_VALID_MS),
  });
  const link = new URL('/reset', context.publicUrl);
  link.search = new URLSearchParams({ username: applicant.email, id }).toString();
  await context.mailer.send(
    passwordResetMail(context.siteConfig, applicant.email, link, CATALOGUES[language].mail),
  );
}
