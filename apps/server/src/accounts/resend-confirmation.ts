import { MESSAGES } from '@portico/application';
import type { ResendConfirmRequest } from '@portico/contracts';
import type { AccountsContext } from './accounts-context';
import { sendConfirmationCode } from './confirmation-codes';
import { findApplicantByEmail } from './find-applicant';

/** Replaces the code of an unconfirmed account. Answers alike for any address (no enumeration). */
export async function resendConfirmation(context: AccountsContext, body: ResendConfirmRequest, ip: string) {
  await context.throttle.hit('resend-ip', ip);
  await context.throttle.hit('resend-address-minute', body.username);
  await context.throttle.hit('resend-address-hour', body.username);
  const applicant = await findApplicantByEmail(context.db, body.username);
  if (applicant && !applicant.confirmedAt) await sendConfirmationCode(context, applicant);
  return { message: MESSAGES.resendSent };
}
