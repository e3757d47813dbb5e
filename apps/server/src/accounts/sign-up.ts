import { MESSAGES } from '@portico/application';
import type { SignupRequest } from '@portico/contracts';
import { applicants } from '../platform/database/schema';
import { AppError } from '../platform/errors';
import { alreadyRegisteredMail } from './account-mail';
import type { AccountsContext } from './accounts-context';
import { sendConfirmationCode } from './confirmation-codes';
import { findApplicantByEmail } from './find-applicant';
import { hashPassword, isCommonPassword } from './passwords';

/**
 * Creates an account and e-mails its confirmation code. An address that already has an account
 * gets the same answer (no user enumeration): unconfirmed, a new code; confirmed, a note to log in.
 */
export async function signUp(context: AccountsContext, body: SignupRequest, ip: string) {
  await context.throttle.hit('signup-ip', ip);
  await context.throttle.hit('signup-address', body.username);
  if (isCommonPassword(body.password)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.commonPassword, { password: [MESSAGES.commonPassword] });
  }
  // Hashed in every case, so that the answer takes as long for a known address as for a new one.
  const passwordHash = await hashPassword(body.password);
  const existing = await findApplicantByEmail(context.db, body.username);
  if (existing?.confirmedAt) {
    await context.mailer.send(alreadyRegisteredMail(context.siteConfig, existing.email, context.publicUrl));
  } else if (existing) {
    await sendConfirmationCode(context, existing);
  } else {
    const [created] = await context.db
      .insert(applicants)
      .values({ email: body.username.trim(), passwordHash })
      .onConflictDoNothing()
      .returning();
    // Two sign-ups for one address at once: the other one created it and sends its code.
    if (created) await sendConfirmationCode(context, created);
  }
  return { message: MESSAGES.signupCodeSent };
}
