import { MESSAGES } from '@portico/application';
import type { ForgotPasswordRequest } from '@portico/contracts';
import { passwordResets } from '../platform/database/schema';
import { hashToken, randomToken } from '../platform/tokens';
import { passwordResetMail } from './account-mail';
import type { AccountsContext } from './accounts-context';
import { findApplicantByEmail } from './find-applicant';

export const RESET_VALID_MS = 60 * 60_000;

/** E-mails a single-use reset link valid one hour. The answer is the same for any address. */
export async function forgotPassword(context: AccountsContext, body: ForgotPasswordRequest, ip: string) {
  await context.throttle.hit('forgot-ip', ip);
  await context.throttle.hit('forgot-address-minute', body.username);
  await context.throttle.hit('forgot-address-hour', body.username);
  const applicant = await findApplicantByEmail(context.db, body.username);
  if (applicant) {
    const id = randomToken();
    await context.db.insert(passwordResets).values({
      tokenHash: hashToken(id),
      applicantId: applicant.id,
      expiresAt: new Date(Date.now() + RESET_VALID_MS),
    });
    const link = new URL('/reset', context.publicUrl);
    link.search = new URLSearchParams({ username: applicant.email, id }).toString();
    await context.mailer.send(passwordResetMail(context.siteConfig, applicant.email, link));
  }
  return { message: MESSAGES.forgotSent };
}
